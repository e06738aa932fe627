#!/usr/bin/env bash
# The real Mastra (@mastra/core 1.71.0, zod 4.6.7) for test/oracles/mastra.test.ts, in test/oracles/mastra/node_modules:
# about 130 MB (see oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" mastra @mastra/core @mastra/schema-compat zod
