// A Postman collection is not a file of tools (recall7's whole-repository run read 16 false tools from
// whatsapp-bot-mastra's WhatsApp-Cloud-API.postman_collection.json): its request bodies are JSON in strings, and a
// WhatsApp interactive message's `action: { name, parameters: { ... } }` is an object of values, not a schema. Inside a
// JSON string only the string's own list, or a tool-list key, holds tools without a schema that looks like one, and
// a `type` counts as a schema's only when it is a JSON Schema type. A body template that does not parse (`"phone":
// PHONE_NUMBER`, `{{Recipient-Phone-Number}}`) is no broken tool data: no json-parseable error for it (whatsapp-bot-mastra
// had 7). A dataset of tools in strings is still read, and a broken tools string still reported (engine.test.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../shared/src';

const COLLECTION = join(__dirname, 'fixtures', 'postman', 'WhatsApp-Cloud-API.postman_collection.json');

test('a Postman collection of WhatsApp messages holds no tools and no parse errors', () => {
  const r = lint(readFileSync(COLLECTION, 'utf8'), { path: COLLECTION });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.deepEqual(r.findings.map((f) => f.rule), []);
});

test('tools held in JSON strings are still read: a dataset row, a tool list key, a schema in an action', () => {
  const tool = { name: 'get_weather', description: 'Get the weather for a city.', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } };
  const rows = [
    { id: 1, tools: JSON.stringify([tool]) },
    { id: 2, tools: JSON.stringify({ tools: [{ type: 'function', function: { ...tool, name: 'get_time' } }] }) },
    { id: 3, tools: JSON.stringify({ action: { ...tool, name: 'book_table' } }) },
    { id: 4, tools: JSON.stringify({ action: { name: 'pay', parameters: { type: 'digital-goods', currency: 'INR' } } }) },
  ];
  const r = lint(JSON.stringify(rows, null, 2), { path: 'dataset.json' });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_weather', 'get_time', 'book_table']);
});
