#!/usr/bin/env bash
# The real Claude Agent SDK (@anthropic-ai/claude-agent-sdk 0.3.333) for test/oracles/claude-agent-sdk.test.ts, in
# test/oracles/claude-agent-sdk/node_modules (see oracle-install.sh). Its optional native Claude Code binaries (about
# 200 MB, one per platform) are not installed: the test runs only createSdkMcpServer(), which its sdk.mjs bundles.
export NPM_CONFIG_OMIT=optional
exec bash "$(dirname "$0")/oracle-install.sh" claude-agent-sdk @anthropic-ai/claude-agent-sdk
