#!/usr/bin/env bash
# LiveKit Agents for Node.js (@livekit/agents 1.9.0 with zod 4.6.7 (its zod/v3 too) and zod-to-json-schema) for
# test/oracles/livekit.test.ts, in test/oracles/livekit/node_modules, without its optional and peer dependencies
# (@livekit/rtc-node and its native builds: test/oracles/livekit/.npmrc). See oracle-install.sh.
exec bash "$(dirname "$0")/oracle-install.sh" livekit @livekit/agents zod zod-to-json-schema
