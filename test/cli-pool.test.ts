// The CLI's worker pool (cli/src/pool/): a folder linted on several threads prints byte for byte what one thread prints,
// in every format, with the same exit code; each file is read once, by the thread that lints it; a worker that throws
// or dies is named with its file and every other file is still reported.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseCliArgs } from '../cli/src/args';
import { poolPlan, threadsFromEnv } from '../cli/src/pool/lint-in-pool';

const ROOT = join(__dirname, '..');
// TOOLLINT_TEST_BIN: another build of the CLI to test (a private one while dist/ is in use).
const BIN = process.env.TOOLLINT_TEST_BIN ?? join(ROOT, 'bin', 'toollint.js');
const CORPUS = join(ROOT, '..', 'shared', 'corpus');

/** Runs the bundled CLI (the pool runs from the bundle only), with `preload` required into every thread. */
function cli(args: string[], cwd: string, preload?: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [...(preload ? ['-r', preload] : []), BIN, ...args], { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', TOOLLINT_THREADS: '', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * A folder as users have them: the test fixtures (JSON, JSONL, TypeScript with imports, Python, a project config, a
 * file that is not UTF-8), a few corpus files where ../shared is beside the project, and files the CLI treats apart:
 * UTF-16, a .snap that is Jest's JavaScript, one too large for its folder's config, a name that is not UTF-8.
 */
function realisticFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-pool-'));
  cpSync(join(__dirname, 'fixtures'), join(dir, 'fixtures'), { recursive: true });
  if (existsSync(CORPUS)) {
    mkdirSync(join(dir, 'corpus'));
    for (const f of ['bfcl/BFCL_v4_multiple.json', 'llama-factory/reason_tool_use_demo_50.jsonl']) {
      if (existsSync(join(CORPUS, f))) cpSync(join(CORPUS, f), join(dir, 'corpus', f.replace('/', '-')));
    }
  }
  const odd = join(dir, 'odd');
  mkdirSync(odd);
  const tool = JSON.stringify([{ type: 'function', function: { name: 'f', description: 'd', parameters: { type: 'object', properties: { q: { type: 'string' } } } } }]);
  writeFileSync(join(odd, 'utf16.json'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tool, 'utf16le')]));
  writeFileSync(join(odd, 'jest.snap'), 'exports[`a 1`] = `x`;\n');
  writeFileSync(join(odd, 'tools.snap'), tool);
  writeFileSync(Buffer.concat([Buffer.from(odd + '/caf'), Buffer.from([0xe9]), Buffer.from('.json')]), tool);
  mkdirSync(join(odd, 'small'));
  writeFileSync(join(odd, 'small', 'toollint.config.json'), JSON.stringify({ maxFileSize: 100 }));
  writeFileSync(join(odd, 'small', 'big.json'), tool);
  return dir;
}

/** A preload that logs every file a thread opens (thread id, path) to `log`, through the descriptors it opens itself. */
function openLogger(dir: string): { preload: string; log: string } {
  const log = join(dir, 'opens.log');
  const preload = join(dir, 'log-opens.cjs');
  writeFileSync(
    preload,
    `const fs = require('node:fs');
const { threadId } = require('node:worker_threads');
const open = fs.openSync;
const fd = open(${JSON.stringify(log)}, 'a');
fs.openSync = function (path, ...rest) {
  fs.writeSync(fd, threadId + '\\t' + Buffer.from(path).toString('latin1') + '\\n');
  return open.call(this, path, ...rest);
};
`,
  );
  return { preload, log };
}

test('a folder linted by the pool prints byte for byte what one thread prints, with the same exit code, in every format', { timeout: 600_000 }, () => {
  const dir = realisticFolder();
  try {
    for (const args of [['--format', 'json'], ['--format', 'stylish', '--color'], ['--format', 'github'], ['--format', 'sarif'], ['describe']]) {
      const one = cli([...args, '--threads', '1', '.'], dir);
      assert.ok(one.stdout.length > 1000, `${args.join(' ')}: output`);
      assert.equal(one.code, 1, `${args.join(' ')}: exit ${one.code} ${one.stderr}`);
      for (const threads of args[1] === 'json' ? ['2', '3'] : ['3']) {
        const pool = cli([...args, '--threads', threads, '.'], dir);
        assert.equal(pool.stdout, one.stdout, `${args.join(' ')} --threads ${threads}: stdout`);
        assert.equal(pool.stderr, one.stderr, `${args.join(' ')} --threads ${threads}: stderr`);
        assert.equal(pool.code, one.code, `${args.join(' ')} --threads ${threads}: exit code`);
      }
    }
    // What the comparison covers: the odd files are in it (UTF-16, a .snap of JSON, a skipped file, a name not UTF-8).
    const json = JSON.parse(cli(['--format', 'json', '--threads', '2', '.'], dir).stdout);
    const paths: string[] = json.files.map((f: { path: string }) => f.path);
    for (const p of ['odd/utf16.json', 'odd/tools.snap', 'odd/small/big.json', 'fixtures/invalid-utf8.json']) assert.ok(paths.includes(p), p);
    assert.ok(paths.some((p) => p.startsWith('odd/caf')), 'the name that is not UTF-8');
    assert.ok(!paths.includes('odd/jest.snap'), "Jest's own snapshot is not linted");
    assert.ok(paths.some((p) => p.endsWith('.py')) && paths.some((p) => p.endsWith('.ts')), 'Python and TypeScript files');
    assert.ok(json.files.find((f: { path: string }) => f.path === 'odd/small/big.json').skipped, "the folder's config applies in a worker");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with the pool each file is read once, by the thread that lints it, and workers lint some of them', { timeout: 300_000 }, () => {
  const dir = realisticFolder();
  try {
    const { preload, log } = openLogger(dir);
    const r = cli(['--format', 'json', '--threads', '3', '.'], dir, preload);
    assert.equal(r.code, 1, r.stderr);
    const linted = new Set<string>(JSON.parse(r.stdout).files.map((f: { path: string }) => join(dir, f.path)));
    const opens = new Map<string, string[]>();
    for (const line of readFileSync(log, 'latin1').split('\n').filter(Boolean)) {
      const [thread, path] = line.split('\t') as [string, string];
      if (!opens.has(path)) opens.set(path, []);
      opens.get(path)!.push(thread);
    }
    // A project's package.json, package-lock.json and tsconfig are also read as manifests (the zod version, path aliases, workspace folders) by the
    // import reader of each thread that needs them, and a toollint.config.json as each thread's config: not counted. Every other JSON file is read once.
    const jsonLinted = [...linted].filter((p) => /\.(json|jsonl)$/.test(p) && !/caf|(package|package-lock|[tj]sconfig[\w.]*|toollint\.config)\.json$/.test(p));
    assert.ok(jsonLinted.length > 20);
    for (const p of jsonLinted) assert.equal(opens.get(p)?.length, 1, `${p} opened ${opens.get(p)?.length ?? 0} times`);
    const threads = new Set(jsonLinted.map((p) => opens.get(p)![0]));
    assert.ok([...threads].some((t) => t !== '0'), 'a worker thread linted files');
    assert.ok(threads.has('0'), 'the main thread linted files too');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a worker that dies or throws is named with its file, the other files are reported, and the run exits 2', { timeout: 300_000 }, () => {
  const dir = realisticFolder();
  try {
    // The two largest files, so the two workers take them first (the main thread takes the smallest).
    const big = JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ type: 'function', function: { name: `f${i}`, description: 'd', parameters: { type: 'object', properties: { q: { type: 'string' } } } } })));
    writeFileSync(join(dir, 'odd', 'crash-worker.json'), big + ' '.repeat(1000));
    writeFileSync(join(dir, 'odd', 'throw-in-worker.json'), big);
    const preload = join(dir, 'break-workers.cjs');
    writeFileSync(
      preload,
      `const fs = require('node:fs');
const { isMainThread } = require('node:worker_threads');
if (!isMainThread) {
  const open = fs.openSync;
  fs.openSync = function (path, ...rest) {
    if (String(path).endsWith('crash-worker.json')) process.exit(7);
    return open.call(this, path, ...rest);
  };
  const stringify = JSON.stringify;
  JSON.stringify = function (value, ...rest) {
    if (value && value.files && String(value.files[0] && value.files[0].path).endsWith('throw-in-worker.json')) throw new Error('thrown by the test');
    return stringify.call(this, value, ...rest);
  };
}
`,
    );
    const whole = JSON.parse(cli(['--format', 'json', '--threads', '1', '.'], dir, preload).stdout);
    const r = cli(['--format', 'json', '--threads', '3', '.'], dir, preload);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /toollint: odd\/crash-worker\.json: not linted: the worker thread linting it exited \(code 7\)/);
    assert.match(r.stderr, /toollint: odd\/throw-in-worker\.json: not linted: internal error \(thrown by the test\)/);
    const paths: string[] = JSON.parse(r.stdout).files.map((f: { path: string }) => f.path);
    const expected = whole.files.map((f: { path: string }) => f.path).filter((p: string) => !/crash-worker|throw-in-worker/.test(p));
    assert.deepEqual(paths, expected, 'every other file, in order');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file a worker cannot read is said in its turn, as one thread says it', { timeout: 120_000 }, (t) => {
  if (process.platform === 'win32') return t.skip('no FIFOs');
  const dir = realisticFolder();
  try {
    if (spawnSync('mkfifo', [join(dir, 'pipe.json')]).status !== 0) return t.skip('mkfifo is not available');
    const one = cli(['--format', 'github', '--threads', '1', 'fixtures', 'pipe.json', 'odd'], dir);
    const pool = cli(['--format', 'github', '--threads', '2', 'fixtures', 'pipe.json', 'odd'], dir);
    assert.match(one.stderr, /pipe\.json: not a regular file/);
    assert.deepEqual(pool, one);
    assert.equal(pool.code, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a broken config in a subfolder stops the pool run as it stops one thread (exit 2, no output)', { timeout: 120_000 }, () => {
  const dir = realisticFolder();
  try {
    writeFileSync(join(dir, 'odd', 'small', 'toollint.config.json'), '{ "targets": 3 }');
    const one = cli(['--format', 'json', '--threads', '1', '.'], dir);
    const pool = cli(['--format', 'json', '--threads', '3', '.'], dir);
    assert.equal(one.code, 2);
    assert.equal(one.stdout, '');
    assert.deepEqual(pool, one);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--threads and TOOLLINT_THREADS: a whole number; the flag wins; a bad value is a usage error', () => {
  assert.equal(parseCliArgs(['--threads', '3', '.']).threads, 3);
  assert.equal(parseCliArgs(['.']).threads, undefined);
  for (const bad of ['-1', '1.5', 'two', '', '65']) assert.throws(() => parseCliArgs([`--threads=${bad}`]), /--threads takes a whole number/);
  assert.equal(threadsFromEnv({ TOOLLINT_THREADS: '2' }), 2);
  assert.equal(threadsFromEnv({ TOOLLINT_THREADS: '' }), undefined);
  assert.equal(threadsFromEnv({}), undefined);
  assert.throws(() => threadsFromEnv({ TOOLLINT_THREADS: 'many' }), /TOOLLINT_THREADS takes a whole number/);
  const dir = mkdtempSync(join(tmpdir(), 'toollint-pool-env-'));
  try {
    writeFileSync(join(dir, 'a.json'), '[]');
    const r = cli(['a.json'], dir, undefined, { TOOLLINT_THREADS: 'many' });
    assert.equal(r.code, 2);
    assert.match(r.stderr, /TOOLLINT_THREADS takes a whole number/);
    assert.equal(cli(['--threads', '1', 'a.json'], dir, undefined, { TOOLLINT_THREADS: 'many' }).code, 0, 'the flag wins');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the plan: one thread unless asked, for a single file, or from source; asked, N threads at most one per file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-pool-plan-'));
  try {
    const entry = join(dir, 'cli.js');
    writeFileSync(entry, '');
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => {
        const path = join(dir, `f${n}-${i}.json`);
        writeFileSync(path, Buffer.alloc(10 * i, 32));
        return { path };
      });
    const many = files(40);
    assert.equal(poolPlan(undefined, many, entry), undefined, 'unset: one thread');
    assert.equal(poolPlan(0, many, entry), undefined);
    assert.equal(poolPlan(1, many, entry), undefined);
    assert.equal(poolPlan(3, files(1), entry), undefined, 'one file: one thread');
    assert.deepEqual(poolPlan(3, many, entry), { workers: 2, sizes: many.map((_, i) => 10 * i), entry });
    assert.equal(poolPlan(3, files(2), entry)?.workers, 1, 'asked for 3 threads, 2 files: one worker beside the main thread');
    assert.equal(poolPlan(3, many, join(dir, 'main.ts')), undefined, 'from source there is no bundle to start');
    assert.equal(poolPlan(3, many, join(dir, 'missing.js')), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
