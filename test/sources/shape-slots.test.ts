// A raw shape of zod fields in a tool literal's `schema` or `parameters` slot, with no SDK import saying otherwise, is
// converted as the MCP SDK converts it, and so it is an MCP tool's inputSchema (honeycomb-mcp's factories return
// `{ name, description, schema: X.shape, handler }` for server.tool()): checked as an MCP tool, not as OpenAI
// function parameters.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const text = readFileSync(join(__dirname, '..', 'fixtures', 'shape-slots', 'get-board.ts'), 'utf8');

test('a raw shape in a `schema` slot is an MCP tool\'s inputSchema', () => {
  const [tool] = lint(text, { path: 'get-board.ts' }).tools;
  assert.equal(tool!.name, 'get_board');
  assert.equal(tool!.shape, 'mcp');
  const value = tool!.definition.value as { inputSchema: { properties: Record<string, unknown>; required: string[] }; parameters?: unknown };
  assert.equal(value.parameters, undefined);
  assert.deepEqual(value.inputSchema.required, ['environment', 'boardId']);
});

test('a zod schema (not a raw shape) in a `schema` slot keeps the parameters slot', () => {
  const [tool] = lint(text.replace('schema: GetBoardSchema.shape', 'schema: GetBoardSchema'), { path: 'get-board.ts' }).tools;
  assert.equal(tool!.name, 'get_board');
  assert.equal(tool!.shape, 'openai-function');
});
