// A tool toollint cannot read leaves one not-analyzable finding where it is registered or listed, never nothing:
// a tools/list answer that maps a project record keyed by tool name (data-liberation-agent's `...Object.entries(
// NEW_TOOL_SCHEMAS).map(([name, def]) => ({ name, ...def }))`), a registration whose name is a member of a const set
// at run time (dbhub's `const metadata = getExecuteSqlMetadata(sourceId); server.registerTool(metadata.name, ...)`).
// A server method taken once (`const tool = server.tool.bind(server)`, `const { tool } = server`) registers as the
// method does. Code that maps or passes on tools it is given (a parameter, a loop variable) defines none: silent.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const SRC = join(__dirname, '..', 'fixtures', 'ts-literal-dropped', 'src');
const run = (file: string) => {
  const path = join(SRC, file);
  const text = readFileSync(path, 'utf8');
  return { text, r: lint(text, { path, readFile }) };
};
const at = (text: string, span: { offset: number; length: number }) => text.slice(span.offset, span.offset + span.length);

test('a tools list mapping a project record keyed by name is reported at the map', () => {
  const { text, r } = run('server.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['list_batches']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  const mapped = na.filter((f) => /BATCH_TOOL_SCHEMAS/.test(f.message));
  assert.equal(mapped.length, 1, na.map((f) => f.message).join('\n'));
  assert.equal(at(text, mapped[0]!.span), 'Object.entries(BATCH_TOOL_SCHEMAS).map(([name, def]) => ({ name, ...def }))');
  assert.match(mapped[0]!.message, /^Not analysed: the tools of `BATCH_TOOL_SCHEMAS` are made at run time, one per entry/);
});

test('registerTool and tool() named by a member of a const set at run time are reported at the name', () => {
  const { text, r } = run('server.ts');
  const names = r.findings.filter((f) => f.rule === 'not-analyzable' && !/BATCH_TOOL_SCHEMAS/.test(f.message)).map((f) => at(text, f.span));
  assert.deepEqual(names, ['metadata.name', 'status.name']);
});

test('code that converts or mirrors tools it is given reports nothing', () => {
  const { r } = run('bridge/anthropic.ts');
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings, []);
});

test('a record of a package, or a map whose name is not the entry key, is not reported as tools', () => {
  const { text } = run('server.ts');
  const path = join(SRC, 'server.ts');
  const fromPackage = text.replace("from './tool-schemas.js'", "from '@site/batch-schemas'");
  assert.equal(lint(fromPackage, { path, readFile }).findings.filter((f) => /BATCH_TOOL_SCHEMAS/.test(f.message)).length, 0);
  const otherName = text.replace('({ name, ...def })', '({ name: def.title, ...def })');
  assert.equal(lint(otherName, { path, readFile }).findings.filter((f) => /BATCH_TOOL_SCHEMAS/.test(f.message)).length, 0);
});

test('tool() through a bound or destructured server method is read as server.tool() is', () => {
  const { r } = run('aliases.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['space_list', 'mcp-sdk'], ['space_restart', 'mcp-sdk']]);
  assert.deepEqual(Object.keys((r.tools[0]!.definition.schema as { properties: object }).properties), ['owner']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});
