// The OpenAI rendering (shared/src/cost/render-openai.ts) is built without regex splits, arrays of pieces or a Set per
// object, because it runs for every tool of every lint. It must render every tool exactly as the plain form below
// (split, map, join: the rendering as first written) does, since the token counts are made from it: over the corpus,
// and over the cases the plain form treats in its own way (holes in arrays, \r\n and lone \r, long required lists).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderOpenAiTool } from '../shared/src/cost/render-openai';
import { computeToolTokens } from '../shared/src/cost';
import { eachCorpusTool } from './corpus-tools';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const json = (v: unknown) => {
  try {
    return JSON.stringify(v) ?? 'undefined';
  } catch {
    return '?';
  }
};

function plainTool(name: string, description: string | undefined, schema: unknown): string {
  let out = description ? plainComments(description, '') : '';
  const props = isObj(schema) && isObj(schema.properties) ? schema.properties : undefined;
  if (!props || Object.keys(props).length === 0) return out + `type ${name} = () => any;\n\n`;
  return out + `type ${name} = (_: {\n${plainProps(schema as Obj, '', 0)}}) => any;\n\n`;
}
const plainComments = (text: string, indent: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `${indent}// ${line}\n`)
    .join('');
function plainProps(schema: Obj, indent: string, depth: number): string {
  const props = schema.properties as Obj;
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((x) => typeof x === 'string') : []);
  let out = '';
  for (const key of Object.keys(props)) {
    const p = isObj(props[key]) ? (props[key] as Obj) : {};
    if (typeof p.description === 'string' && p.description) out += plainComments(p.description, indent);
    out += `${indent}${key}${required.has(key) ? '' : '?'}: ${plainType(p, indent, depth + 1)},`;
    if (p.default !== undefined) out += ` // default: ${json(p.default)}`;
    out += '\n';
  }
  return out;
}
function plainType(schema: Obj, indent: string, depth: number): string {
  if (depth > 12) return 'any';
  const nullable = schema.nullable === true ? ' | null' : '';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => json(v)).join(' | ') + nullable;
  if (schema.const !== undefined) return json(schema.const);
  const union = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined) as unknown[] | undefined;
  if (union) return union.map((s) => plainType(isObj(s) ? s : {}, indent, depth + 1)).join(' | ') + nullable;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.map((t) => plainSingle(typeof t === 'string' ? t.toLowerCase() : undefined, schema, indent, depth)).join(' | ') + nullable;
}
function plainSingle(type: string | undefined, schema: Obj, indent: string, depth: number): string {
  if (type === 'string') return 'string';
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean' || type === 'null') return type;
  if (type === 'array') {
    const inner = plainType(isObj(schema.items) ? schema.items : {}, indent, depth + 1);
    return inner.includes(' | ') ? `Array<${inner}>` : `${inner}[]`;
  }
  if (type === 'object') return isObj(schema.properties) && Object.keys(schema.properties).length > 0 ? `{\n${plainProps(schema, indent + '  ', depth + 1)}${indent}}` : 'object';
  return 'any';
}

test('every corpus tool renders as the plain form renders it', () => {
  let tools = 0;
  eachCorpusTool((t) => {
    tools++;
    assert.equal(renderOpenAiTool(t.name ?? '', t.description, t.schema), plainTool(t.name ?? '', t.description, t.schema), t.name);
  });
  assert.ok(tools > 1000, `${tools} corpus tools`);
});

test('holes, line breaks, long required lists, deep nesting and defaults render as the plain form renders them', () => {
  // eslint-disable-next-line no-sparse-arrays
  const holes = [{ type: ['string', , 'null'] }, { enum: [1, , 'a', null] }, { anyOf: [, { type: 'string' }] }, { oneOf: [{ type: 'integer' }, , ] }];
  const lines = ['a\r\nb\rc\n\nd\n', '\r\n', '\n', 'x\r', '\r\r\n'].map((description) => ({ type: 'string', description }));
  const many: Obj = { type: 'object', properties: {}, required: [] };
  for (let i = 0; i < 40; i++) {
    (many.properties as Obj)['k' + i] = { type: 'INTEGER', default: i % 5 ? i : { at: [i] } };
    if (i % 3) (many.required as unknown[]).push('k' + i, i);
  }
  let deep: Obj = { type: 'string' };
  for (let i = 0; i < 20; i++) deep = { type: ['object', 'null'], properties: { next: deep, list: { type: 'array', items: deep } }, required: ['next'] };
  const cycle: Obj = { type: 'string' };
  cycle.default = cycle;
  const schema = { type: 'object', properties: { ...Object.fromEntries([...holes, ...lines].map((s, i) => ['p' + i, s])), many, deep, cycle, bare: 3 }, required: ['p1', 7, 'p3', 'many'] };
  for (const description of [undefined, '', 'one line', 'two\r\nlines\n', '\n\n'])
    for (const s of [schema, {}, { properties: {} }, { type: 'object', properties: [] }, many, deep]) assert.equal(renderOpenAiTool('t', description, s), plainTool('t', description, s));
});

test('the bound on a tool\'s tokens is the UTF-8 length of what is counted, and is never below the count', () => {
  // Non-ASCII and astral text, and a lone surrogate (3 bytes, as U+FFFD), at the ends of the rendering.
  for (const description of ['plain', 'é à ü', '😀 emoji 😀', '\ud800', 'ends high \ud83d']) {
    const tool = { name: 'f', description, schema: { type: 'object', properties: { q: { type: 'string', description } } }, hasSchema: true, shape: 'openai-function' as const, value: {} };
    const tokens = computeToolTokens(tool, { model: 'gpt-4o', anthropicModel: 'claude-sonnet-4', charsPerToken: 4 }).openai;
    const counted = '# Tools\n\n## functions\n\nnamespace functions {\n\n' + renderOpenAiTool('f', description, tool.schema) + '} // namespace functions';
    assert.equal(tokens.atMost, Buffer.byteLength(counted, 'utf8') - tokens.perRequest, description);
    assert.ok(tokens.atMost! >= tokens.perTool, description);
  }
});
