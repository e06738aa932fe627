// A second, independent LSP client: Debian's neovim runs the bare server headless and receives diagnostics.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const ROOT = join(__dirname, '..', '..');

test('neovim receives toollint diagnostics and a hover over stdio', { timeout: 60_000 }, () => {
  const which = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
  assert.equal(which.status, 0, 'neovim is installed by .ci/run (apt-get install neovim)');
  const dir = mkdtempSync(join(tmpdir(), 'toollint-nvim-'));
  try {
    const file = join(dir, 'book_flight.json');
    copyFileSync(join(__dirname, '..', 'fixtures', 'book_flight.json'), file);
    const r = spawnSync('nvim', ['--headless', '-u', 'NONE', '-i', 'NONE', '-n', '-c', `luafile ${join(__dirname, 'check.lua')}`, '--', file, join(ROOT, 'bin', 'toollint-language-server.js'), process.execPath], {
      encoding: 'utf8',
      timeout: 50_000,
      env: { ...process.env, HOME: dir, XDG_STATE_HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
    const out = r.stdout;
    assert.equal(r.status, 0, out + r.stderr);
    assert.match(out, /^diagnostics received \d+$/m);
    assert.match(out, /^diagnostic 13:9 toollint untyped-property \[openai-strict, openai, anthropic, google\] Property `notes` has no type/m);
    assert.match(out, /^hover \*\*`book_flight`\*\*/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
