import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'unresolved-ref';
const run = ruleRunner(RULE);

const orgChart = [
  '{',
  '  "toolSpec": {',
  '    "name": "org_chart",',
  '    "description": "Org chart.",',
  '    "inputSchema": { "json": {',
  '      "type": "object",',
  '      "properties": {',
  '        "root": { "$ref": "#/$defs/Person" },',
  '        "team": { "type": "array", "items": { "$ref": "#/$defs/Team" } },',
  '        "dept": { "$ref": "#/definitions/Dept" },',
  '        "ext": { "$ref": "https://example.com/schemas/address.json" },',
  '        "bad": { "$ref": "#/required" }',
  '      },',
  '      "required": ["root"],',
  '      "$defs": {',
  '          "Person": { "type": "object", "properties": { "reports": { "type": "array", "items": { "$ref": "#/$defs/Person" } }, "boss": { "$ref": "#/$defs/Ghost" } } }',
  '      }',
  '    } }',
  '  }',
  '}',
].join('\n');

test('dangling refs (all targets), external refs (strict targets) and recursion (anthropic-strict) at the "$ref" key', () => {
  const found = run(orgChart, { targets: ['bedrock', 'openai-strict', 'anthropic-strict'] });
  const p = '/toolSpec/inputSchema/json';
  const all = ['openai-strict', 'anthropic-strict', 'bedrock'];
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets]),
    [
      [`${p}/properties/team/items/$ref`, range(8, 46, 8, 52), all],
      [`${p}/properties/dept/$ref`, range(9, 18, 9, 24), all],
      [`${p}/properties/ext/$ref`, range(10, 17, 10, 23), ['openai-strict', 'anthropic-strict']],
      [`${p}/properties/bad/$ref`, range(11, 17, 11, 23), all],
      [`${p}/$defs/Person/properties/reports/items/$ref`, range(15, 97, 15, 103), ['anthropic-strict']],
      [`${p}/$defs/Person/properties/boss/$ref`, range(15, 137, 15, 143), all],
    ],
  );
  for (const f of found) assert.equal(f.severity, 'error');
  assert.match(found[0]!.message, /points at nothing/);
  assert.match(found[3]!.message, /list, not a schema/);
  assert.match(found[4]!.message, /recursive/);
});

test('targets that accept external refs and recursion only get the dangling refs', () => {
  const found = run(orgChart, { targets: ['openai', 'anthropic', 'google', 'mcp'] });
  assert.deepEqual(
    found.map((f) => f.pointer.split('/json')[1]),
    ['/properties/team/items/$ref', '/properties/dept/$ref', '/properties/bad/$ref', '/$defs/Person/properties/boss/$ref'],
  );
  for (const f of found) assert.deepEqual(f.targets, ['openai', 'anthropic', 'google', 'mcp']);
});

test('a pure $ref cycle is reported for every target', () => {
  const text = [
    '{',
    '  "name": "loop",',
    '  "description": "Loop.",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": { "x": { "$ref": "#/$defs/A" } },',
    '    "$defs": {',
    '      "A": { "$ref": "#/$defs/B" },',
    '      "B": { "$ref": "#/$defs/A" }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp', 'openai-strict'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets]),
    [
      ['/inputSchema/$defs/A/$ref', range(7, 13, 7, 19), ['openai-strict', 'mcp']],
      ['/inputSchema/$defs/B/$ref', range(8, 13, 8, 19), ['openai-strict', 'mcp']],
    ],
  );
  assert.match(found[0]!.message, /cycle/);
});

test('refs that resolve (including "#" and escaped pointers) report nothing', () => {
  const text = [
    '{',
    '  "name": "tree",',
    '  "description": "Tree.",',
    '  "input_schema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "a": { "$ref": "#/$defs/a~1b" },',
    '      "node": { "$ref": "#/$defs/Node" }',
    '    },',
    '    "$defs": {',
    '      "a/b": { "type": "string" },',
    '      "Node": { "type": "object", "properties": { "kids": { "type": "array", "items": { "$ref": "#/$defs/Node" } } } }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  // Recursion is fine for openai-strict and anthropic.
  assert.deepEqual(run(text, { targets: ['openai-strict', 'anthropic', 'mcp'] }), []);
});

test('"#name" refs resolve to a $anchor (or a draft-07 "$id": "#name"); an unknown name points at nothing', () => {
  const schema = (ref: string) => JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { $ref: ref }, b: { $ref: '#old' } }, $defs: { x: { $anchor: 'tag', type: 'string' }, y: { $id: '#old', type: 'number' } } } });
  assert.deepEqual(run(schema('#tag'), { targets: ['openai', 'mcp'] }), []);
  const found = run(schema('#nope'), { targets: ['openai'] });
  assert.deepEqual(found.map((f) => f.pointer.split('/inputSchema')[1]), ['/properties/a/$ref']);
  assert.match(found[0]!.message, /"#nope" points at nothing/);
});
