// Auto-strict over the whole shared corpus, with openai-node's toStrictJsonSchema as an oracle.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { toStrictJsonSchema } from 'openai/lib/transform';
import { fix, lint } from '../shared/src/index';

const CORPUS = join(__dirname, '..', '..', 'shared', 'corpus');
const config = { targets: ['openai-strict'] };

function corpusFiles(): string[] {
  const out: string[] = [];
  (function walk(dir: string) {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(json|jsonl|snap)$/.test(name)) out.push(p);
    }
  })(CORPUS);
  return out;
}

function facts(value: unknown, out = { names: [] as string[], enums: [] as string[], descriptions: [] as string[] }) {
  if (Array.isArray(value)) value.forEach((v) => facts(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.properties && typeof o.properties === 'object' && !Array.isArray(o.properties)) out.names.push(...Object.keys(o.properties));
    if (Array.isArray(o.enum)) out.enums.push(...o.enum.map((e) => JSON.stringify(e)));
    if (typeof o.description === 'string') out.descriptions.push(o.description);
    for (const [k, v] of Object.entries(o)) if (k !== 'enum' && k !== 'default' && k !== 'const' && k !== 'examples') facts(v, out);
  }
  return out;
}

/** Schemas compared with each `required` as a set: openai-node rewrites it in property order. */
function normalized(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(normalized);
  if (s && typeof s === 'object') return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === 'required' && Array.isArray(v) ? [...v].sort() : normalized(v)]));
  return s;
}

function oracle(schema: unknown): 'unchanged' | 'changed' | 'threw' {
  try {
    const out = toStrictJsonSchema(structuredClone(schema) as never);
    return JSON.stringify(normalized(out)) === JSON.stringify(normalized(schema)) ? 'unchanged' : 'changed';
  } catch {
    return 'threw';
  }
}

const STRUCTURAL = new Set(['missing-additional-properties-false', 'optional-not-required', 'required-unknown-property']);

test('Auto-strict on every corpus tool: parses, no safe fix left, idempotent, nothing lost; the oracle agrees', { timeout: 600_000 }, (t) => {
  const tally = { tools: 0, objectSchemas: 0, oracleAccepted: 0, stillNotStrict: 0, disagreements: new Map<string, number>() };
  for (const path of corpusFiles()) {
    const text = readFileSync(path, 'utf8');
    const before = lint(text, { path, config });
    const fixed = fix(text, { path, config });
    const after = lint(fixed.text, { path, config });
    const where = path.slice(CORPUS.length + 1);
    assert.ok(after.findings.filter((f) => f.rule === 'json-parseable').length <= before.findings.filter((f) => f.rule === 'json-parseable').length, `${where} still parses`);
    assert.deepEqual(after.findings.filter((f) => f.fixable).map((f) => `${f.rule} ${f.pointer}`), [], `${where}: no safe fix left`);
    assert.equal(fix(fixed.text, { path, config }).text, fixed.text, `${where}: a second fix changes nothing`);
    assert.equal(after.tools.length, before.tools.length, `${where}: same tools`);
    before.tools.forEach((tool, i) => {
      tally.tools++;
      const original = tool.definition.schema;
      if (!original || typeof original !== 'object' || Array.isArray(original)) return;
      tally.objectSchemas++;
      const now = after.tools[i]!.definition.schema;
      const a = facts(original);
      const b = facts(now);
      for (const n of a.names) assert.ok(b.names.includes(n), `${where} ${tool.name}: property ${n}`);
      for (const e of a.enums) assert.ok(b.enums.includes(e), `${where} ${tool.name}: enum value ${e}`);
      const text = b.descriptions.join('\u0000');
      for (const d of a.descriptions) assert.ok(text.includes(d), `${where} ${tool.name}: description kept`);
      // Oracle 1: a fixed schema toollint calls strict is accepted by toStrictJsonSchema and comes back unchanged.
      const strictErrors = after.tools[i]!.findings.filter((f) => f.severity === 'error' && f.targets.includes('openai-strict'));
      if (strictErrors.length === 0) {
        assert.equal(oracle(now), 'unchanged', `${where} ${tool.name}: oracle accepts the fixed schema unchanged`);
        tally.oracleAccepted++;
      } else tally.stillNotStrict++;
      // Oracle 2: an original toollint calls not strict makes toStrictJsonSchema throw or change it.
      const rules = new Set(tool.findings.filter((f) => f.severity === 'error' && f.targets.includes('openai-strict') && f.tool !== null).map((f) => f.rule));
      if (rules.size === 0) {
        assert.equal(oracle(original), 'unchanged', `${where} ${tool.name}: toollint and the oracle agree it is strict`);
        return;
      }
      const verdict = oracle(original);
      if ([...rules].some((r) => STRUCTURAL.has(r))) assert.notEqual(verdict, 'unchanged', `${where} ${tool.name}: oracle agrees it is not strict`);
      else if (verdict === 'unchanged') for (const r of rules) tally.disagreements.set(r, (tally.disagreements.get(r) ?? 0) + 1);
    });
  }
  t.diagnostic(`tools ${tally.tools}, object schemas ${tally.objectSchemas}, fixed and accepted by the oracle ${tally.oracleAccepted}, still not strict (unfixable or unsafe-only) ${tally.stillNotStrict}`);
  t.diagnostic(`toollint reports not strict, oracle returns unchanged: ${JSON.stringify(Object.fromEntries(tally.disagreements))}`);
  assert.ok(tally.oracleAccepted > 2000);
});
