#!/usr/bin/env bash
# LangChain's Gemini helper (@langchain/google-common 2.3.2 with @langchain/core 1.4.0 and zod 4.6.7) for
# test/oracles/langchain-google.test.ts, in test/oracles/langchain-google/node_modules: about 55 MB (see
# oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" langchain-google @langchain/google-common @langchain/core zod
