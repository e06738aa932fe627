// A zod schema built by a function the module of a namespace import exports (`import * as parameters from
// './parameters.js'`, then `parameters: parameters.listServicesParameters()`, as Kong/mcp-konnect writes its tools):
// read as that function's result when it takes no argument; a call with arguments stays not analysed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const DIR = join(__dirname, '..', 'fixtures', 'ts-zod-ns-factory', 'src');

test('zero-argument schema functions of a namespace import are read (arrow and function declaration)', () => {
  const path = join(DIR, 'tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['query_requests', 'list_services']);
  // The imported function's own const (timeRangeSchema) was followed: no finding says the schema is unknown.
  assert.ok(!r.findings.some((f) => f.tool === 'query_requests' && f.rule === 'not-analyzable'));
  // `maxResults` has a default: no-defaults sees it, so the schema was read.
  assert.ok(r.findings.some((f) => f.tool === 'query_requests' && /maxResults/.test(f.message)), JSON.stringify(r.findings.map((f) => [f.tool, f.rule, f.message])));
  // routeParameters(true) depends on its argument: reported, not guessed.
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && f.range.start.line === 30));
});
