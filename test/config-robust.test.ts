// The one targets check (CLI, config files, editor settings), config parse errors in words, UTF-16 detection,
// terminal escaping and file URIs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileUri } from '../cli/src/formatters/sarif';
import { jsonText, terminalLines, terminalText } from '../cli/src/formatters/escape';
import { DEFAULT_CONFIG } from '../shared/src/config/config';
import { looksUtf16 } from '../shared/src/config/encoding';
import { parseConfigText } from '../shared/src/config/file';
import { checkTargets, VALID_TARGETS } from '../shared/src/config/targets';
import { TARGET_IDS } from '../shared/src/types';
import { readSettings, SettingsProblems } from '../server/src/settings';

test('checkTargets: a valid list passes; empty and unknown lists are problems with the valid ids and a usable fallback', () => {
  assert.deepEqual(VALID_TARGETS, [...TARGET_IDS, 'shape']);
  assert.deepEqual(checkTargets(['openai', 'shape'], 'X'), { targets: ['openai', 'shape'] });
  const empty = checkTargets([], 'X');
  assert.match(empty.problem!, /^X is empty, so nothing would be checked\. Valid targets: openai-strict, .*, shape\.$/);
  assert.deepEqual(empty.targets, DEFAULT_CONFIG.targets);
  const unknown = checkTargets(['openai', 'nope', 3, 'openai'], 'X');
  assert.match(unknown.problem!, /^X names unknown targets "nope", 3\. Valid targets: /);
  assert.deepEqual(unknown.targets, ['openai'], 'the valid part');
  assert.deepEqual(checkTargets(['nope'], 'X').targets, DEFAULT_CONFIG.targets, 'nothing valid: the defaults');
  // Keys of Object.prototype are not targets.
  assert.ok(checkTargets(['constructor', '__proto__', 'toString'], 'X').problem);
});

test('editor settings: an empty or unknown toollint.targets is a problem, shown once per change, and the fallback is used', () => {
  assert.equal(readSettings({}).targets, undefined);
  assert.equal(readSettings({}).problems, undefined);
  assert.deepEqual(readSettings({ targets: ['anthropic'] }), { ...readSettings({}), targets: ['anthropic'] });
  const empty = readSettings({ targets: [] });
  assert.deepEqual(empty.targets, DEFAULT_CONFIG.targets);
  assert.match(empty.problems!.join(' '), /^The setting toollint\.targets is empty, so nothing would be checked\. Valid targets: .*\. Checking openai-strict, anthropic, google, shape instead\.$/);
  const unknown = readSettings({ targets: ['anthropic', 'nope'] });
  assert.deepEqual(unknown.targets, ['anthropic']);
  assert.match(unknown.problems!.join(' '), /names unknown target "nope"\. .* Checking anthropic instead\.$/);
  const shown = new SettingsProblems();
  assert.match(shown.update(empty)!, /^toollint: The setting toollint\.targets is empty/);
  assert.equal(shown.update(readSettings({ targets: [] })), undefined, 'the same problem again is not shown again');
  assert.match(shown.update(unknown)!, /unknown target "nope"/);
  assert.equal(shown.update(readSettings({ targets: ['openai'] })), undefined);
  assert.match(shown.update(readSettings({ targets: [] }))!, /is empty/, 'after a fix, breaking it again is shown again');
});

test('config text: UTF-16 and parse errors in words; targets checked as on the command line', () => {
  const utf16 = Buffer.from('\uFEFF{"targets": ["openai"]}', 'utf16le').toString('utf8');
  assert.deepEqual(parseConfigText(utf16, 'c.json'), { error: 'Config file c.json is UTF-16; save it as UTF-8.' });
  assert.ok(looksUtf16(Buffer.from('{"a": 1}', 'utf16le').toString('utf8')), 'without a BOM, by its NULs');
  assert.ok(looksUtf16(Buffer.from('\uFEFF{}', 'utf16le').swap16().toString('utf8')), 'big-endian');
  assert.equal(looksUtf16('{"a": "é\uFFFD"}'), false);
  assert.equal(looksUtf16(''), false);
  assert.deepEqual(parseConfigText('{\r\n  "targets": [\r\n    "openai" "google"\r\n  ]\r\n}', 'c.json'), { error: 'Config file c.json does not parse: line 3, column 14: expected a comma.' });
  assert.match(parseConfigText('{"targets": ["openai"], @}', 'c.json').error!, /line 1, column 25: unexpected character/);
  assert.match(parseConfigText('{"a": "x', 'c.json').error!, /line 1, column \d+: unterminated string/);
  assert.deepEqual(parseConfigText('\uFEFF{"targets": ["openai"]}', 'c.json'), { config: { targets: ['openai'] } });
  assert.match(parseConfigText('{"targets": []}', 'c.json').error!, /^"targets" in config file c\.json is empty/);
});

test('terminal text shows controls, DEL, C1 and bidi controls as escapes; JSON text escapes what JSON.stringify leaves raw', () => {
  assert.equal(terminalText('\u001b[2K\r✓ no problems'), '\\x1b[2K\\r✓ no problems');
  assert.equal(terminalText('a\tb\nc\u007f\u009b\u202e\u2066\u2069\u200f\u2028'), 'a\\tb\\nc\\x7f\\x9b\\u202e\\u2066\\u2069\\u200f\\u2028');
  assert.equal(terminalText('plain — é 😀 \\x1b'), 'plain — é 😀 \\x1b');
  assert.equal(terminalLines('one\u001b\ntwo'), 'one\\x1b\ntwo');
  const json = JSON.stringify({ s: 'a\u001b\u009b\u202e' }, null, 2);
  const safe = jsonText(json);
  assert.doesNotMatch(safe, /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
  assert.deepEqual(JSON.parse(safe), { s: 'a\u001b\u009b\u202e' });
});

test('file URIs: every byte but the unreserved ones is percent-encoded, from the raw bytes when the name is not UTF-8', () => {
  assert.equal(fileUri('a#b?c.json'), 'a%23b%3Fc.json');
  assert.equal(fileUri('dir/100% é[1]:x.json'), 'dir/100%25%20%C3%A9%5B1%5D%3Ax.json');
  assert.equal(fileUri('../up/a.json'), '../up/a.json');
  assert.equal(fileUri('t\uFFFD.json', Buffer.from([0x74, 0xff, 0x2e, 0x6a, 0x73, 0x6f, 0x6e])), 't%FF.json');
  if (process.platform !== 'win32') assert.equal(fileUri('/abs/a#b.json'), 'file:///abs/a%23b.json');
});
