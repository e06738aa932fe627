// A record of tools in a file of its own (getnao/nao's agents/tools/index.ts: `import executeSql from './execute-sql';
// export const tools = { execute_sql: executeSql, read }`, then `streamText({ tools })` elsewhere): each default-exported
// tool() is read in its own file and named by its key here. Such a file imports no SDK and writes no tool key, so the
// cheap test run before parsing skipped it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { mayHoldTools } from '../../shared/src/sources/typescript/parser';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'tool-records', 'src', 'agents');
const INDEX = join(ROOT, 'tools', 'index.ts');

test('a record of default-imported tools names each by its key, read from its own file', () => {
  const r = lint(readFileSync(INDEX, 'utf8'), { path: INDEX, readFile: disk });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['execute_sql', 'ai-sdk'], ['read', 'ai-sdk']]);
  const [sql, read] = r.tools.map((t) => JSON.parse(JSON.stringify(t.definition.value)) as { description: string; inputSchema: { properties: Record<string, unknown>; required: string[] } });
  assert.equal(sql!.description, 'Execute a read-only SQL query against the warehouse and return at most 100 rows.');
  assert.deepEqual(sql!.inputSchema.required, ['sql_query', 'database_id']);
  // `export default readFile` of a const holding the tool() call, listed as a shorthand.
  assert.equal(read!.description, 'Read a file of the project context folder.');
  assert.deepEqual(read!.inputSchema.properties.offset, { type: 'integer', minimum: 0 });
  // Findings land on the record's entry in this file.
  const missing = r.findings.find((f) => f.rule === 'description-missing');
  assert.equal(missing?.tool, 'read');
  assert.equal(missing!.range.start.line, 5);
});

test('the prefilter lets a variable holding a record of tools through, and ordinary code still skips', () => {
  assert.ok(mayHoldTools(readFileSync(INDEX, 'utf8')));
  assert.ok(mayHoldTools('export const tools: ToolSet = {\n  search,\n};\n'));
  assert.ok(mayHoldTools('const agentTools = { fetchPage };\n'));
  assert.equal(mayHoldTools('const tools = getTools();\nconst toolsUsed = [];\n'), false);
  // A record of plain values is read and holds no tool.
  const plain = 'export const tools = {\n  hammer: 3,\n  saw: "rip",\n};\n';
  assert.deepEqual(lint(plain, { path: '/p/inventory.ts' }).tools, []);
});
