#!/usr/bin/env bash
# The real AI SDK 7 (ai 7.0.173, @ai-sdk/provider-utils 5.0.81) and zod 4.6.7 for test/oracles/ai-zod-schema.test.ts,
# in test/oracles/ai-zod-schema/node_modules (see oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" ai-zod-schema ai @ai-sdk/provider-utils zod
