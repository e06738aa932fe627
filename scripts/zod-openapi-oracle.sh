#!/usr/bin/env bash
# The real @asteasolutions/zod-to-openapi 9.1.0 with zod 4.3.6 for test/oracles/zod-openapi.test.ts, in
# test/oracles/zod-openapi/node_modules (see oracle-install.sh).
exec bash "$(dirname "$0")/oracle-install.sh" zod-openapi @asteasolutions/zod-to-openapi zod
