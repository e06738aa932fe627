"""Oracle driver: imports ONE fixture module of toollint's own test suite and prints, as JSON, what langchain-core's
convert_to_openai_tool (what a chat model's bind_tools sends) makes of each item of its TOOLS list. Run only on
test/fixtures/python/functions/bound/*.py (never on user code)."""

import importlib.util
import json
import sys

from langchain_core.utils.function_calling import convert_to_openai_tool

spec = importlib.util.spec_from_file_location("fixture_under_test", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
print(json.dumps([convert_to_openai_tool(t) for t in module.TOOLS]))
