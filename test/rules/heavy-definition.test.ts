import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'heavy-definition';
const run = ruleRunner(RULE);

const bedrock = [
  '{',
  '  "toolSpec": {',
  '    "name": "get_weather",',
  '    "description": "Get the current weather in a given location.",',
  '    "inputSchema": {',
  '      "json": {',
  '        "type": "object",',
  '        "properties": {',
  '          "location": { "type": "string", "description": "The city and state, e.g. San Francisco, CA" },',
  '          "unit": { "type": "string", "enum": ["celsius", "fahrenheit"] }',
  '        },',
  '        "required": ["location"]',
  '      }',
  '    }',
  '  }',
  '}',
].join('\n');

test('a tool over warnAboveTokens is reported at its name, for every target, with its token count', () => {
  const tokens = lint(bedrock, { config: { targets: ['bedrock'] } }).tools[0]!.tokens;
  assert.ok(tokens > 20 && tokens < 200, `unexpected token count ${tokens}`);
  const found = run(bedrock, { targets: ['bedrock', 'google'], warnAboveTokens: tokens - 1 });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/toolSpec/name');
  assert.deepEqual(f!.range, range(2, 12, 2, 25));
  assert.equal(f!.severity, 'warning');
  assert.deepEqual(f!.targets, ['google', 'bedrock']);
  assert.equal(f!.tool, 'get_weather');
  assert.ok(f!.message.includes(`${tokens} tokens`), f!.message);
  assert.ok(f!.message.includes(`budget of ${tokens - 1}`), f!.message);
});

test('a tool exactly at the budget, or under the default 500, reports nothing', () => {
  const tokens = lint(bedrock, { config: { targets: ['bedrock'] } }).tools[0]!.tokens;
  assert.deepEqual(run(bedrock, { targets: ['bedrock'], warnAboveTokens: tokens }), []);
  assert.deepEqual(run(bedrock, { targets: ['bedrock'] }), []);
});

test('a large MCP tool goes over the default budget of 500 tokens', () => {
  const props = Array.from({ length: 40 }, (_, i) => `      "field_${i}": { "type": "string", "description": "The value of field number ${i}, which the server stores verbatim and returns later." },`);
  props[props.length - 1] = props[props.length - 1]!.replace(/,$/, '');
  const text = ['{', '  "name": "bulk_update",', '  "description": "Update many fields.",', '  "inputSchema": {', '    "type": "object",', '    "properties": {', ...props, '    }', '  }', '}'].join('\n');
  const result = lint(text, { config: { targets: ['mcp'] } });
  assert.ok(result.tools[0]!.tokens > 500);
  const found = result.findings.filter((f) => f.rule === RULE);
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/name');
  assert.deepEqual(found[0]!.range, range(1, 10, 1, 23));
  assert.deepEqual(found[0]!.targets, ['mcp']);
});

test('the bound that lets a light tool skip tokenizing is never below the real count (every corpus tool, both encodings)', () => {
  const { readdirSync, readFileSync, statSync } = require('node:fs') as typeof import('node:fs');
  const { join } = require('node:path') as typeof import('node:path');
  const { computeToolTokens } = require('../../shared/src/cost') as typeof import('../../shared/src/cost');
  const files: string[] = [];
  (function walk(dir: string) {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(json|jsonl)$/.test(name)) files.push(p);
    }
  })(join(__dirname, '..', '..', '..', 'shared', 'corpus'));
  let tools = 0;
  let skipped = 0;
  for (const file of files) {
    for (const t of lint(readFileSync(file, 'utf8'), { path: file }).tools) {
      for (const model of ['gpt-4o', 'gpt-4']) {
        const openai = computeToolTokens(t.definition, { model, anthropicModel: 'claude-sonnet-4-5', charsPerToken: 4 }).openai;
        assert.ok(openai.atMost! >= openai.perTool, `${file} ${t.name} (${model}): ${openai.atMost} < ${openai.perTool}`);
        if (openai.atMost! <= 500) skipped++;
      }
      tools++;
    }
  }
  assert.ok(tools > 5000, `${tools} tools`);
  assert.ok(skipped > 1000, `${skipped} counts skipped at the default budget`);
  console.log(`${tools} tools; ${skipped} of ${tools * 2} counts need no tokenizing at the default budget`);
  // The bound is not in any output: JSON has the same keys as before.
  const one = lint('{"name": "a", "description": "A", "parameters": {"type": "object", "properties": {}}}', { path: 't.json' }).tools[0]!;
  assert.deepEqual(Object.keys(JSON.parse(JSON.stringify(one.tokensByTarget.openai))), ['perTool', 'perRequest', 'encoding']);
});
