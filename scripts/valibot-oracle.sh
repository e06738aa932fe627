#!/usr/bin/env bash
# The real valibot 1.5.0, @valibot/to-json-schema 1.8.0 and tmcp 1.20.0 with @tmcp/adapter-valibot 0.1.6 for
# test/oracles/valibot.test.ts, and @ai-sdk/provider-utils 4.0.51 (the AI SDK 6 conversion), in
# test/oracles/valibot/node_modules (see oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" valibot valibot @valibot/to-json-schema tmcp @tmcp/adapter-valibot @ai-sdk/provider-utils
