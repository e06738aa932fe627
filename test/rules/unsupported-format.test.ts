import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'unsupported-format';
const run = ruleRunner(RULE);

const fetchPage = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "fetch_page",',
  '    "description": "Fetch a page.",',
  '    "strict": true,',
  '    "parameters": {',
  '      "type": "object",',
  '      "properties": {',
  '        "url": { "type": "string", "description": "URL.", "format": "uri" },',
  '        "since": { "type": "string", "description": "Since.", "format": "date-time" },',
  '        "ids": { "type": "array", "description": "Ids.", "items": { "type": "integer", "format": "int64" } },',
  '        "contact": { "$ref": "#/$defs/Contact" }',
  '      },',
  '      "$defs": { "Contact": { "type": "object", "properties": { "phone": { "type": "string", "format": "phone" } } } }',
  '    }',
  '  }',
  '}',
].join('\n');

test('formats outside openai-strict\'s list are errors at the "format" key, nested in items and $defs', () => {
  const found = run(fetchPage, { targets: ['openai-strict', 'anthropic'] });
  const p = '/function/parameters';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      [`${p}/properties/url/format`, range(9, 58, 9, 66)],
      [`${p}/properties/ids/items/format`, range(11, 87, 11, 95)],
      [`${p}/$defs/Contact/properties/phone/format`, range(14, 93, 14, 101)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['openai-strict']);
    assert.equal(f.fixable, true); // Auto-strict moves the format into the description
  }
  assert.match(found[0]!.message, /'uri' is not a valid format/);
});

test('anthropic-strict accepts "uri" but not "int64" or "phone"', () => {
  const found = run(fetchPage, { targets: ['anthropic-strict'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.targets]),
    [
      ['/function/parameters/properties/ids/items/format', ['anthropic-strict']],
      ['/function/parameters/$defs/Contact/properties/phone/format', ['anthropic-strict']],
    ],
  );
  const both = run(fetchPage, { targets: ['openai-strict', 'anthropic-strict'] });
  const url = both.filter((f) => f.pointer.endsWith('/url/format'));
  assert.deepEqual(url.map((f) => f.targets), [['openai-strict']]);
  const ids = both.filter((f) => f.pointer.endsWith('/ids/items/format')).flatMap((f) => f.targets).sort();
  assert.deepEqual(ids, ['anthropic-strict', 'openai-strict']);
});

test('targets without a format list report nothing', () => {
  assert.deepEqual(run(fetchPage, { targets: ['openai', 'anthropic', 'google', 'google-openapi', 'bedrock', 'mcp'] }), []);
});

test('supported formats report nothing', () => {
  const text = ['{', '  "name": "n",', '  "description": "N.",', '  "input_schema": { "type": "object", "properties": { "at": { "type": "string", "format": "date" }, "id": { "type": "string", "format": "uuid" } } }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'anthropic-strict'] }), []);
});
