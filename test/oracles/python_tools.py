"""Oracle driver: imports ONE fixture module of toollint's own test suite and prints, as JSON, every tool it defines
as the real library sends it. Run only on test/fixtures/python/functions/*.py (never on user code)."""

import asyncio
import importlib.util
import json
import os
import sys


def load(path):
    # A fixture inside a package (its folder has __init__.py) is imported as that package's module, so that its
    # relative and package-absolute imports of the fixture's other files work.
    folder, name = os.path.split(os.path.abspath(path))
    parts = [os.path.splitext(name)[0]]
    while os.path.exists(os.path.join(folder, "__init__.py")):
        folder, pkg = os.path.split(folder)
        parts.insert(0, pkg)
    if len(parts) > 1:
        sys.path.insert(0, folder)
        return importlib.import_module(".".join(parts))
    spec = importlib.util.spec_from_file_location("fixture_under_test", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["fixture_under_test"] = module
    spec.loader.exec_module(module)
    return module


async def main(path):
    module = load(path)
    out = []
    seen = set()
    for value in list(vars(module).values()):
        if id(value) in seen:
            continue
        seen.add(id(value))
        kind = type(value).__module__ + "." + type(value).__name__
        if kind.startswith("fastmcp.") and type(value).__name__ == "FastMCP":
            for t in await value.list_tools():
                d = t.to_mcp_tool().model_dump(by_alias=True, exclude_none=True)
                out.append({"library": "fastmcp", "tool": {k: d[k] for k in ("name", "title", "description", "inputSchema") if k in d}})
        elif type(value).__name__ == "MCPServer":
            for t in await value.list_tools():
                d = t.model_dump(by_alias=True, exclude_none=True)
                out.append({"library": "mcp", "tool": {k: d[k] for k in ("name", "title", "description", "inputSchema") if k in d}})
        elif kind.startswith("anthropic.") and hasattr(value, "to_dict") and hasattr(value, "input_schema"):
            out.append({"library": "anthropic", "tool": value.to_dict()})
        elif kind.startswith("langchain_core.tools.") and hasattr(value, "tool_call_schema"):
            from langchain_core.utils.function_calling import convert_to_openai_tool

            out.append({"library": "langchain", "tool": convert_to_openai_tool(value)})
        elif isinstance(value, list) and value and all(isinstance(v, dict) and v.get("type") == "function" for v in value):
            for v in value:
                out.append({"library": "openai", "tool": v})
    print(json.dumps(out))


asyncio.run(main(sys.argv[1]))
