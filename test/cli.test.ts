import Ajv2020 from 'ajv/dist/2020';
import AjvDraft04 from 'ajv-draft-04';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

/** Runs a validator without letting its type guard narrow the value. */
function passes(validate: (data: unknown) => unknown, data: unknown): boolean {
  return Boolean(validate(data));
}
import { RULES } from '../shared/src/index';

const ROOT = join(__dirname, '..');
const BIN = join(ROOT, 'bin', 'toollint.js');
const FIXTURES = join(__dirname, 'fixtures');

function cli(args: string[], opts: { cwd?: string; input?: string } = {}) {
  // The JSON of every fixture passed spawnSync's default 1 MiB buffer (the output was cut off and failed to parse).
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: opts.cwd ?? FIXTURES, input: opts.input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const jsonOutputSchema = JSON.parse(readFileSync(join(__dirname, 'schemas', 'json-output.schema.json'), 'utf8'));
const validateJsonOutput = new Ajv2020({ allErrors: true }).compile(jsonOutputSchema);

test('exit codes: 1 on errors, 0 on a clean file, 2 on a missing path or bad flag', () => {
  assert.equal(cli(['book_flight.json']).code, 1);
  assert.equal(cli(['book_flight.strict.json']).code, 0);
  assert.equal(cli(['does-not-exist.json']).code, 2);
  const bad = cli(['--format', 'xml', 'book_flight.json']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /--format must be one of/);
  assert.equal(cli(['--targets', 'openai,nope', 'book_flight.json']).code, 2);
});

test('--fail-on and --strict move the threshold', () => {
  // info-only.json has a single info-level finding (numeric-bounds) and nothing above it
  const findings = JSON.parse(cli(['-f', 'json', 'info-only.json']).stdout).files[0].findings;
  assert.deepEqual(findings.map((f: { rule: string; severity: string }) => `${f.rule}:${f.severity}`), ['numeric-bounds:info']);
  assert.equal(cli(['info-only.json']).code, 0);
  assert.equal(cli(['--strict', 'info-only.json']).code, 0);
  assert.equal(cli(['--fail-on', 'info', 'info-only.json']).code, 1);
  assert.equal(cli(['--fail-on', 'never', 'book_flight.json']).code, 0);
  assert.equal(cli(['--fail-on', 'warning', '--rules-are-not-a-flag', 'book_flight.json']).code, 2);
});

test('stylish output: file, line:col, severity, targets, message, rule and a summary', () => {
  const r = cli(['book_flight.json']);
  assert.match(r.stdout, /^book_flight\.json$/m);
  assert.match(r.stdout, /^ {2}13:9 +error +\[openai-strict, openai, anthropic, google\] Property `notes` has no type.*untyped-property$/m);
  assert.match(r.stdout, /✖ \d+ problems \(7 errors, \d+ warnings?, \d+ infos?\) · 1 tool in 1 file/);
  assert.doesNotMatch(r.stdout, /\u001b\[/, 'no colour when not a TTY');
  assert.match(cli(['--color', 'book_flight.json']).stdout, /\u001b\[/);
});

test('--format json validates against the documented shape', () => {
  const r = cli(['-f', 'json', '.']);
  const out = JSON.parse(r.stdout) as any;
  assert.ok(passes(validateJsonOutput, out), JSON.stringify(validateJsonOutput.errors));
  assert.equal(out.version, 1);
  const file = out.files.find((f: { path: string }) => f.path === 'book_flight.json');
  assert.equal(file.tools[0].name, 'book_flight');
  assert.equal(out.summary.tools, out.files.reduce((n: number, f: { tools: unknown[] }) => n + f.tools.length, 0));
});

test('--format sarif validates against SARIF 2.1.0 with one rule entry per rule id and helpUri', () => {
  const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
  const validate = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);
  const log = JSON.parse(cli(["-f", "sarif", "book_flight.json"]).stdout) as any;
  assert.ok(passes(validate, log), JSON.stringify(validate.errors?.slice(0, 3)));
  const rules = log.runs[0].tool.driver.rules;
  assert.deepEqual(rules.map((r: { id: string }) => r.id), RULES.map((r) => r.meta.id));
  assert.ok(rules.every((r: { helpUri: string; id: string }) => r.helpUri.endsWith(`docs/rules/${r.id}.md`)));
  const result = log.runs[0].results.find((x: { ruleId: string }) => x.ruleId === 'untyped-property');
  assert.equal(rules[result.ruleIndex].id, 'untyped-property');
  assert.deepEqual(result.locations[0].physicalLocation.region, { startLine: 13, startColumn: 9, endLine: 13, endColumn: 16 });
});

test('--format sarif carries related places as relatedLocations (a zod .optional() in a TypeScript file)', () => {
  const sarifSchema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
  const validate = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);
  const dir = mkdtempSync(join(tmpdir(), 'toollint-sarif-'));
  try {
    writeFileSync(join(dir, 'agent.ts'), "import { tool } from 'ai';\nimport { z } from 'zod';\nexport const t = tool({ description: 'T', inputSchema: z.object({ note: z.string().optional().describe('Note') }) });\n");
    const log = JSON.parse(cli(['-f', 'sarif', '--targets', 'openai-strict', 'agent.ts'], { cwd: dir }).stdout) as any;
    assert.ok(passes(validate, log), JSON.stringify(validate.errors?.slice(0, 3)));
    const result = log.runs[0].results.find((x: { ruleId: string }) => x.ruleId === 'optional-not-required');
    assert.deepEqual(result.relatedLocations, [
      { id: 1, physicalLocation: { artifactLocation: { uri: 'agent.ts' }, region: { startLine: 3, startColumn: 83, endLine: 3, endColumn: 94 } }, message: { text: '`.optional()` lets the model omit `note`' } },
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--format github prints workflow commands', () => {
  const out = cli(['-f', 'github', 'book_flight.json']).stdout;
  assert.match(out, /^::error file=book_flight\.json,line=13,col=9,endLine=13,endColumn=16,title=toollint\(untyped-property\)::\[openai-strict, openai, anthropic, google\] Property `notes` has no type/m);
  assert.match(out, /^::notice file=book_flight\.json,.*numeric-bounds/m);
});

test('stdin with --stdin-filename', () => {
  const r = cli(['-', '--stdin-filename', 'piped.json', '-f', 'json'], { input: readFileSync(join(FIXTURES, 'book_flight.json'), 'utf8') });
  const out = JSON.parse(r.stdout) as any;
  assert.equal(out.files[0].path, 'piped.json');
  assert.equal(out.files[0].tools.length, 1);
  assert.equal(r.code, 1);
});

test('folders: recursive, skipping node_modules and .gitignore entries; config found by walking up', () => {
  const out = JSON.parse(cli(['-f', 'json', 'project'], { cwd: FIXTURES }).stdout);
  const paths = out.files.map((f: { path: string }) => f.path).sort();
  assert.deepEqual(paths, ['project/clean/book_flight.json', 'project/clean/package.json', 'project/sub/book_flight.json', 'project/toollint.config.json']);
  const sub = out.files.find((f: { path: string }) => f.path === 'project/sub/book_flight.json');
  // the project config turns numeric-bounds off and checks only openai-strict plus the shape target
  assert.equal(sub.findings.some((f: { rule: string }) => f.rule === 'numeric-bounds'), false);
  assert.ok(sub.findings.every((f: { targets: string[] }) => f.targets.every((t) => t === 'openai-strict' || t === 'openai')));
  const clean = out.files.find((f: { path: string }) => f.path === 'project/clean/package.json');
  assert.deepEqual(clean.findings, []);
});

test('a folder inside a git repository skips what the .gitignore files above it ignore, up to the repository root', () => {
  const repo = mkdtempSync(join(tmpdir(), 'toollint-git-'));
  try {
    const tool = readFileSync(join(FIXTURES, 'book_flight.json'), 'utf8');
    mkdirSync(join(repo, '.git'));
    writeFileSync(join(repo, '.gitignore'), 'ign/\n');
    mkdirSync(join(repo, 'pkg', 'ign'), { recursive: true });
    writeFileSync(join(repo, 'pkg', 'tools.json'), tool);
    writeFileSync(join(repo, 'pkg', 'ign', 'tools.json'), tool);
    const paths = (cwd: string, arg: string) => JSON.parse(cli(['-f', 'json', arg], { cwd }).stdout).files.map((f: { path: string }) => f.path);
    assert.deepEqual(paths(repo, 'pkg'), ['pkg/tools.json']);
    assert.deepEqual(paths(join(repo, 'pkg'), '.'), ['tools.json']);
    // Outside a repository the .gitignore above is not git's, and the folder is read whole.
    rmSync(join(repo, '.git'), { recursive: true });
    assert.deepEqual(paths(repo, 'pkg').sort(), ['pkg/ign/tools.json', 'pkg/tools.json']);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('--config overrides discovery, and a broken config is a usage error', () => {
  const r = cli(['-f', 'json', '--config', 'project/toollint.config.json', 'book_flight.json']);
  const f = JSON.parse(r.stdout).files[0];
  assert.equal(f.findings.some((x: { rule: string }) => x.rule === 'numeric-bounds'), false);
  const broken = cli(['-', '--config', 'bad-config.jsonc'], { input: '{}' });
  assert.equal(broken.code, 2);
  assert.match(broken.stderr, /bad-config\.jsonc is invalid:[\s\S]*\/rules\/no-such-rule|must NOT have additional properties/);
});

test('invalid UTF-8 is read with a warning, not a crash', () => {
  const r = cli(['-f', 'json', 'invalid-utf8.json']);
  const f = JSON.parse(r.stdout).files[0];
  assert.ok(f.findings.some((x: { message: string }) => /not valid UTF-8/.test(x.message)));
  assert.equal(f.tools.length, 1);
});

test('describe prints per-tool cost and issues', () => {
  const out = JSON.parse(cli(['describe', '--model', 'gpt-4', 'book_flight.json']).stdout);
  assert.equal(out.length, 1);
  const d = out[0];
  assert.deepEqual(Object.keys(d).sort(), ['descriptionChars', 'file', 'issues', 'name', 'ok', 'pointer', 'schemaHash', 'shape', 'targets', 'tokens', 'tokensByTarget'].sort());
  assert.equal(d.tokensByTarget.openai.encoding, 'cl100k_base');
  assert.equal(d.tokens, d.tokensByTarget.openai.perTool);
  assert.equal(d.tokensByTarget.anthropic.estimate, true);
  assert.equal(d.tokensByTarget.google.estimate, true);
  assert.equal(d.ok, false);
  assert.ok(d.issues.some((i: { rule: string }) => i.rule === 'untyped-property'));
});

test('--help and --version', () => {
  assert.match(cli(['--help']).stdout, /Usage:/);
  assert.match(cli(['--version']).stdout, /^\d+\.\d+\.\d+/);
});

test('fix: rewrites files in place, reports what is left, and exits by it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-fix-'));
  try {
    const file = join(dir, 'tools.json');
    const original = readFileSync(join(FIXTURES, 'fix', 'misc.json'), 'utf8');
    writeFileSync(file, '\uFEFF' + original);
    const r = cli(['fix', '--targets', 'openai-strict', 'tools.json'], { cwd: dir });
    assert.match(r.stdout, /fixed \d+ problems in 1 file/);
    const written = readFileSync(file, 'utf8');
    assert.ok(written.startsWith('\uFEFF'), 'the BOM is kept');
    assert.equal(written.slice(1), readFileSync(join(FIXTURES, 'fix', 'misc.fixed.json'), 'utf8'));
    assert.equal(r.code, 0, r.stdout);
    // nothing left to do the second time
    assert.match(cli(['fix', '--targets', 'openai-strict', 'tools.json'], { cwd: dir }).stdout, /fixed 0 problems in 0 files/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fix --dry-run prints a unified diff and writes nothing; --stdout prints the fixed text', () => {
  const before = readFileSync(join(FIXTURES, 'book_flight.json'), 'utf8');
  const dry = cli(['fix', '--dry-run', 'book_flight.json']);
  assert.match(dry.stdout, /^--- book_flight\.json\n\+\+\+ book_flight\.json\n@@ /m);
  assert.match(dry.stdout, /^\+ +"strict": true$/m);
  assert.match(dry.stderr, /would fix \d+ problems in 1 file/);
  assert.equal(readFileSync(join(FIXTURES, 'book_flight.json'), 'utf8'), before);
  assert.equal(dry.code, 1, 'untyped notes is left, an error');
  const out = cli(['fix', '--stdout', 'book_flight.json']);
  assert.equal(JSON.parse(out.stdout).function.strict, true);
  assert.equal(readFileSync(join(FIXTURES, 'book_flight.json'), 'utf8'), before);
  const piped = cli(['fix', '-', '--stdin-filename', 'x.json', '--targets', 'openai-strict'], { input: readFileSync(join(FIXTURES, 'fix', 'optional.json'), 'utf8') });
  assert.equal(piped.stdout, readFileSync(join(FIXTURES, 'fix', 'optional.fixed.json'), 'utf8'));
  assert.equal(cli(['fix', '--stdout', 'book_flight.json', 'info-only.json']).code, 2);
  assert.equal(cli(['--dry-run', 'book_flight.json']).code, 2, '--dry-run belongs to fix');
});

test('fix --unsafe applies suggestions too', () => {
  const input = '{"name":"a.b","description":"d","inputSchema":{"type":"object","properties":{"x":{"type":"float","description":"x"}},"required":["x"],"additionalProperties":false}}';
  const safe = cli(['fix', '--stdout', '-', '--targets', 'openai'], { input });
  assert.equal(safe.stdout, input);
  const unsafe = JSON.parse(cli(['fix', '--stdout', '--unsafe', '-', '--targets', 'openai'], { input }).stdout);
  assert.equal(unsafe.name, 'a_b');
  assert.equal(unsafe.inputSchema.properties.x.type, 'number');
});
