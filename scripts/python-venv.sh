#!/usr/bin/env bash
# The Python oracles and test servers: a venv in .venv/ with the libraries whose output the Python readers must
# match (pydantic, fastmcp, mcp, openai, anthropic, langchain-core), installed from the machine's local wheel index only
# (PyPI is not reachable; asking it costs minutes of retries). langchain-core's dependency langchain-protocol is not in
# that index, so langchain-core is installed without its dependencies, after those of them that are there (jsonpatch,
# langsmith, tenacity, uuid-utils; the rest come with the libraries above): `from langchain_core.tools import tool`
# and convert_to_openai_tool work without langchain-protocol. openai-agents is not in the index (not installed).
# Tests use them only on the project's own fixtures, never on user code. Idempotent; prints the venv's python.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv
PIP=("$VENV/bin/pip" install -q --disable-pip-version-check)
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c 'import pydantic, fastmcp, mcp, openai, anthropic' >/dev/null 2>&1; then
  PIP_INDEX_URL=file:///opt/pypi/simple PIP_RETRIES=0 "${PIP[@]}" pydantic fastmcp mcp openai anthropic >&2
fi
if ! "$VENV/bin/python" -c 'from langchain_core.tools import tool; from langchain_core.utils.function_calling import convert_to_openai_tool' >/dev/null 2>&1; then
  PIP_INDEX_URL=file:///opt/pypi/simple PIP_RETRIES=0 "${PIP[@]}" jsonpatch langsmith tenacity uuid-utils >&2
  PIP_INDEX_URL=file:///opt/pypi/simple PIP_RETRIES=0 "${PIP[@]}" --no-deps langchain-core >&2
fi
echo "$PWD/$VENV/bin/python"
