// The engine's shortcuts for speed (fewer objects per subschema, tool and finding) give what the plain code gave: each
// is checked here against a straightforward reference written the way the code read before it was made faster.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { declaredTypes, isObjectSchema, isSchemaObject, JSON_SCHEMA_TYPES, walkSchema, type SchemaObject } from '../shared/src/schema/walk';
import { toPointer } from '../shared/src/sources/pointer';
import type { PathSegment } from '../shared/src/types';
import { lint } from '../shared/src/index';
import { duplicateKeys, parseJsonDocument, treeHasDuplicateKey } from '../shared/src/sources/json/json';
import { LineIndex } from '../shared/src/sources/lines';

/** isObjectSchema as first written: the declared types lower-cased, then two questions. */
function referenceIsObject(schema: SchemaObject): boolean {
  const types = declaredTypes(schema).map((t) => t.toLowerCase());
  if (types.includes('object')) return true;
  return isSchemaObject(schema.properties) && !types.some((t) => JSON_SCHEMA_TYPES.has(t));
}

const TYPES: unknown[] = [undefined, 'object', 'Object', 'OBJECT', 'dict', 'string', 'String', 'any', 3, null, ['string', 'null'], ['null', 'OBJECT'], ['dict'], [], [1, 'object'], [2, 'integer'], ['Dict', 'map']];
const PROPERTIES: unknown[] = [undefined, {}, { a: { type: 'string' } }, [], 'x', null];

test('isObjectSchema answers as the reference for every type and properties combination', () => {
  let n = 0;
  for (const type of TYPES) {
    for (const properties of PROPERTIES) {
      const schema: SchemaObject = {};
      if (type !== undefined) schema.type = type;
      if (properties !== undefined) schema.properties = properties;
      assert.equal(isObjectSchema(schema), referenceIsObject(schema), JSON.stringify(schema));
      n++;
    }
  }
  assert.equal(n, TYPES.length * PROPERTIES.length);
});

/** walkSchema as first written (a closure per site, paths spread). */
function referenceWalk(root: unknown): { path: PathSegment[]; kind: string; propertyName?: string; objectDepth: number; parentPath?: PathSegment[] }[] {
  const MAPS: Record<string, string> = { properties: 'property', $defs: 'defs', definitions: 'defs', patternProperties: 'patternProperties', dependentSchemas: 'other' };
  const LISTS: Record<string, string> = { anyOf: 'anyOf', oneOf: 'oneOf', allOf: 'allOf', prefixItems: 'prefixItems', items: 'items' };
  const SINGLE: Record<string, string> = { items: 'items', additionalProperties: 'additionalProperties', not: 'not', if: 'conditional', then: 'conditional', else: 'conditional', contains: 'other', propertyNames: 'other', unevaluatedProperties: 'other', unevaluatedItems: 'other', additionalItems: 'other' };
  interface Site { path: PathSegment[]; schema: SchemaObject; kind: string; propertyName?: string; objectDepth: number; parent?: Site }
  const out: Site[] = [];
  if (!isSchemaObject(root)) return [];
  const stack: Site[] = [{ path: [], schema: root, kind: 'root', objectDepth: referenceIsObject(root) ? 1 : 0 }];
  while (stack.length > 0) {
    const site = stack.pop()!;
    out.push(site);
    const children: Site[] = [];
    const add = (schema: unknown, seg: PathSegment[], kind: string, propertyName?: string) => {
      if (!isSchemaObject(schema)) return;
      const objectDepth = site.objectDepth + (referenceIsObject(schema) && kind !== 'defs' ? 1 : 0);
      children.push({ path: [...site.path, ...seg], schema, kind, propertyName, objectDepth: kind === 'defs' ? (referenceIsObject(schema) ? 1 : 0) : objectDepth, parent: site });
    };
    for (const key of Object.keys(site.schema)) {
      const value = site.schema[key];
      if (Object.hasOwn(MAPS, key) && isSchemaObject(value)) for (const name of Object.keys(value)) add(value[name], [key, name], MAPS[key]!, key === 'properties' ? name : undefined);
      else if (Object.hasOwn(LISTS, key) && Array.isArray(value)) value.forEach((v, i) => add(v, [key, i], LISTS[key]!));
      else if (Object.hasOwn(SINGLE, key)) add(value, [key], SINGLE[key]!);
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out.map((s) => ({ path: s.path, kind: s.kind, propertyName: s.propertyName, objectDepth: s.objectDepth, parentPath: s.parent?.path }));
}

test('walkSchema visits the sites of the reference walk, in its order, with the same paths, kinds and depths', () => {
  const schema = {
    type: 'object',
    properties: {
      a: { type: 'string' },
      b: { type: ['object', 'null'], properties: { c: { type: 'array', items: { type: 'object', properties: { d: { type: 'integer' } } } } } },
      'x/y~z': { anyOf: [{ type: 'string' }, 5, { type: 'Object', properties: {} }] },
      e: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
    },
    $defs: { Address: { type: 'object', properties: { street: { type: 'string' } } }, Plain: { type: 'string' } },
    definitions: { Old: { properties: { q: {} } } },
    patternProperties: { '^s_': { type: 'string' } },
    additionalProperties: { type: 'dict', properties: { k: {} } },
    if: { properties: { a: { const: 'x' } } },
    then: { required: ['b'] },
    else: true,
    not: { type: 'null' },
    allOf: [{ oneOf: [{ type: 'object' }, { type: 'object', properties: { z: { items: [{ type: 'string' }] } } }] }],
    dependentSchemas: { a: { properties: { f: { type: 'number' } } } },
  };
  const sites = walkSchema(schema).sites.map((s) => ({ path: s.path, kind: s.kind, propertyName: s.propertyName, objectDepth: s.objectDepth, parentPath: s.parent?.path }));
  const expected = referenceWalk(schema);
  assert.ok(expected.length > 25);
  assert.deepEqual(sites, expected);
  // Each site's path is its own array (rules extend copies of it; none may share one).
  const paths = walkSchema(schema).sites.map((s) => s.path);
  assert.equal(new Set(paths).size, paths.length);
});

test('toPointer escapes ~ and / in segments, with and without them', () => {
  assert.equal(toPointer([]), '');
  assert.equal(toPointer(['properties', 'a', 0, 'type']), '/properties/a/0/type');
  assert.equal(toPointer(['properties', 'x/y~z', 'a~/b', '~~', '//']), '/properties/x~1y~0z/a~0~1b/~0~0/~1~1');
  assert.equal(toPointer(['', 'plain']), '//plain');
});

test('a shared result cache, kept by text (a run) or by digest (detach, across edits), tells tools apart by every character', () => {
  const tool = (description: string, type: string) => `{"tools": [{"name": "fetch", "description": ${JSON.stringify(description)}, "inputSchema": {"type": "object", "properties": {"n": {"type": ${JSON.stringify(type)}}}}}]}`;
  const texts = [tool('Fetches a page.', 'integer'), tool('Fetches a page!', 'integer'), tool('Fetches a page.', 'integr'), tool('Fetches a page.', 'integer')];
  const view = (r: ReturnType<typeof lint>) => ({ findings: r.findings.map((f) => [f.rule, f.message, f.pointer, f.range]), tokens: r.tools.map((t) => [t.tokens, t.schemaHash]) });
  const alone = texts.map((text) => view(lint(text, { path: 'a.json' })));
  assert.notDeepEqual(alone[0], alone[2], 'the misspelt type gets a finding of its own');
  assert.notDeepEqual(alone[0]!.tokens, alone[1]!.tokens, 'another description, another hash');
  for (const detach of [false, true]) {
    const cache = new Map();
    texts.forEach((text, i) => assert.deepEqual(view(lint(text, { path: `${i}.json`, cache, detach })), alone[i], `file ${i}, detach ${detach}`));
    assert.equal(cache.size, 3, `the repeated text reuses its entry (detach ${detach})`);
  }
});

test('the run cache (keyed by length and samples of the text) tells apart tools alike at every sample, more than a key holds', () => {
  // One character differs, outside the samples (start, middle, end): each text must still get its own analysis.
  const tool = (mark: string, type: string) => `{"tools": [{"name": "fetch", "description": ${JSON.stringify(`Get ${mark}${'-'.repeat(300)}`)}, "inputSchema": {"type": "object", "properties": {"n": {"type": ${JSON.stringify(type)}}}}}]}`;
  const texts = ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'g', 'b'].map((mark, i) => tool(mark, i % 3 === 0 ? 'integr' : 'intgr'));
  const view = (r: ReturnType<typeof lint>) => ({ findings: r.findings.map((f) => [f.rule, f.message, f.pointer, f.range, f.fix?.title]), tokens: r.tools.map((t) => [t.tokens, t.schemaHash]) });
  const alone = texts.map((text) => view(lint(text, { path: 'a.json' })));
  assert.equal(new Set(alone.map((v) => JSON.stringify(v))).size, 7, 'seven different tools (two repeated)');
  const cache = new Map();
  texts.forEach((text, i) => assert.deepEqual(view(lint(text, { path: `${i}.json`, cache })), alone[i], `file ${i}`));
});

test('treeHasDuplicateKey says yes exactly where duplicateKeys finds a copy (the JSON reader skips the walk otherwise)', () => {
  const texts = [
    '{"a": 1, "b": {"c": 2, "d": [1, {"e": 1}]}}',
    '{"a": 1, "a": 2}',
    '{"a": {"b": [{"x": 1, "y": 2, "x": 3}]}}',
    // Nine members and more: the set, not the pairs.
    `{${Array.from({ length: 12 }, (_, i) => `"k${i % 11}": ${i}`).join(', ')}}`,
    `{${Array.from({ length: 12 }, (_, i) => `"k${i}": ${i}`).join(', ')}}`,
    // A repeat only inside the dead copy: the dead copy itself is the finding.
    '{"t": {"q": 1, "q": 2}, "t": {"r": 1}}',
    '[{"n": 1}, {"n": 2}, [{"m": 1, "m": 1}]]',
    '{"a": {"a": {"a": 1}}}',
    '{"__proto__": 1, "constructor": 2, "__proto__": 3}',
    '{"x": 1, y: 2, "x": 3}',
  ];
  let yes = 0;
  for (const text of texts) {
    const root = parseJsonDocument(text).segments[0]!.root!;
    const has = treeHasDuplicateKey(root);
    assert.equal(has, duplicateKeys(root).length > 0, text);
    assert.equal(treeHasDuplicateKey(root), has, 'remembered, the same answer');
    if (has) yes++;
  }
  assert.equal(yes, 7);
  // Through lint: a duplicate key in a tool, in a clean document and in one with a copy elsewhere.
  const tool = (extra: string) => `{"tools": [{"name": "a", "description": "A.", ${extra}"inputSchema": {"type": "object", "properties": {}}}]}`;
  const dup = (text: string) => lint(text, { path: 'x.json' }).findings.filter((f) => f.message.startsWith('Duplicate key')).map((f) => f.pointer);
  assert.deepEqual(dup(tool('')), []);
  assert.deepEqual(dup(tool('"name": "b", ')), ['/tools/0/name']);
});

test('LineIndex gives every offset the line and character of a plain scan, with \\n, \\r\\n and \\r line ends', () => {
  const reference = (text: string, offset: number) => {
    let line = 0;
    let start = 0;
    for (let i = 0; i < Math.min(offset, text.length); i++) {
      const c = text[i];
      if (c === '\r' && text[i + 1] === '\n') continue; // the \n ends the line
      if (c === '\n' || c === '\r') {
        line++;
        start = i + 1;
      }
    }
    return { line, character: Math.min(offset, text.length) - start };
  };
  for (const text of ['', 'one line', 'a\nb\n\nc', '\n\nx\n', 'a\r\nb\r\n\r\nc', 'a\rb\r\rc\n', 'mixed\r\nlines\nand\rends\r\n']) {
    const lines = new LineIndex(text);
    for (let offset = 0; offset <= text.length + 1; offset++) assert.deepEqual(lines.position(offset), reference(text, offset), `${JSON.stringify(text)} at ${offset}`);
  }
});
