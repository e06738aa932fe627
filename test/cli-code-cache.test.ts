// The CLI's V8 code cache (bin/load-bundle.js): written once, taken by the next run, and anything wrong with it (a
// corrupt payload, another bundle's cache, garbage, a folder others can write to) is ignored: the output is the same.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'bin', 'toollint.js');
const FIXTURES = join(__dirname, 'fixtures');
const MAGIC = 'toollint-code-cache-1\n'.length;

function cli(env: Record<string, string>, args = ['--format', 'json', 'book_flight.json', 'info-only.json']) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: FIXTURES, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('the code cache is written once, taken by the next run, and the output is as without it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-cc-'));
  try {
    const cacheDir = join(dir, 'cache');
    const reference = cli({ TOOLLINT_CODE_CACHE: '0' });
    assert.equal(reference.code, 1);
    assert.equal(existsSync(cacheDir), false, 'TOOLLINT_CODE_CACHE=0 writes nothing');

    const first = cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir });
    assert.deepEqual(first, reference);
    const [name, ...others] = readdirSync(cacheDir);
    assert.ok(name && others.length === 0, 'one cache file');
    const file = join(cacheDir, name);
    const written = statSync(file);
    if (process.platform !== 'win32') {
      assert.equal(statSync(cacheDir).mode & 0o777, 0o700);
      assert.equal(written.mode & 0o777, 0o600);
    }
    const bytes = readFileSync(file);
    assert.ok(bytes.length > 10_000, 'it holds compiled code');

    // Taken: a cache V8 rejected would be written again at exit (a new file in its place).
    assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }), reference);
    assert.equal(statSync(file).ino, written.ino, 'the cache was taken, not rewritten');
    assert.ok(readFileSync(file).equals(bytes));

    const damaged: [string, Buffer][] = [
      ['one payload byte flipped', Buffer.from(bytes).fill(bytes[bytes.length >> 1]! ^ 0xff, bytes.length >> 1, (bytes.length >> 1) + 1)],
      ['another bundle (its source hash)', Buffer.from(bytes).fill(0, MAGIC, MAGIC + 20)],
      ['cut short', bytes.subarray(0, bytes.length >> 1)],
      ['garbage', Buffer.alloc(bytes.length, 0x5a)],
      ['empty', Buffer.alloc(0)],
    ];
    for (const [what, content] of damaged) {
      writeFileSync(file, content);
      assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }), reference, what);
      // Ignored, and replaced by a good one.
      assert.ok(readFileSync(file).equals(bytes) || readFileSync(file).subarray(0, MAGIC + 20).equals(bytes.subarray(0, MAGIC + 20)), `${what}: rewritten`);
      assert.ok(!readFileSync(file).equals(content), `${what}: not kept`);
    }

    // The payload's own hash, kept right, with a payload V8 cannot take: V8 rejects it, and the output is still right.
    const header = bytes.subarray(0, MAGIC + 20);
    const payload = Buffer.alloc(bytes.length - MAGIC - 40, 0x33);
    const { createHash } = require('node:crypto') as typeof import('node:crypto');
    writeFileSync(file, Buffer.concat([header, createHash('sha1').update(payload).digest(), payload]));
    assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }), reference, 'a payload V8 rejects');

    if (process.platform !== 'win32' && typeof process.getuid === 'function') {
      // A folder others may write to is neither read nor written.
      rmSync(file);
      chmodSync(cacheDir, 0o777);
      assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }), reference);
      assert.deepEqual(readdirSync(cacheDir), [], 'nothing written to a folder others can write to');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with a code cache in an unwritable place the CLI still runs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-cc-'));
  try {
    const blocker = join(dir, 'a-file');
    writeFileSync(blocker, 'not a folder');
    const reference = cli({ TOOLLINT_CODE_CACHE: '0' }, ['book_flight.json']);
    assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: join(blocker, 'cache') }, ['book_flight.json']), reference);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("TypeScript's chunk has a code cache of its own: written by a .ts lint, taken by the next one", () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-cc-'));
  try {
    const cacheDir = join(dir, 'cache');
    const args = ['--format', 'json', 'mcp-prompts-and-tools.ts'];
    const reference = cli({ TOOLLINT_CODE_CACHE: '0' }, args);
    assert.ok(JSON.parse(reference.stdout).files[0].tools.length > 0);
    assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }, args), reference);
    const names = readdirSync(cacheDir).sort();
    assert.deepEqual(names.map((n) => n.replace(/-[0-9a-f]{16}\.bin$/, '')), ['cli', 'typescript']);
    const file = join(cacheDir, names[1]!);
    const { ino } = statSync(file);
    assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }, args), reference);
    assert.equal(statSync(file).ino, ino, 'taken, not rewritten');
    writeFileSync(file, Buffer.alloc(1000, 1));
    assert.deepEqual(cli({ TOOLLINT_CODE_CACHE_DIR: cacheDir }, args), reference, 'a broken chunk cache is ignored');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
