// Checks the meta-schema pre-check (shared/src/schema/meta-precheck.ts) on a corpus: for every tool's argument schema
// and every subschema in it, in both dialects, a schema the pre-check calls plainly valid must be valid for ajv, and one
// it calls valid but for covered errors must have only those. Prints how many took the fast path; exits 1 on any
// disagreement. Usage: node --import tsx scripts/check-meta-precheck.ts
// [FOLDER] (default ../shared/corpus).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findTools } from '../shared/src/index';
import { isCoveredError, plainlyValid, type Dialect } from '../shared/src/schema/meta-precheck';
import { metaValidate } from '../shared/src/schema/meta-validate';
import { validate2020, validateDraft07 } from '../shared/src/schema/meta-validators';
import { walkSchema, isSchemaObject } from '../shared/src/schema/walk';

const folder = resolve(process.argv[2] ?? join(__dirname, '../../shared/corpus'));
const files: string[] = [];
(function walk(dir: string) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(json|jsonc|jsonl|snap)$/.test(name)) files.push(p);
  }
})(folder);

const validators: [Dialect, (s: unknown) => boolean][] = [
  ['2020-12', (s) => validate2020(s) as boolean],
  ['draft-07', (s) => validateDraft07(s) as boolean],
];
let schemas = 0;
let plain = 0;
let covered = 0;
let invalid = 0;
let wrong = 0;
for (const path of files) {
  for (const tool of findTools(readFileSync(path, 'utf8'), { path })) {
    if (!tool.hasSchema || !isSchemaObject(tool.schema)) continue;
    for (const site of walkSchema(tool.schema).sites) {
      for (const [dialect, valid] of validators) {
        schemas++;
        const ok = valid(site.schema);
        if (!ok) invalid++;
        if (plainlyValid(site.schema, dialect, true)) {
          covered++;
          const errors = metaValidate(site.schema, dialect, Infinity);
          if (!errors.every((e) => e.keyword !== 'internal' && isCoveredError(e.path))) {
            wrong++;
            console.error(`${path}: ${tool.name} ${site.path.join('/')} (${dialect}): covered errors only, but ajv says ${JSON.stringify(errors)}`);
          }
        }
        if (!plainlyValid(site.schema, dialect)) continue;
        plain++;
        if (!ok) {
          wrong++;
          console.error(`${path}: ${tool.name} ${site.path.join('/')} (${dialect}): plainly valid, but ajv says ${JSON.stringify(dialect === '2020-12' ? validate2020.errors : validateDraft07.errors)}`);
        }
      }
    }
  }
}
console.log(`${files.length} files, ${schemas} schema checks: ${plain} plainly valid, ${covered} valid but for covered errors, ${invalid} invalid for ajv, ${wrong} where they disagree`);
process.exitCode = wrong ? 1 : 0;
