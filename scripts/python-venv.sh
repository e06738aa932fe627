#!/usr/bin/env bash
# The Python oracles and test servers: a venv in .venv/ with the libraries whose output the Python readers must
# match (pydantic, fastmcp, mcp, openai, anthropic), installed from the machine's local wheel index only (PyPI is not
# reachable; asking it costs minutes of retries). langchain-core is in that index but not its dependency
# langchain-protocol, so it does not install here.
# Tests use them only on the project's own fixtures, never on user code. Idempotent; prints the venv's python.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c 'import pydantic, fastmcp, mcp, openai, anthropic' >/dev/null 2>&1; then
  PIP_INDEX_URL=file:///opt/pypi/simple PIP_RETRIES=0 "$VENV/bin/pip" install -q --disable-pip-version-check \
    pydantic fastmcp mcp openai anthropic >&2
fi
echo "$PWD/$VENV/bin/python"
