// `npm run playground` (scripts/serve-playground.mjs): serves dist/playground on 127.0.0.1 and prints the address.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { test } from 'node:test';

const SCRIPT = join(import.meta.dirname, '../../scripts/serve-playground.mjs');

test('prints its 127.0.0.1 address, serves the page and its parts, and nothing outside dist/playground', async () => {
  const child = spawn(process.execPath, [SCRIPT, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    let out = '';
    child.stdout.setEncoding('utf8');
    while (!/http:\/\/127\.0\.0\.1:\d+\//.test(out)) out += (await once(child.stdout, 'data'))[0];
    const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)![0];
    const page = await fetch(url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<script src="playground\.js">/);
    for (const part of ['playground.js', 'playground.css', 'typescript.js', 'o200k_base.js', 'tree-sitter-python.wasm']) assert.equal((await fetch(url + part)).status, 200, part);
    assert.equal((await fetch(url + 'tree-sitter-python.wasm')).headers.get('content-type'), 'application/wasm');
    assert.notEqual((await fetch(`${url}..%2f..%2fpackage.json`)).status, 200);
    assert.equal((await fetch(url + 'nope.js')).status, 404);
  } finally {
    child.kill();
  }
});

test('a bad port is a usage error (exit 2)', async () => {
  const child = spawn(process.execPath, [SCRIPT, '--port', 'x'], { stdio: 'ignore' });
  const [code] = await once(child, 'exit');
  assert.equal(code, 2);
});
