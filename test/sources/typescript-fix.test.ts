// Auto-strict in TypeScript where values are read through consts: where edits go, what is made once, and that a
// fix is never half applied.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fix, lint } from '../../shared/src';
import { syntaxErrors } from '../../shared/src/sources/typescript/parser';

const config = { targets: ['openai-strict'] };

/** Fixes with --unsafe, and checks what every fix must keep: the result parses, and fixing again changes nothing. */
function fixed(src: string): string {
  const out = fix(src, { path: 'tools.ts', config, unsafe: true }).text;
  assert.equal(syntaxErrors(out, { path: 'tools.ts' }), 0, out);
  assert.equal(fix(out, { path: 'tools.ts', config, unsafe: true }).text, out, 'a second fix changes nothing');
  return out;
}

const tool = (parameters: string, name = 'f') =>
  `{ type: 'function', function: { name: '${name}', description: 'F', parameters: ${parameters}, strict: true } }`;

test('an element held in a const: null goes after the name of the const in the list, not after its value', () => {
  const src = `export const tools = [${tool("{ type: 'object', properties: { w: { type: 'string', description: 'w', enum: ['x', KIND_C] } }, required: [], additionalProperties: false }")}];\nconst KIND_C = 'c';\n`;
  const out = fixed(src);
  assert.match(out, /w: \{ type: \['string', 'null'\], description: 'w', enum: \['x', KIND_C, null\] \} \}, required: \['w'\]/);
  assert.match(out, /\nconst KIND_C = 'c';\n$/, 'the const is untouched');
  const branches = `const A = { type: 'string' };\nconst B = { type: 'number' };\nexport const tools = [${tool("{ type: 'object', properties: { v: { description: 'v', anyOf: [A, B] } }, additionalProperties: false }")}];\n`;
  assert.match(fixed(branches), /anyOf: \[A, B, \{ type: 'null' \}\] \} \}, additionalProperties: false, required: \['v'\]/);
});

test('a property value held in a const: new keys take the colon style of the literal, not of the gap before the const', () => {
  const src = `const props = { q: { type: 'string', description: 'q' } };\nexport const tools = [${tool("{ type: 'object', properties: props }")}];\n`;
  assert.match(fixed(src), /properties: props, additionalProperties: false, required: \['q'\] \}/);
});

test('two tools sharing a const schema: its edits are made once, never as duplicate keys', () => {
  const src = [
    "const S = { properties: { q: { type: 'string', description: 'q' } } };",
    'export const tools = [',
    `  ${tool('S', 'a')},`,
    `  ${tool("{ type: 'object', properties: { s: S }, required: ['s'], additionalProperties: false }", 'b')},`,
    '];',
    '',
  ].join('\n');
  const out = fixed(src);
  const decl = out.split('\n')[0]!;
  for (const key of ['additionalProperties:', 'required:', "type: 'object'"]) assert.equal(decl.split(key).length - 1, 1, `${key} once in ${decl}`);
  // The const is used twice, so the edits are unsafe: a safe fix leaves it alone.
  assert.equal(fix(src, { path: 'tools.ts', config }).text.split('\n')[0], src.split('\n')[0]);
  // One tool reaching one const along two paths gets one edit too.
  const twice = `const addr = { type: 'object', properties: { city: { type: 'string', description: 'c' } }, required: ['city'] };\nexport const tools = [${tool("{ type: 'object', properties: { home: addr, work: addr }, required: ['home', 'work'], additionalProperties: false }")}];\n`;
  assert.equal(fixed(twice).split('\n')[0]!.split('additionalProperties').length - 1, 1);
});

test('after a tool rename the rest of its fixes still apply, and a renamed key is written as the old one was', () => {
  const src = `export const tools = [{ type: 'function', function: { name: 'get weather!', description: 'W', parameters: { properties: { m: { description: 'm', oneOf: [{ type: 'string' }, { type: 'number' }] } } } } }];\n`;
  const out = fixed(src);
  assert.equal(
    out,
    "export const tools = [{ type: 'function', function: { name: 'get_weather', description: 'W', parameters: { properties: { m: { description: 'm', anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] } }, additionalProperties: false, type: 'object', required: ['m'] }, strict: true } }];\n",
  );
  assert.deepEqual(lint(out, { path: 'tools.ts', config }).findings.map((f) => f.rule), []);
  assert.match(fixed(src.replace('oneOf:', "'oneOf':")), /'anyOf': \[/);
  assert.match(fixed(src.replace('oneOf:', '"oneOf":')), /"anyOf": \[/);
});

test('a description the code builds in place keeps what it is built from: a sentence moved into it goes inside the template or after a +', () => {
  const schema = (desc: string) => `{ type: 'object', properties: { n: { type: 'integer', description: ${desc}, default: 5 } }, required: ['n'], additionalProperties: false }`;
  const template = `const MAX = 50;\nexport const tools = [${tool(schema('`How many, at most ${MAX}.`'))}];\n`;
  assert.match(fixed(template), /description: `How many, at most \$\{MAX\}. Default: 5.` \}/);
  const joined = `const MAX = '50';\nexport const tools = [${tool(schema("'How many, at most ' + MAX + '.'"))}];\n`;
  assert.match(fixed(joined), /description: 'How many, at most ' \+ MAX \+ '.' \+ ' Default: 5.' \}/);
  // A const's string (used once) is edited where it is declared.
  const named = `const HOW_MANY = 'How many.';\nexport const tools = [${tool(schema('HOW_MANY'))}];\n`;
  const out = fixed(named);
  assert.match(out, /^const HOW_MANY = 'How many. Default: 5.';\n/);
  assert.match(out, /description: HOW_MANY \}/);
  // A plain string is still rewritten in place.
  assert.match(fixed(`export const tools = [${tool(schema("'How many.'"))}];\n`), /description: 'How many. Default: 5.' \}/);
});
