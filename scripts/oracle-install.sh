#!/usr/bin/env bash
# Installs an oracle package set for test/oracles/ in test/oracles/DIR/node_modules: exactly DIR's package-lock.json
# (npm ci), no install scripts, not the project's devDependencies (too big, or pinned apart). Idempotent: installs only
# when an installed version of one of the PACKAGES differs from the lock. Tests run only their own fixtures with them.
# Usage: oracle-install.sh DIR PACKAGE...
set -euo pipefail
dir="$1"
shift
cd "$(dirname "$0")/../test/oracles/$dir"
installed() {
  node -e '
    const lock = require("./package-lock.json").packages;
    for (const name of process.argv.slice(1)) {
      const want = lock["node_modules/" + name].version;
      if (require("./node_modules/" + name + "/package.json").version !== want) process.exit(1);
    }' "$@" >/dev/null 2>&1
}
if ! installed "$@"; then
  npm ci --no-audit --no-fund --ignore-scripts --loglevel=error >&2
fi
installed "$@"
