// The CLI's formatters write file by file: their text must be what one JSON.stringify of the whole document (and the
// stylish/github layout of all reports at once) gives, for every kind of report.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReportCollector, writeAll } from '../cli/src/collect';
import { jsonText } from '../cli/src/formatters/escape';
import { formatJson } from '../cli/src/formatters/json';
import { formatGithub } from '../cli/src/formatters/github';
import { formatStylish } from '../cli/src/formatters/stylish';
import { summarize } from '../cli/src/formatters/summary';
import type { FileReport } from '../cli/src/formatters/types';

const range = (line: number, character: number, endLine = line, endCharacter = character + 3) => ({ start: { line, character }, end: { line: endLine, character: endCharacter } });

const reports: FileReport[] = [
  {
    path: 'tools.json',
    tools: [
      { name: 'get_weather', shape: 'openai-chat', pointer: '/0', range: range(2, 4), tokens: 46, schemaHash: '0123456789abcdef' },
      { name: 'naïve \u202e "quoted" \\ tool', shape: 'mcp', pointer: '/1/a~1b', range: range(20, 0, 21, 2), tokens: 0, schemaHash: 'fedcba9876543210' },
    ],
    findings: [
      { rule: 'untyped-property', severity: 'error', targets: ['openai-strict', 'google'], message: 'Property `x` has no type.\n\u0085', tool: 'get_weather', pointer: '/0/parameters/properties/x', range: range(5, 6), fixable: true },
      { rule: 'json-parseable', severity: 'warning', targets: [], message: 'Duplicate key "a".', tool: null, pointer: '', range: range(0, 0), fixable: false },
      { rule: 'heavy-definition', severity: 'info', targets: ['anthropic'], message: 'Long.', tool: 'x', pointer: '/1', range: range(30, 1), fixable: false },
    ],
  },
  { path: 'empty.json', tools: [], findings: [] },
  { path: 'big.json', skipped: 'Skipped: the file is 9.0 MB, over maxFileSize (5.0 MB).', tools: [], findings: [] },
  { path: 'odd.json', tools: [{ name: 'n', shape: 'mcp', pointer: '', range: range(0, 0), tokens: Number.NaN, schemaHash: 'h' }], findings: [] },
];

/** The document as the CLI wrote it before it wrote file by file: one object, one JSON.stringify. */
function reference(rs: FileReport[]): string {
  const out = {
    version: 1,
    files: rs.map((r) => ({
      path: r.path,
      ...(r.skipped ? { skipped: r.skipped } : {}),
      tools: r.tools.map((t) => ({ name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, tokens: t.tokens, schemaHash: t.schemaHash })),
      findings: r.findings.map((f) => ({ rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, tool: f.tool, pointer: f.pointer, range: f.range, fixable: f.fixable })),
    })),
    summary: summarize(rs),
  };
  return jsonText(JSON.stringify(out, null, 2)) + '\n';
}

test('--format json written file by file is JSON.stringify of the whole document, byte for byte', () => {
  for (const rs of [reports, [], [reports[1]!], [reports[0]!, reports[0]!]]) assert.equal(formatJson(rs), reference(rs));
  assert.doesNotMatch(formatJson(reports), /\u202e|\u0085/, 'bidi and C1 controls are escaped');
});

test('the collector gives each format the text its formatter gives for all reports at once', () => {
  for (const format of ['json', 'stylish', 'github', 'sarif'] as const) {
    for (const color of [false, true]) {
      const ctx = { color, version: '1.2.3' };
      const collector = new ReportCollector(format, ctx);
      for (const r of reports) collector.add(r);
      let written = '';
      writeAll(collector.output(), (s) => (written += s));
      const whole = format === 'json' ? formatJson(reports) : format === 'stylish' ? formatStylish(reports, ctx) : format === 'github' ? formatGithub(reports) : written;
      assert.equal(written, whole, format);
      assert.ok(written.length > 0);
    }
  }
});

test('the stylish layout: a block per file with findings, aligned positions, the summary line', () => {
  const text = formatStylish(reports, { color: false, version: 'x' });
  assert.equal(
    text,
    [
      'tools.json',
      '  6:7   error    [openai-strict, google] Property `x` has no type.\\n\\x85  untyped-property',
      '  1:1   warning  Duplicate key "a".  json-parseable',
      '  31:2  info     [anthropic] Long.  heavy-definition',
      '',
      'big.json',
      '  skipped  Skipped: the file is 9.0 MB, over maxFileSize (5.0 MB).',
      '',
      '✖ 3 problems (1 error, 1 warning, 1 info) · 3 tools in 4 files',
      '',
    ].join('\n'),
  );
  assert.equal(formatStylish([reports[1]!], { color: false, version: 'x' }), '✔ no problems (0 tools in 1 file)\n');
});

test('the collector tells whether a finding reached the fail threshold', () => {
  const c = new ReportCollector(undefined, { color: false, version: 'x' });
  assert.equal(c.reached('info'), false);
  c.add(reports[1]!);
  assert.equal(c.reached('info'), false);
  c.add(reports[0]!);
  assert.equal(c.reached('error'), true);
  assert.deepEqual(c.output(), []);
  const w = new ReportCollector(undefined, { color: false, version: 'x' });
  w.add({ ...reports[0]!, findings: reports[0]!.findings.filter((f) => f.severity !== 'error') });
  assert.equal(w.reached('warning'), true);
  assert.equal(w.reached('error'), false);
});

test('a reported tool counts its tokens and hashes on first read only, and keeps no definition', () => {
  const { lint } = require('../shared/src/lint') as typeof import('../shared/src/lint');
  const { reportedTool } = require('../cli/src/reported') as typeof import('../cli/src/reported');
  const text = JSON.stringify([{ type: 'function', function: { name: 'f', description: 'd', parameters: { type: 'object', properties: {} } } }]);
  const linted = lint(text, { path: 'tools.json' }).tools[0]!;
  const r = reportedTool(linted);
  assert.equal(Object.getOwnPropertyDescriptor(r, 'tokens')!.get !== undefined, true, 'tokens is still a getter');
  assert.equal(r.tokens, linted.tokens);
  assert.equal(r.schemaHash, linted.schemaHash);
  assert.match(r.schemaHash, /^[0-9a-f]{16}$/);
  assert.deepEqual(Object.keys(r).sort(), ['name', 'pointer', 'range', 'schemaHash', 'shape', 'tokens']);
  // A tool given with plain values (not getters) is reported as it is.
  const plain = reportedTool({ ...linted });
  assert.equal(plain.tokens, linted.tokens);
  assert.equal(plain.schemaHash, linted.schemaHash);
});
