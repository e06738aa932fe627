#!/usr/bin/env bash
# LangChain's Gemini helper (@langchain/google-common 2.3.2 with @langchain/core 1.4.0 and zod 4.6.7) for
# test/oracles/langchain-google.test.ts, in test/oracles/langchain-google/node_modules: about 55 MB, not a
# devDependency. Exactly its package-lock.json (npm ci), no install scripts. Idempotent: installs only when the
# installed versions differ from the lock. Tests run only their own fixtures with it.
set -euo pipefail
cd "$(dirname "$0")/../test/oracles/langchain-google"
installed() {
  node -e '
    const lock = require("./package-lock.json").packages;
    for (const name of ["@langchain/google-common", "@langchain/core", "zod"]) {
      const want = lock["node_modules/" + name].version;
      if (require("./node_modules/" + name + "/package.json").version !== want) process.exit(1);
    }' >/dev/null 2>&1
}
if ! installed; then
  npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >&2
fi
installed
