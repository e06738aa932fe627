// The CLI against hostile files and environments: unwritable files, closed pipes, FIFOs, names that are not UTF-8,
// reserved URI characters, control characters, UTF-16 files and empty or unknown target lists.
import AjvDraft04 from 'ajv-draft-04';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'bin', 'toollint.js');
const FIXTURES = join(__dirname, 'fixtures');
const BOOK_FLIGHT = readFileSync(join(FIXTURES, 'book_flight.json'), 'utf8');
const POSIX = process.platform !== 'win32';

/** Runs the built CLI; `timeout` only keeps a hang from stalling the suite (a hang fails the test through `error`). */
function cli(args: string[], opts: { cwd?: string; input?: string | Buffer; shell?: string } = {}) {
  const env = { ...process.env, NO_COLOR: '1' };
  const r = opts.shell
    ? spawnSync('/bin/sh', ['-c', `${opts.shell}; exec "$0" "$@"`, process.execPath, BIN, ...args], { cwd: opts.cwd, input: opts.input, env, timeout: 60_000 })
    : spawnSync(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? FIXTURES, input: opts.input, env, timeout: 60_000 });
  assert.equal(r.error, undefined, `the CLI did not finish: ${String(r.error)}`);
  return { code: r.status, stdout: r.stdout.toString('utf8'), stderr: r.stderr.toString('utf8'), bytes: r.stdout };
}

function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `toollint-${prefix}-`));
}

const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
const validateSarif = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);

test('fix: a file that cannot be written is reported, left byte for byte as it was, and the other files are still fixed (exit 2)', { skip: !POSIX }, () => {
  const dir = tempDir('unwritable');
  try {
    // A file-size limit makes writes fail with EFBIG even for root (node ignores SIGXFSZ): `ulimit -f 1` is 512 or
    // 1024 bytes. big.json is larger than that once fixed, small.json is not.
    const big = JSON.stringify(JSON.parse(BOOK_FLIGHT.replace('"Book a flight', `"${'Book a flight. '.repeat(150)}`)), null, 2);
    const small = '{"name":"x","description":"d","inputSchema":{"type":"object","properties":{"a":{"type":"string","description":"a"}},"required":["a"]}}';
    writeFileSync(join(dir, 'big.json'), big);
    writeFileSync(join(dir, 'small.json'), small);
    const r = cli(['fix', '--targets', 'openai-strict', 'big.json', 'small.json'], { cwd: dir, shell: 'ulimit -f 1' });
    assert.match(r.stderr, /^toollint: cannot write big\.json: file too large \(EFBIG\)$/m);
    assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(r.code, 2);
    assert.equal(readFileSync(join(dir, 'big.json'), 'utf8'), big, 'the file that failed is as it was');
    assert.equal(JSON.parse(readFileSync(join(dir, 'small.json'), 'utf8')).inputSchema.additionalProperties, false, 'the next file is fixed');
    assert.match(r.stdout, /fixed \d+ problems? in 1 file\b/);
    // What is reported for the file that failed is what it still holds.
    assert.match(r.stdout, /^big\.json$/m);
    if (process.getuid?.() !== 0) {
      // Without root, a read-only file is the everyday case.
      writeFileSync(join(dir, 'small.json'), small);
      chmodSync(join(dir, 'small.json'), 0o444);
      const ro = cli(['fix', '--targets', 'openai-strict', 'small.json'], { cwd: dir });
      assert.match(ro.stderr, /^toollint: cannot write small\.json: permission denied \(EACCES\)$/m);
      assert.equal(ro.code, 2);
      assert.equal(readFileSync(join(dir, 'small.json'), 'utf8'), small);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Runs the CLI with its standard output (and, with `closeStderr`, its error output) already closed by the reader. */
function withClosedOutput(args: string[], closeStderr = false): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: FIXTURES, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    child.stdout.destroy();
    if (closeStderr) child.stderr.destroy();
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

test('a closed standard output (toollint FILE | head) ends the output quietly; the exit code is still the lint\'s', async () => {
  const failing = await withClosedOutput(['book_flight.json']);
  assert.equal(failing.stderr, '', 'no EPIPE trace');
  assert.equal(failing.code, 1, 'findings at the fail level');
  const clean = await withClosedOutput(['book_flight.strict.json']);
  assert.equal(clean.stderr, '');
  assert.equal(clean.code, 0);
  // Both streams closed (toollint . 2>&1 | head): still the lint's code, not a crash.
  assert.equal((await withClosedOutput(['-f', 'json', 'book_flight.json', 'does-not-exist.json'], true)).code, 2);
});

function mkfifo(path: string): boolean {
  return POSIX && spawnSync('mkfifo', [path]).status === 0;
}

test('a FIFO is never opened for reading: named, it is "not a regular file" (exit 2); in a folder it is passed over', (t) => {
  const dir = tempDir('fifo');
  try {
    if (!mkfifo(join(dir, 'pipe.json'))) return t.skip('mkfifo is not available');
    writeFileSync(join(dir, 'tools.json'), BOOK_FLIGHT);
    const named = cli(['pipe.json', 'tools.json'], { cwd: dir });
    assert.match(named.stderr, /^toollint: pipe\.json: not a regular file$/m);
    assert.equal(named.code, 2);
    assert.match(named.stdout, /^tools\.json$/m, 'the other file is still linted');
    const folder = cli(['-f', 'json', '.'], { cwd: dir });
    assert.deepEqual(JSON.parse(folder.stdout).files.map((f: { path: string }) => f.path), ['tools.json']);
    assert.equal(folder.code, 1);
    assert.equal(folder.stderr, '');
    const config = cli(['--config', 'pipe.json', 'tools.json'], { cwd: dir });
    assert.match(config.stderr, /Cannot read config file .*pipe\.json: not a regular file\./);
    assert.equal(config.code, 2);
    // A FIFO where a .gitignore or a toollint.config.json is looked for blocks nothing either.
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'tools.json'), BOOK_FLIGHT);
    assert.ok(mkfifo(join(dir, 'sub', '.gitignore')));
    assert.equal(cli(['-f', 'json', 'sub'], { cwd: dir }).code, 1);
    assert.ok(mkfifo(join(dir, 'sub', 'toollint.config.json')));
    const found = cli(['sub'], { cwd: dir });
    assert.match(found.stderr, /toollint\.config\.json: not a regular file/);
    assert.equal(found.code, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file whose name is not valid UTF-8 is found in a folder, linted and fixed by its bytes', (t) => {
  const dir = tempDir('bytes');
  try {
    const name = Buffer.concat([Buffer.from('t'), Buffer.from([0xff]), Buffer.from('.json')]);
    const path = Buffer.concat([Buffer.from(dir + '/'), name]);
    try {
      writeFileSync(path, BOOK_FLIGHT);
    } catch {
      return t.skip('this file system takes only UTF-8 names');
    }
    const r = cli(['-f', 'json', '.'], { cwd: dir });
    assert.equal(r.stderr, '');
    const file = JSON.parse(r.stdout).files[0];
    assert.equal(file.path, 't\uFFFD.json', 'the bad byte is shown as U+FFFD');
    assert.ok(file.findings.length > 0);
    assert.equal(r.code, 1);
    const sarif = JSON.parse(cli(['-f', 'sarif', '.'], { cwd: dir }).stdout);
    assert.equal(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri, 't%FF.json', 'the URI carries the real byte');
    const fixed = cli(['fix', '--targets', 'openai-strict', '.'], { cwd: dir });
    assert.match(fixed.stdout, /fixed \d+ problems in 1 file/);
    assert.equal(JSON.parse(readFileSync(path, 'utf8')).function.strict, true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SARIF file URIs percent-encode #, ?, %, spaces and non-ASCII, and the log still validates', () => {
  const dir = tempDir('uri');
  try {
    mkdirSync(join(dir, 'dir one'));
    writeFileSync(join(dir, 'a#b?c.json'), BOOK_FLIGHT);
    writeFileSync(join(dir, 'dir one', '100% é.json'), BOOK_FLIGHT);
    const log = JSON.parse(cli(['-f', 'sarif', '.'], { cwd: dir }).stdout) as any;
    assert.ok(Boolean(validateSarif(log)), JSON.stringify(validateSarif.errors?.slice(0, 3)));
    const uris = [...new Set(log.runs[0].results.map((x: any) => x.locations[0].physicalLocation.artifactLocation.uri))];
    assert.deepEqual(uris, ['a%23b%3Fc.json', 'dir%20one/100%25%20%C3%A9.json']);
    // Resolved against a base, each URI names exactly its file.
    for (const [uri, name] of [[uris[0], 'a#b?c.json'], [uris[1], 'dir one/100% é.json']] as const) {
      const url = new URL(uri as string, 'file:///base/');
      assert.equal(url.search + url.hash, '');
      assert.equal(decodeURIComponent(url.pathname), `/base/${name}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('control characters and bidi overrides in names and messages are escaped in every format, with or without colour', () => {
  const dir = tempDir('controls');
  try {
    const tool = (name: string) => ({ type: 'function', function: { name, description: 'd', parameters: { type: 'object', properties: {}, required: [], additionalProperties: false }, strict: true } });
    const hostile = '\u001b[2K\r✓ no problems';
    writeFileSync(join(dir, 'tools.json'), JSON.stringify([tool(hostile), tool('evil\u202egnp.exe'), tool('c1\u009b2J')]));
    writeFileSync(join(dir, '\u001b[1A.json'), JSON.stringify(tool('ok\u0007')));
    const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    for (const color of ['--no-color', '--color']) {
      const out = cli([color, '.'], { cwd: dir }).stdout;
      // Colour codes are ours; none of the file's own survives.
      const withoutOurColours = out.replace(/\u001b\[\d+m/g, '');
      assert.doesNotMatch(withoutOurColours, raw, color);
      // The engine may quote a name as JSON (\u001b) or not; either way it reaches the terminal escaped.
      assert.match(out, /\\(x1b|u001b)\[2K\\r✓ no problems/, color);
      assert.ok(out.includes('evil\\u202egnp.exe'));
      assert.ok(out.includes('c1\\x9b2J'));
      assert.ok(withoutOurColours.includes('\\x1b[1A.json'), 'the file name too');
    }
    const github = cli(['-f', 'github', '.'], { cwd: dir }).stdout;
    assert.doesNotMatch(github, raw);
    assert.ok(github.trimEnd().split('\n').every((line) => line.startsWith('::')), 'one workflow command per line');
    assert.match(github, /\\(x1b|u001b)\[2K\\r✓ no problems/);
    for (const format of ['json', 'sarif']) {
      const out = cli(['-f', format, '.'], { cwd: dir }).stdout;
      assert.doesNotMatch(out, raw, format);
      assert.ok(JSON.stringify(JSON.parse(out)).includes('evil\u202egnp.exe'), `${format}: the value is unchanged`);
    }
    const describe = cli(['describe', '.'], { cwd: dir }).stdout;
    assert.doesNotMatch(describe, raw);
    assert.ok(JSON.parse(describe).some((d: { name: string }) => d.name === hostile));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a UTF-16 file is said to be UTF-16, as a config file (exit 2) and as a file to lint (one finding, not fixed)', () => {
  const dir = tempDir('utf16');
  try {
    const config = '{ "targets": ["openai"] }';
    writeFileSync(join(dir, 'le.json'), Buffer.from('\uFEFF' + config, 'utf16le'));
    writeFileSync(join(dir, 'nobom.json'), Buffer.from(config, 'utf16le'));
    const be = Buffer.from('\uFEFF' + config, 'utf16le').swap16();
    writeFileSync(join(dir, 'be.json'), be);
    for (const name of ['le.json', 'be.json', 'nobom.json']) {
      const r = cli(['--config', name, '-'], { cwd: dir, input: '{}' });
      assert.match(r.stderr, new RegExp(`Config file .*${name} is UTF-16; save it as UTF-8\\.`), name);
      assert.equal(r.code, 2);
    }
    writeFileSync(join(dir, 'toollint.config.json'), Buffer.from('\uFEFF{}', 'utf16le'));
    assert.match(cli(['-'], { cwd: dir, input: '{}' }).stderr, /toollint\.config\.json is UTF-16; save it as UTF-8/);
    rmSync(join(dir, 'toollint.config.json'));
    const tools = Buffer.from('\uFEFF' + BOOK_FLIGHT, 'utf16le');
    writeFileSync(join(dir, 'tools.json'), tools);
    const r = cli(['-f', 'json', 'tools.json'], { cwd: dir });
    assert.deepEqual(JSON.parse(r.stdout).files[0].findings.map((f: { message: string }) => f.message), ['The file is UTF-16; save it as UTF-8.']);
    assert.equal(r.code, 1);
    assert.match(cli(['fix', 'tools.json'], { cwd: dir }).stdout, /fixed 0 problems in 0 files/);
    assert.deepEqual(readFileSync(join(dir, 'tools.json')), tools);
    assert.deepEqual(cli(['fix', '--stdout', 'tools.json'], { cwd: dir }).bytes, tools, '--stdout prints the file unchanged');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a config file that does not parse is reported in words, with line and column; a UTF-8 BOM is fine', () => {
  const dir = tempDir('parse');
  try {
    writeFileSync(join(dir, 'bad.json'), '{\n  "targets": ["openai"]\n  "rules": {}\n}\n');
    const r = cli(['--config', 'bad.json', '-'], { cwd: dir, input: '{}' });
    assert.match(r.stderr, /Config file .*bad\.json does not parse: line 3, column 3: expected a comma\./);
    assert.equal(r.code, 2);
    writeFileSync(join(dir, 'bom.json'), '\uFEFF{ "targets": ["openai"] }');
    assert.equal(cli(['--config', 'bom.json', '-'], { cwd: dir, input: '{}' }).code, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an empty or unknown target list is a usage error naming the valid targets, on the command line and in a config file', () => {
  const valid = /Valid targets: openai-strict, openai, anthropic, anthropic-strict, google, google-openapi, bedrock, mcp, shape\./;
  for (const list of ['', ',', ' , ']) {
    const r = cli(['--targets', list, 'book_flight.json']);
    assert.match(r.stderr, /--targets is empty, so nothing would be checked\./, JSON.stringify(list));
    assert.match(r.stderr, valid);
    assert.equal(r.code, 2);
  }
  const unknown = cli(['--targets', 'openai,nope,gemini', 'book_flight.json']);
  assert.match(unknown.stderr, /--targets names unknown targets "nope", "gemini"\./);
  assert.match(unknown.stderr, valid);
  assert.equal(unknown.code, 2);
  const dir = tempDir('targets');
  try {
    writeFileSync(join(dir, 'empty.json'), '{ "targets": [] }');
    writeFileSync(join(dir, 'unknown.json'), '{ "targets": ["openai", "nope"] }');
    const empty = cli(['--config', 'empty.json', '-'], { cwd: dir, input: '{}' });
    assert.match(empty.stderr, /"targets" in config file .*empty\.json is empty, so nothing would be checked\./);
    assert.match(empty.stderr, valid);
    assert.equal(empty.code, 2);
    const bad = cli(['--config', 'unknown.json', '-'], { cwd: dir, input: '{}' });
    assert.match(bad.stderr, /"targets" in config file .*unknown\.json names unknown target "nope"\./);
    assert.equal(bad.code, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
