#!/usr/bin/env bash
# The real FastMCP (fastmcp 4.20.16, and 3.35.0 as fastmcp3, with xsschema, zod 4.6.7, zod-to-json-schema 3.25.2, valibot) for
# test/oracles/fastmcp.test.ts, in test/oracles/fastmcp/node_modules (see oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" fastmcp fastmcp fastmcp3 xsschema zod zod-to-json-schema valibot
