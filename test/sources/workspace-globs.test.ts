// A yarn 4 / nx monorepo whose MCP tools take their names (and a description) from a workspace package under a `libs/**`
// glob (nx-console's libs/nx-mcp importing '@nx-console/shared-llm-context'): the package is not declared by the
// importing package (yarn links every workspace package at the root), its folder is not named after it
// (libs/shared/tool-names holds @acme/shared-tool-names), its package.json `main` is ./src/index.ts and the consts are
// reached through `export *` chains. Found through yarn.lock's (or bun.lock's) workspace entries, or the tsconfig
// references of the app's own build config (tsconfig.json -> ./tsconfig.app.json -> the libraries).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { cliJson } from '../cli-json';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'workspaces-glob', 'yarn');
const FILE = join(ROOT, 'apps', 'support-mcp', 'src', 'tools', 'tickets.ts');
type Read = (p: string) => string | undefined;
const run = (readFile: Read = disk) => lint(readFileSync(FILE, 'utf8'), { path: FILE, readFile });
const without = (...names: string[]): Read => (p) => (names.some((n) => p.endsWith(`/${n}`)) ? undefined : disk(p));
const notAnalyzable = (r: ReturnType<typeof run>) => r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message);
const description = (t: { definition: { value: unknown } }) => (t.definition.value as { description?: string }).description;

test('a workspace package under libs/** named by yarn.lock: names and a description through export * chains', () => {
  const r = run();
  assert.deepEqual(r.tools.map((t) => t.name), ['search_tickets', 'close_ticket', 'ticket_history']);
  assert.deepEqual(notAnalyzable(r), []);
  assert.equal(description(r.tools[1]!), 'Close a support ticket. The customer is told by email; a closed ticket can be reopened from the dashboard.');
  assert.equal(description(r.tools[2]!), 'Returns the history of one ticket. Use search_tickets first to find its id.');
  // A package declared as `workspace:^` (its lock key lists that range before the folder) is read too.
  const status = (JSON.parse(JSON.stringify(r.tools[0]!.definition.value)) as { inputSchema: { properties: Record<string, unknown> } }).inputSchema.properties.status;
  assert.deepEqual(status, { type: 'string', enum: ['open', 'pending', 'closed'], description: 'Only tickets in this state' });
  assert.ok(r.imports?.includes(join(ROOT, 'libs', 'shared', 'tool-names', 'src', 'lib', 'tickets', 'names.ts')));
});

test('bun.lock names the folder as yarn.lock does; without a lockfile, the tsconfig references of the app\'s build config do', () => {
  const bunLock = `{
  "lockfileVersion": 1,
  "workspaces": {
    "": { "name": "acme-support" },
    "libs/shared/tool-names": { "name": "@acme/shared-tool-names", "version": "0.0.1" },
  },
  "packages": {
    "@acme/shared-tool-names": ["@acme/shared-tool-names@workspace:libs/shared/tool-names"],
  }
}
`;
  const bun = run((p) => (p.endsWith('/bun.lock') ? bunLock : without('yarn.lock', 'tsconfig.app.json')(p)));
  assert.deepEqual(bun.tools.map((t) => t.name), ['search_tickets', 'close_ticket', 'ticket_history']);
  // nx's apps/x/tsconfig.json references ./tsconfig.app.json, which references the libraries the app uses.
  const referenced = run(without('yarn.lock'));
  assert.deepEqual(referenced.tools.map((t) => t.name), ['search_tickets', 'close_ticket', 'ticket_history']);
  assert.deepEqual(notAnalyzable(referenced), []);
  const none = run(without('yarn.lock', 'tsconfig.app.json'));
  assert.deepEqual(none.tools.map((t) => t.name), []);
  assert.ok(notAnalyzable(none).some((m) => m.includes("`SEARCH_TICKETS` is imported from '@acme/shared-tool-names'")));
});

test('a lock entry that leaves the workspace, or names another package, is not followed', () => {
  const lock = disk(join(ROOT, 'yarn.lock'))!;
  for (const changed of [lock.replaceAll('@workspace:libs/shared/tool-names', '@workspace:../outside/tool-names'), lock.replaceAll('"@acme/shared-tool-names@', '"@acme/shared-tool-names-v2@')]) {
    assert.notEqual(changed, lock);
    const r = run((p) => (p.endsWith('/yarn.lock') ? changed : without('tsconfig.app.json')(p)));
    assert.deepEqual(r.tools.map((t) => t.name), []);
  }
});

test('the CLI reads the workspace package for a run over the monorepo: each tool once, in the app, by its name', async () => {
  const out = await cliJson<{ files: { path: string; tools: { name: string }[]; findings: { rule: string }[] }[] }>(['.'], ROOT);
  const tools = out.files.flatMap((f) => f.tools.map((t) => `${f.path} ${t.name}`));
  assert.deepEqual(tools, ['apps/support-mcp/src/tools/tickets.ts search_tickets', 'apps/support-mcp/src/tools/tickets.ts close_ticket', 'apps/support-mcp/src/tools/tickets.ts ticket_history']);
  assert.deepEqual(out.files.flatMap((f) => f.findings.filter((x) => x.rule === 'not-analyzable')), []);
});
