// A monorepo's own package imported by its name with nothing installed (`@repo/mcp-common/src/types/...`, a pnpm
// workspace's `workspace:*` dependency; an npm workspace's package): found through pnpm-workspace.yaml's globs or
// package.json `workspaces` (the folder named as the package, else pnpm-lock.yaml's importers), checked by its
// package.json name, and read from its sources. A dependency that is not the workspace's is not looked for.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { packageName } from '../../shared/src/sources/typescript/workspace-packages';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'workspace-packages');
const run = (file: string, readFile = disk) => lint(readFileSync(file, 'utf8'), { path: file, readFile });
type Props = Record<string, Record<string, unknown>>;
const props = (t: { definition: { value: unknown } }) => (JSON.parse(JSON.stringify(t.definition.value)) as { inputSchema: { properties: Props } }).inputSchema.properties;

test('pnpm workspace packages: a subpath, the package main (through an index re-export) and a folder named otherwise', () => {
  const file = join(ROOT, 'pnpm', 'apps', 'radar', 'src', 'tools', 'radar.tools.ts');
  const r = run(file);
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  // get_outages's one field from a package toollint does not read is kept, its schema unknown (unknown-pieces.ts).
  assert.deepEqual(tools.map((t) => t.name), ['list_autonomous_systems', 'get_traffic_anomalies', 'get_outages']);
  assert.deepEqual(tools[2]!.definition.fields.unknownSchemas, [['inputSchema', 'properties', 'limit']]);
  assert.deepEqual(props(tools[0]!).limit, { type: 'integer', exclusiveMinimum: 0, maximum: 100, description: 'Limit the number of results' });
  assert.deepEqual(props(tools[0]!).offset, { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Skip this many results' });
  assert.deepEqual(props(tools[1]!).dateRange, { type: 'string', enum: ['1d', '7d', '14d', '28d'], description: 'Filters results by date range' });
  // `@repo/not-linked` is declared with a version, not workspace:*: a package toollint does not read.
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /NotLinkedParam/);
  // Without the lockfile, the package in a folder not named after it is not found: its field is not read.
  const noLock = run(file, (p) => (p.endsWith('pnpm-lock.yaml') ? undefined : disk(p)));
  const unread = noLock.tools.filter((t) => t.shape !== 'builtin').map((t) => [t.name, JSON.stringify(t.definition.fields.unknownSchemas ?? [])]);
  assert.deepEqual(unread, [
    ['list_autonomous_systems', '[]'],
    ['get_traffic_anomalies', '[["inputSchema","properties","dateRange"]]'],
    ['get_outages', '[["inputSchema","properties","limit"]]'],
  ]);
});

test('npm workspaces: a package of the workspace, read from its sources for its dist main', () => {
  const r = run(join(ROOT, 'npm', 'apps', 'api', 'src', 'server.ts'));
  const [tool] = r.tools.filter((t) => t.shape !== 'builtin');
  assert.equal(tool?.name, 'close_ticket');
  assert.deepEqual(props(tool!).ticketId, { type: 'string', format: 'uuid', pattern: props(tool!).ticketId!.pattern, description: 'The ticket to act on' });
  // Outside a workspace (no root package.json saying so), the same import is a package toollint does not read.
  const outside = run(join(ROOT, 'npm', 'apps', 'api', 'src', 'server.ts'), (p) => (p.endsWith(join('npm', 'package.json')) ? undefined : disk(p)));
  const [kept] = outside.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(props(kept!).ticketId, {});
  assert.deepEqual(kept!.definition.fields.unknownSchemas, [['inputSchema', 'properties', 'ticketId']]);
});

test('package names of specifiers', () => {
  assert.equal(packageName('@repo/mcp-common/src/types'), '@repo/mcp-common');
  assert.equal(packageName('zod/v4'), 'zod');
  assert.equal(packageName('./local'), undefined);
  assert.equal(packageName('node:fs'), undefined);
  assert.equal(packageName('@'), undefined);
});
