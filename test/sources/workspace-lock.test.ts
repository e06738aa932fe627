// An npm workspace package in a folder not named after it (task-master's packages/tm-core, whose package.json says
// "@tm/core"): found through package-lock.json, which links it (`"node_modules/@tm/core": { "resolved":
// "packages/tm-core", "link": true }`), checked by its package.json name, and read through its `exports` map
// (`@tm/core/tools` -> `./src/tools/index.ts`, a conditions object's `types`). The disk is never listed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'workspace-packages', 'npm-lock');
const FILE = join(ROOT, 'apps', 'mcp', 'src', 'tools', 'set-task-status.ts');
const run = (readFile: (p: string) => string | undefined) => lint(readFileSync(FILE, 'utf8'), { path: FILE, readFile });
type Props = Record<string, Record<string, unknown>>;

test('a workspace package linked by package-lock.json is read by its name, its main and an exports subpath', () => {
  const reads: string[] = [];
  const r = run((p) => (reads.push(p), disk(p)));
  assert.deepEqual(r.tools.map((t) => t.name), ['set_task_status']);
  const props = (JSON.parse(JSON.stringify(r.tools[0]!.definition.value)) as { inputSchema: { properties: Props } }).inputSchema.properties;
  assert.equal(props.id!.description, 'Task ID, e.g. "15" or a subtask such as "15.2"');
  assert.deepEqual(props.projectRoot, { type: 'string', description: 'The absolute path of the project root directory' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // The `exports` subpath's `types` file, never the built `import` one.
  assert.ok(reads.includes(join(ROOT, 'packages', 'tm-core', 'src', 'tools', 'index.ts')));
  assert.ok(!reads.some((p) => p.includes('dist')));
});

test('without the lock the package is not found; a lock entry that is no link, or leaves the workspace, is not followed', () => {
  const na = (readFile: (p: string) => string | undefined) => run(readFile).findings.filter((f) => f.rule === 'not-analyzable').length;
  assert.equal(na((p) => (p.endsWith('package-lock.json') ? undefined : disk(p))), 1);
  const lock = disk(join(ROOT, 'package-lock.json'))!;
  const notLinked = lock.replace('"resolved": "packages/tm-core",\n      "link": true', '"resolved": "packages/tm-core"');
  assert.notEqual(notLinked, lock);
  assert.equal(na((p) => (p.endsWith('package-lock.json') ? notLinked : disk(p))), 1);
  const outside = lock.replace('"resolved": "packages/tm-core"', '"resolved": "../elsewhere/tm-core"');
  assert.equal(na((p) => (p.endsWith('package-lock.json') ? outside : disk(p))), 1);
});
