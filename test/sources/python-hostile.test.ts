// The Python reader on hostile text: it never throws, and every walk is bounded (deep nesting, constants that double,
// long joins, broken code, notebooks that are not notebooks).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fix, lint, loadPython } from '../../shared/src/index';

const TOOL = (schema: string) => `tools = [{"name": "t", "input_schema": ${schema}}]\n`;

test('deep nesting, doubling constants and long joins are reported or read, never a crash or a hang', async () => {
  await loadPython();
  const deep = TOOL('{"type": "object", "properties": {"a": ' + '['.repeat(50_000) + ']'.repeat(50_000) + '}}');
  const r1 = lint(deep, { path: 'deep.py' });
  assert.ok(r1.findings.some((f) => f.rule === 'not-analyzable'));
  let doubling = 'A0 = {"type": "string"}\n';
  for (let i = 1; i <= 40; i++) doubling += `A${i} = {"x": A${i - 1}, "y": A${i - 1}}\n`;
  doubling += TOOL('{"type": "object", "properties": {"p": A40}}');
  const t = performance.now();
  const r2 = lint(doubling, { path: 'double.py' });
  assert.ok(performance.now() - t < 20_000);
  assert.ok(r2.findings.some((f) => f.rule === 'not-analyzable' && /more than 100,000 values/.test(f.message)));
  let joins = 'S0 = "ab"\n';
  for (let i = 1; i <= 40; i++) joins += `S${i} = S${i - 1} + S${i - 1}\n`;
  joins += TOOL('{"type": "object", "description": S40}');
  const r3 = lint(joins, { path: 'join.py' });
  assert.ok(r3.findings.some((f) => f.rule === 'not-analyzable'));
});

test('broken and random text, and notebooks that are not notebooks, give findings or nothing, never an exception', async () => {
  await loadPython();
  const samples = [
    'tools = [{"name": "t", "input_schema": {"type": "object",',
    'tools = [{"name": "t", "input_schema": {"type": "object"}}]\n\x00\uFFFF\uD800 def (((',
    '"""' + 'tools = [{"name": "x", "parameters": {}}]',
    'tools = [{**{**{**x}}}]; Tool(name=1, inputSchema=2); dict(**None, parameters={})',
    'f"{{{"name": "t", "parameters": {}}}}"',
    'class E(Enum):\n    A = E.A\ntools = [{"name": "t", "input_schema": {"enum": [E.A.value]}}]',
    'A = B\nB = A\ntools = [{"name": A, "input_schema": {}}]',
  ];
  for (const text of samples) {
    for (const path of ['x.py', 'x.ipynb']) {
      lint(text, { path });
      fix(text, { path, unsafe: true });
    }
  }
  const notNotebook = lint('{"cells": 5, "metadata": []}', { path: 'x.ipynb' });
  assert.deepEqual(notNotebook.tools, []);
  const r = lint('not json at all "parameters":', { path: 'x.ipynb' });
  assert.ok(r.findings.every((f) => f.rule === 'not-analyzable'));
  const other = lint(JSON.stringify({ metadata: { kernelspec: { language: 'r' } }, cells: [{ cell_type: 'code', source: 'tools <- list(name = "x", input_schema = 1)' }] }), { path: 'r.ipynb' });
  assert.deepEqual(other.findings, []);
});
