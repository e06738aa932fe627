#!/usr/bin/env bash
# The BeeAI framework (beeai-framework 0.1.30 with zod 3.25.76, its zod-to-json-schema and ai 6) for
# test/oracles/beeai.test.ts, in test/oracles/beeai/node_modules, without its optional peers (the model providers, the
# database clients, LangChain: test/oracles/beeai/.npmrc). See oracle-install.sh.
exec bash "$(dirname "$0")/oracle-install.sh" beeai beeai-framework zod zod-to-json-schema
