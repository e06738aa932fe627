#!/usr/bin/env bash
# The real xmcp (1.1.3: its bundled runtime, dist/runtime/stdio.js, with zod 4.6.7) for test/oracles/xmcp.test.ts, in
# test/oracles/xmcp/node_modules (see oracle-install.sh; peer dependencies left out by its .npmrc).
exec bash "$(dirname "$0")/oracle-install.sh" xmcp xmcp zod
