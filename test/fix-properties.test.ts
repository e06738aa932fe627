// Property-based tests of Auto-strict over generated schemas and formattings (fast-check).
import fc from 'fast-check';
import { parseTree, type ParseError } from 'jsonc-parser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EditComposer } from '../shared/src/fix/compose';
import { fix, lint } from '../shared/src/index';

const key = fc.constantFrom('a', 'b', 'name', 'x_y', 'ünï', 'with space', 'required', 'type');
const words = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('One of a, b or c', 'café ☕ 😀', 'Line\nbreak', 'Quote "x"'));
const scalarType = fc.constantFrom('string', 'integer', 'number', 'boolean');

const leaf = fc
  .record(
    {
      type: scalarType,
      description: words,
      default: fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)),
      format: fc.constantFrom('uri', 'email', 'date-time'),
      minLength: fc.nat(5),
      enumValues: fc.uniqueArray(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 4 }),
    },
    { requiredKeys: ['type'] },
  )
  .map(({ enumValues, ...s }) => (enumValues && s.type === 'string' ? { ...s, enum: enumValues } : s) as Record<string, unknown>);

const schema = fc.letrec<{ prop: Record<string, unknown>; obj: Record<string, unknown> }>((tie) => ({
  prop: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('obj'),
    tie('prop').map((items) => ({ type: 'array', items, description: 'list' })),
    fc.tuple(tie('prop'), tie('prop')).map(([x, y]) => ({ oneOf: [x, y], description: 'either' })),
    fc.constant({ description: 'untyped' }),
  ),
  obj: fc
    .record({ description: words, properties: fc.dictionary(key, tie('prop'), { maxKeys: 4 }), ap: fc.constantFrom(undefined, false, true), junk: fc.boolean() })
    .chain(({ description, properties, ap, junk }) =>
      fc.subarray(Object.keys(properties)).map((required) => ({
        type: 'object',
        description,
        properties,
        required: junk ? [...required, 'ghost'] : required,
        ...(ap === undefined ? {} : { additionalProperties: ap }),
      })),
    ),
}));

const shapes = fc.constantFrom('mcp', 'openai', 'gemini');
const layout = fc.constantFrom<[string | number, string, boolean]>([0, '\n', false], [2, '\n', false], [4, '\n', true], ['\t', '\n', false], [2, '\r\n', false], [3, '\r\n', true]);
const targetSets = fc.constantFrom<string[]>(['openai-strict'], ['openai-strict', 'google-openapi'], ['anthropic-strict'], ['openai-strict', 'anthropic', 'google', 'shape']);

function toolText(shape: string, root: Record<string, unknown>, [indent, eol, comment]: [string | number, string, boolean]): string {
  const tool =
    shape === 'mcp'
      ? { name: 'tool_a', description: 'A tool', inputSchema: root }
      : shape === 'openai'
        ? { type: 'function', function: { name: 'tool_a', description: 'A tool', parameters: root } }
        : { functionDeclarations: [{ name: 'tool_a', description: 'A tool', parameters: root }] };
  const json = JSON.stringify(tool, null, indent).split('\n').join(eol);
  return comment ? `// generated${eol}${json}${eol}` : json;
}

/** Property names, enum values and descriptions anywhere in a value. */
function facts(value: unknown, out = { names: new Set<string>(), enums: new Set<string>(), descriptions: [] as string[] }) {
  if (Array.isArray(value)) value.forEach((v) => facts(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.properties && typeof o.properties === 'object') for (const k of Object.keys(o.properties)) out.names.add(k);
    if (Array.isArray(o.enum)) for (const e of o.enum) out.enums.add(JSON.stringify(e));
    if (typeof o.description === 'string') out.descriptions.push(o.description);
    for (const [k, v] of Object.entries(o)) if (k !== 'enum' && k !== 'default' && k !== 'const') facts(v, out);
  }
  return out;
}

function parsesCleanly(text: string): unknown {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true });
  assert.deepEqual(errors, [], 'fixed text parses');
  return root;
}

const property = fc.property(shapes, schema.obj, layout, targetSets, (shape, root, fmt, targets) => {
  const text = toolText(shape, root as Record<string, unknown>, fmt);
  const config = { targets };
  const r = fix(text, { config });
  parsesCleanly(r.text);
  // idempotent
  assert.equal(fix(r.text, { config }).text, r.text, 'a second fix changes nothing');
  // nothing lost
  const before = facts(JSON.parse(text.replace(/^\/\/ generated\r?\n/, '')));
  const after = facts(JSON.parse(r.text.replace(/^\/\/ generated\r?\n/, '')));
  for (const n of before.names) assert.ok(after.names.has(n), `property ${n} kept`);
  for (const e of before.enums) assert.ok(after.enums.has(e), `enum value ${e} kept`);
  const allAfter = after.descriptions.join('\u0000');
  for (const d of before.descriptions) assert.ok(allAfter.includes(d), `description ${JSON.stringify(d)} kept`);
  // no safe fix left
  assert.deepEqual(lint(r.text, { config }).findings.filter((f) => f.fixable).map((f) => f.rule), []);
  // lines no edit touches are byte-identical, at their shifted place
  let lineStart = 0;
  for (const line of text.split(/(?<=\n)/)) {
    const lineEnd = lineStart + line.length;
    const touched = r.edits.some((e) => e.offset <= lineEnd && e.offset + e.length >= lineStart);
    if (!touched) {
      const shift = r.edits.filter((e) => e.offset + e.length <= lineStart).reduce((s, e) => s + e.newText.length - e.length, 0);
      assert.equal(r.text.slice(lineStart + shift, lineEnd + shift), line, 'untouched line kept');
    }
    lineStart = lineEnd;
  }
});

test('Auto-strict on generated schemas: parseable, idempotent, nothing lost, untouched lines identical', () => {
  fc.assert(property, { numRuns: 400, seed: 20261130 });
});

test('the edit composer matches applying edits one by one', () => {
  const edit = fc.record({ at: fc.nat(), len: fc.nat(4), text: fc.constantFrom('', 'X', 'YZ', ',\n  "k": 1') });
  fc.assert(
    fc.property(fc.string({ minLength: 0, maxLength: 40 }), fc.array(edit, { minLength: 1, maxLength: 8 }), (original, edits) => {
      const c = new EditComposer(original);
      let naive = original;
      for (const e of edits) {
        const offset = e.at % (naive.length + 1);
        const length = Math.min(e.len, naive.length - offset);
        c.apply({ offset, length, newText: e.text });
        naive = naive.slice(0, offset) + e.text + naive.slice(offset + length);
      }
      const composed = c.edits(original);
      let out = original;
      for (const x of [...composed].sort((a, b) => b.offset - a.offset)) out = out.slice(0, x.offset) + x.newText + out.slice(x.offset + x.length);
      assert.equal(out, naive);
      for (let i = 1; i < composed.length; i++) assert.ok(composed[i]!.offset >= composed[i - 1]!.offset + composed[i - 1]!.length);
    }),
    { numRuns: 2000, seed: 7 },
  );
});

test('the edit composer takes a batch in one pass as if its edits were applied one by one from the back', () => {
  const edit = fc.record({ gap: fc.nat(3), len: fc.nat(3), text: fc.constantFrom('', 'X', 'YZ', ',\n  "k": 1') });
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), fc.array(fc.array(edit, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), (original, batches) => {
      const c = new EditComposer(original);
      let naive = original;
      for (const batch of batches) {
        // Non-overlapping edits against the current text, some at one offset (insertions before a replacement there).
        const edits: { offset: number; length: number; newText: string }[] = [];
        let at = 0;
        for (const e of batch) {
          const offset = Math.min(at + e.gap, naive.length);
          const length = Math.min(e.len, naive.length - offset);
          edits.push({ offset, length, newText: e.text });
          at = offset + length;
        }
        const shuffled = [...edits].reverse();
        c.applyAll(shuffled);
        // One by one from the back, stably by offset then length (the order the composer promises).
        const order = shuffled.map((e, i) => ({ e, i })).sort((x, y) => y.e.offset - x.e.offset || y.e.length - x.e.length || x.i - y.i);
        for (const { e } of order) naive = naive.slice(0, e.offset) + e.newText + naive.slice(e.offset + e.length);
        assert.equal(c.text, naive);
      }
      let out = original;
      for (const x of [...c.edits(original)].sort((a, b) => b.offset - a.offset)) out = out.slice(0, x.offset) + x.newText + out.slice(x.offset + x.length);
      assert.equal(out, naive);
    }),
    { numRuns: 2000, seed: 11 },
  );
});
