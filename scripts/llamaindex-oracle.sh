#!/usr/bin/env bash
# LlamaIndex.TS's tools (@llamaindex/core 0.6.23, re-exported by `llamaindex`, with zod 4.6.7) for
# test/oracles/llamaindex.test.ts, in test/oracles/llamaindex/node_modules: about 40 MB (see oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" llamaindex @llamaindex/core zod
