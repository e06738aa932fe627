#!/usr/bin/env bash
# The real Mastra (@mastra/core 1.71.0, zod 4.6.7) for test/oracles/mastra.test.ts, in test/oracles/mastra/node_modules:
# about 130 MB, too big for the project's devDependencies. Exactly its package-lock.json (npm ci), no install scripts.
# Idempotent: installs only when the installed versions differ from the lock. Tests run only their own fixtures with it.
set -euo pipefail
cd "$(dirname "$0")/../test/oracles/mastra"
installed() {
  node -e '
    const lock = require("./package-lock.json").packages;
    for (const name of ["@mastra/core", "@mastra/schema-compat", "zod"]) {
      const want = lock["node_modules/" + name].version;
      if (require("./node_modules/" + name + "/package.json").version !== want) process.exit(1);
    }' >/dev/null 2>&1
}
if ! installed; then
  npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >&2
fi
installed
