// LangChain tools in a Python file through lint (the exact schemas are checked against langchain-core 1.6.5 by
// test/oracles on langchain_*.py): named and shaped as convert_to_openai_tool sends them, findings placed in the
// code and worded for LangChain (where it reads a parameter's description).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint, loadPython } from '../../shared/src/index';

const FILE = join(__dirname, '..', 'fixtures', 'python', 'functions', 'langchain_crm.py');

test('langchain_crm.py: every tool analysed as an OpenAI chat tool, with LangChain-worded findings in the code', async () => {
  await loadPython();
  const text = readFileSync(FILE, 'utf8');
  const r = lint(text, { path: FILE, config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['create_contact', 'openai-chat'], ['log_call', 'openai-chat'], ['search_contacts', 'openai-chat'], ['merge_contacts', 'openai-chat']]);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // merge() has no Args: section: with parse_docstring, LangChain reads descriptions only from there.
  const keep = r.findings.find((f) => f.rule === 'description-missing' && f.tool === 'merge_contacts' && f.pointer.endsWith('/keep_id'))!;
  assert.equal(text.slice(keep.span!.offset, keep.span!.offset + keep.span!.length), 'keep_id: str');
  assert.match(keep.message, /^Parameter `keep_id` of `merge_contacts` has no description; .*`Args:` section with `@tool\(parse_docstring=True\)`/);
  // LangChain sends no additionalProperties: false (it rebuilds the model without its config).
  assert.ok(r.findings.some((f) => f.rule === 'missing-additional-properties-false' && f.tool === 'search_contacts'));
  const summary = r.findings.find((f) => f.rule === 'optional-not-required' && f.tool === 'log_call' && f.pointer.endsWith('/summary'))!;
  assert.match(summary.message, /^Parameter `summary` of `log_call` \(`summary: str = ""`\) is not required: it has a default, so LangChain leaves it out of `required`/);
});

test('a LangChain tool without docstring or description= is not analysable, named, with the reason', async () => {
  await loadPython();
  const r = lint('from langchain_core.tools import tool\n\n@tool\ndef ping(host: str) -> str:\n    return host\n', { path: 'a.py' });
  assert.deepEqual(r.tools, []);
  assert.match(r.findings.find((f) => f.rule === 'not-analyzable')!.message, /without a docstring or description= \(StructuredTool raises ValueError\)/);
});
