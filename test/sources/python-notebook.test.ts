// Jupyter notebooks: each code cell parsed on its own, offsets mapped back through the JSON string escapes, names
// resolved across earlier cells, IPython magics tolerated, a cell with a syntax error keeps the rest.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseTree } from 'jsonc-parser';
import { findTools, fix, lint, loadPython } from '../../shared/src/index';
import { blankMagics } from '../../shared/src/sources/python/notebook';

const text = readFileSync(join(__dirname, '..', 'fixtures', 'python', 'function_calling.ipynb'), 'utf8');
const at = (f: { span?: { offset: number; length: number } }) => text.slice(f.span!.offset, f.span!.offset + f.span!.length);

test('the code cells are read: a name from an earlier cell, magics, a cell with a syntax error, a %%bash cell left out', async () => {
  await loadPython();
  const tools = findTools(text, { path: 'function_calling.ipynb' });
  assert.deepEqual(tools.map((t) => [t.name, t.shape]), [['get_météo', 'openai-chat'], ['search', 'anthropic']]);
  // CITY is assigned in the cell before; its description holds a JSON-escaped quote.
  assert.equal((tools[0]!.schema as { properties: { city: { description: string } } }).properties.city.description, 'City name, e.g. "Paris"');
  assert.equal(tools[0]!.description, 'Météo du jour\tpour une ville');
});

test('findings point at the JSON text of the cell (offsets mapped through the escapes)', async () => {
  await loadPython();
  const r = lint(text, { path: 'function_calling.ipynb', config: { targets: ['openai-strict'] } });
  const name = r.findings.find((f) => f.rule === 'not-strict' && f.tool === 'get_météo')!;
  assert.equal(at(name), '\\"get_météo\\"');
  const q = r.findings.find((f) => f.rule === 'optional-not-required' && f.tool === 'search')!;
  assert.equal(at(q), '\\"q\\"');
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
});

test('Auto-strict edits a cell in the notebook: the notebook stays JSON, the cell gets Python; a tool using another cell\'s name is not edited', async () => {
  await loadPython();
  const out = fix(text, { path: 'function_calling.ipynb', config: { targets: ['openai-strict'] }, unsafe: true });
  assert.ok(out.edits.length > 0);
  const nb = JSON.parse(out.text) as { cells: { source: string | string[] }[] };
  assert.ok(parseTree(out.text));
  const cell3 = ([] as string[]).concat(nb.cells[3]!.source).join('');
  assert.match(cell3, /"additionalProperties": False/);
  assert.match(cell3, /^def broken\(:/);
  const cell2 = ([] as string[]).concat(nb.cells[2]!.source).join('');
  const before = ([] as string[]).concat((JSON.parse(text) as { cells: { source: string[] }[] }).cells[2]!.source).join('');
  assert.equal(cell2, before);
});

test('IPython lines are blanked to the same length; Python is left alone', () => {
  const code = '%pip install x\n  !ls -la\nx = 1  # 100%\nprint("!")\nobj?\n';
  const blanked = blankMagics(code);
  assert.equal(blanked.length, code.length);
  assert.deepEqual(blanked.split('\n'), [' '.repeat(14), ' '.repeat(9), 'x = 1  # 100%', 'print("!")', '    ', '']);
});

test('cells run in order: a name a later cell assigns is unknown to an earlier one', async () => {
  await loadPython();
  const nb = JSON.stringify({
    cells: [
      { cell_type: 'code', source: ['tools = [{"name": "early", "input_schema": {"type": "object", "properties": {"q": Q}}}]\n'] },
      { cell_type: 'code', source: ['Q = {"type": "string"}\n', 'more = [{"name": "late", "input_schema": {"type": "object", "properties": {"q": Q}}}]\n'] },
    ],
    metadata: {},
  });
  const r = lint(nb, { path: 'order.ipynb' });
  assert.deepEqual(r.tools.map((t) => t.name), ['late']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /`Q` is not assigned/);
});
