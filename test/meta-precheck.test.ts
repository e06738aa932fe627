// The meta-schema pre-check (shared/src/schema/meta-precheck.ts) is exact one way: whenever it says a schema is plainly
// valid, ajv's validator says valid too. Checked on tricky schemas (test/fixtures/meta-precheck), on generated ones, and
// its keyword table against the meta-schemas themselves. scripts/check-meta-precheck.ts checks a corpus the same way.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { isCoveredError, KEYWORD_CHECKS, plainlyValid, type Dialect } from '../shared/src/schema/meta-precheck';
import { metaValidate } from '../shared/src/schema/meta-validate';
import { validate2020, validateDraft07 } from '../shared/src/schema/meta-validators';

const DIALECTS: [Dialect, (s: unknown) => boolean][] = [
  ['2020-12', (s) => validate2020(s) as boolean],
  ['draft-07', (s) => validateDraft07(s) as boolean],
];
const REFS = join(__dirname, '../node_modules/ajv/dist/refs');

/** With exceptCovered, what may be said: every error ajv finds is a covered one (invalid-schema drops it). */
function onlyCovered(schema: unknown, dialect: Dialect): boolean {
  return metaValidate(schema, dialect, Infinity).every((e) => e.keyword !== 'internal' && isCoveredError(e.path));
}

function properties(file: string): string[] {
  return Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { properties?: object }).properties ?? {});
}

test('the pre-check knows exactly the keywords each meta-schema defines (any other keyword may hold anything)', () => {
  const meta2020 = [join(REFS, 'json-schema-2020-12/schema.json'), ...readdirSync(join(REFS, 'json-schema-2020-12/meta')).map((f) => join(REFS, 'json-schema-2020-12/meta', f))];
  const defined2020 = new Set(meta2020.flatMap(properties));
  assert.deepEqual(Object.keys(KEYWORD_CHECKS['2020-12']).sort(), [...defined2020].sort());
  assert.deepEqual(Object.keys(KEYWORD_CHECKS['draft-07']).sort(), properties(join(REFS, 'json-schema-draft-07.json')).sort());
});

test('tricky schemas: plainly valid only where ajv says valid; the ordinary ones are plainly valid', () => {
  const schemas = JSON.parse(readFileSync(join(__dirname, 'fixtures/meta-precheck/tricky.json'), 'utf8')) as unknown[];
  let plain = 0;
  let rejected = 0;
  let covered = 0;
  for (const [dialect, ajvValid] of DIALECTS) {
    for (const schema of schemas) {
      const valid = ajvValid(schema);
      if (plainlyValid(schema, dialect)) {
        plain++;
        assert.ok(valid, `${dialect}: pre-check said valid, ajv did not: ${JSON.stringify(schema)}`);
      } else if (!valid) rejected++;
      if (plainlyValid(schema, dialect, true)) {
        covered++;
        assert.ok(onlyCovered(schema, dialect), `${dialect}: pre-check said covered errors only, ajv did not: ${JSON.stringify(schema)}`);
      }
    }
  }
  // Covered errors only: more schemas pass (a bad type, enum, items or required), none that has another error.
  assert.ok(covered >= plain + 20, `${covered} vs ${plain}`);
  assert.ok(plain >= 60, `only ${plain} were plainly valid`);
  assert.ok(rejected >= 50, `only ${rejected} invalid ones`);
  // The everyday shapes take the fast path.
  assert.equal(plainlyValid(schemas[0], '2020-12'), true);
  assert.equal(plainlyValid(schemas[0], 'draft-07'), true);
  assert.equal(plainlyValid(schemas.at(-7), '2020-12'), true);
});

test('odd values: holes, undefined, non-finite numbers, prototypes, cycles and deep nesting are left to ajv', () => {
  const cyclic: Record<string, unknown> = { type: 'object' };
  cyclic.properties = { self: cyclic };
  let deep: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 200; i++) deep = { properties: { a: deep } };
  const cases: unknown[] = [
    // eslint-disable-next-line no-sparse-arrays
    { anyOf: [{ type: 'string' }, , { type: 'number' }] },
    { title: undefined },
    { minimum: Infinity },
    { maximum: NaN },
    { minLength: Infinity },
    Object.assign(Object.create({ title: 5 }), { type: 'string' }),
    { properties: Object.assign(Object.create({ a: { type: 1 } }), { b: { type: 'string' } }) },
    cyclic,
    deep,
  ];
  cases.forEach((schema, i) => {
    for (const [dialect] of DIALECTS) assert.equal(plainlyValid(schema, dialect), false, `case ${i}, ${dialect}`);
  });
  // No prototype at all (jsonc-parser's objects) is plain.
  assert.equal(plainlyValid(Object.assign(Object.create(null), { type: 'string' }), '2020-12'), true);
  // metaValidate still reports a schema ajv cannot finish (too deep for the pre-check, then ajv).
  let deeper: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 100_000; i++) deeper = { not: deeper };
  assert.equal(metaValidate(deeper, '2020-12')[0]?.keyword, 'internal');
});

/** A small deterministic generator (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('generated schemas (40,000, both dialects): whenever the pre-check says valid (or covered errors only), ajv agrees', () => {
  const rnd = random(14);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const keywords = [...new Set([...Object.keys(KEYWORD_CHECKS['2020-12']), ...Object.keys(KEYWORD_CHECKS['draft-07']), 'nullable', 'x-extra', 'visible'])];
  const scalars: unknown[] = ['', 'string', 'object', 'integer', 'null', 'a', '#x', 'a b', 0, -0, 1, -1, 2.5, 1e21, true, false, null];
  const value = (depth: number): unknown => {
    const r = rnd();
    if (r < 0.35 || depth > 3) return pick(scalars);
    if (r < 0.55) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth + 1));
    if (r < 0.65) return Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => pick(['string', 'number', 'null', 'array', 'object', 'integer']));
    return schemaOf(depth + 1);
  };
  const schemaOf = (depth: number): Record<string, unknown> => {
    const s: Record<string, unknown> = {};
    const n = Math.floor(rnd() * 4);
    for (let i = 0; i < n; i++) {
      const k = pick(keywords);
      // Often a value of the right shape, so that many are valid and the checks deep inside are reached.
      const r = rnd();
      s[k] =
        r < 0.3 && depth < 4
          ? Object.fromEntries(Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, j) => [`p${j}`, rnd() < 0.8 ? schemaOf(depth + 1) : value(depth + 1)]))
          : r < 0.45 && depth < 4
            ? Array.from({ length: Math.floor(rnd() * 3) }, () => (rnd() < 0.8 ? schemaOf(depth + 1) : value(depth + 1)))
            : value(depth);
    }
    return s;
  };
  let plain = 0;
  let covered = 0;
  let total = 0;
  for (let i = 0; i < 20_000; i++) {
    const schema = schemaOf(0);
    for (const [dialect, ajvValid] of DIALECTS) {
      total++;
      if (plainlyValid(schema, dialect, true)) {
        covered++;
        assert.ok(onlyCovered(schema, dialect), `${dialect}: pre-check said covered errors only, ajv did not: ${JSON.stringify(schema)}`);
      }
      if (!plainlyValid(schema, dialect)) continue;
      plain++;
      assert.ok(ajvValid(schema), `${dialect}: pre-check said valid, ajv did not: ${JSON.stringify(schema)}`);
    }
  }
  // Not vacuous: a good share took the fast path.
  assert.ok(plain > total / 10, `${plain} of ${total}`);
  assert.ok(covered > plain + 500, `${covered} vs ${plain}`);
});
