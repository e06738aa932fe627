import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { toStrictJsonSchema } from 'openai/lib/transform';
import { fix, lint } from '../shared/src/index';
const files: string[] = [];
(function walk(d: string) { for (const f of readdirSync(d)) { const p = join(d, f); if (statSync(p).isDirectory()) walk(p); else if (!p.endsWith('.md')) files.push(p); } })('/work/shared/corpus');
const norm = (s: any): any => Array.isArray(s) ? s.map(norm) : s && typeof s === 'object' ? Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === 'required' && Array.isArray(v) ? [...v].sort() : norm(v)])) : s;
const config = { targets: ['openai-strict'] };
const stats: Record<string, number> = {}; const inc = (k: string) => (stats[k] = (stats[k] ?? 0) + 1);
const samples: Record<string, string[]> = {};
const sample = (k: string, v: string) => { (samples[k] ??= []).length < 3 && samples[k]!.push(v); };
for (const p of files) {
  const text = readFileSync(p, 'utf8');
  const before = lint(text, { path: p, config });
  const fixed = fix(text, { path: p, config });
  const after = lint(fixed.text, { path: p, config });
  before.tools.forEach((t, i) => {
    const a = after.tools[i]!;
    const schema = t.definition.schema as any;
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    const errsBefore = t.findings.filter((f) => f.severity === 'error' && f.targets.includes('openai-strict'));
    const errsAfter = a.findings.filter((f) => f.severity === 'error' && f.targets.includes('openai-strict'));
    // oracle on fixed
    if (errsAfter.length === 0) {
      inc('fixed-clean');
      try { const out = toStrictJsonSchema(structuredClone(a.definition.schema) as any); if (JSON.stringify(norm(out)) !== JSON.stringify(norm(a.definition.schema))) { inc('oracle-changed-fixed'); sample('oracle-changed-fixed', p + ' ' + t.name); } }
      catch (e) { inc('oracle-threw-fixed'); sample('oracle-threw-fixed', p + ' ' + t.name + ' ' + String(e).slice(0, 150)); }
    } else { inc('fixed-still-errors'); for (const r of new Set(errsAfter.map((f) => f.rule))) inc('left:' + r); }
    // oracle on original
    let verdict = 'unchanged';
    try { const out = toStrictJsonSchema(structuredClone(schema)); if (JSON.stringify(norm(out)) !== JSON.stringify(norm(schema))) verdict = 'changed'; } catch { verdict = 'threw'; }
    if (errsBefore.length > 0 && verdict === 'unchanged') { inc('disagree-toollint-says-not-strict'); for (const r of new Set(errsBefore.map((f) => f.rule))) inc('dis:' + r); sample('dis', p + ' ' + t.name + ' ' + [...new Set(errsBefore.map((f) => f.rule))].join(',')); }
    if (errsBefore.length === 0 && verdict !== 'unchanged') { inc('disagree-oracle-says-not-strict'); sample('dis2', p + ' ' + t.name + ' ' + verdict); }
  });
}
console.log(stats); console.log(samples);
