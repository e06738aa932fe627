#!/usr/bin/env bash
# Genkit (genkit 1.42.0 with its zod 3.25.76, zod-to-json-schema and @cfworker/json-schema) for
# test/oracles/genkit.test.ts, in test/oracles/genkit/node_modules: about 90 MB, without Genkit's optional Firebase and
# Google Cloud telemetry (test/oracles/genkit/.npmrc: omit=optional). See oracle-install.sh.
exec bash "$(dirname "$0")/oracle-install.sh" genkit genkit zod @cfworker/json-schema
