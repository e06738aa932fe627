// The engine's browser build (dist/browser/, scripts/build-browser.mjs) in headless Chromium: no Node built-in in any
// bundle, the lazy parts loaded on demand from the bundle's own folder, and the same findings and hashes as on Node.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { lint } from '../../shared/src/index';
import { openStaticPage, type OpenPage } from './harness';

const DIST = join(import.meta.dirname, '../../dist');

const BROKEN = JSON.stringify([{ type: 'function', function: { name: 'get_weather', description: 'Weather.', parameters: { type: 'object', properties: { city: { type: 'string' }, days: { type: 'integer', default: 3 } } } } }], null, 2);
const TS = `import { z } from 'zod';\nimport { tool } from 'ai';\nexport const weather = tool({ description: 'Weather for a city.', parameters: z.object({ city: z.string().optional() }), execute: async () => 1 });\n`;
const PY = `from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("w")\n\n@mcp.tool()\ndef weather(city: str, days: int = 3) -> str:\n    """Weather for a city."""\n    return city\n`;

let opened: OpenPage;
let page: Page;
let requests: string[];

before(async () => {
  opened = await openStaticPage(DIST, '/test.html', '<!doctype html><meta charset="utf-8"><script src="/browser/toollint.js"></script>');
  ({ page, requests } = opened);
});

after(() => opened?.close());

test('no browser bundle requires a Node built-in', () => {
  const bundles = [...readdirSync(join(DIST, 'browser')).filter((f) => f.endsWith('.js')).map((f) => join(DIST, 'browser', f))];
  assert.ok(bundles.length >= 5, bundles.join());
  for (const file of bundles) {
    const text = readFileSync(file, 'utf8');
    assert.deepEqual(text.match(/require\(\s*["'`](node:[^"'`]*|fs|path|fs\/promises|os|crypto|child_process|module)["'`]\s*\)/g) ?? [], [], file);
    assert.doesNotMatch(text, /from\s*["']node:/, file);
  }
});

type Summary = { rules: string[]; tools: { name: string; tokens: number; schemaHash: string }[] };

async function lintInPage(text: string, languageId: string): Promise<Summary & { loadErrors: string[] }> {
  return page.evaluate(
    async ({ text, languageId }) => {
      const t = (globalThis as any).toollint;
      const loadErrors = await t.prepareBrowser({ languageId });
      const r = t.lint(text, { languageId });
      return { loadErrors, rules: r.findings.map((f: any) => f.rule).sort(), tools: r.tools.map((x: any) => ({ name: x.name, tokens: x.tokens, schemaHash: x.schemaHash })) };
    },
    { text, languageId },
  );
}

function lintInNode(text: string, languageId: string): Summary {
  const r = lint(text, { languageId });
  return { rules: r.findings.map((f) => f.rule).sort(), tools: r.tools.map((x) => ({ name: x.name, tokens: x.tokens, schemaHash: x.schemaHash })) };
}

test('JSON: same findings, token counts and schema hashes as on Node; the tokenizer table loaded on demand, TypeScript and the .wasm not', async () => {
  const got = await lintInPage(BROKEN, 'json');
  assert.deepEqual(got.loadErrors, []);
  const { loadErrors: _, ...summary } = got;
  assert.deepEqual(summary, lintInNode(BROKEN, 'json'));
  assert.ok(summary.rules.includes('no-defaults') && summary.rules.includes('optional-not-required'), summary.rules.join());
  assert.ok(requests.some((u) => u.endsWith('/browser/o200k_base.js')));
  assert.ok(!requests.some((u) => u.endsWith('/browser/typescript.js') || u.endsWith('.wasm')), requests.join('\n'));
});

test('TypeScript: the parser chunk is loaded on demand and reads zod as on Node', async () => {
  const got = await lintInPage(TS, 'typescript');
  assert.deepEqual(got.loadErrors, []);
  assert.ok(requests.some((u) => u.endsWith('/browser/typescript.js')));
  const { loadErrors: _, ...summary } = got;
  assert.deepEqual(summary, lintInNode(TS, 'typescript'));
  assert.equal(summary.tools[0]?.name, 'weather');
});

test('Python: the parser and its .wasm come from the bundle folder and read FastMCP as on Node', async () => {
  const { prepare } = await import('../../shared/src/index');
  await prepare({ languageId: 'python' });
  const got = await lintInPage(PY, 'python');
  assert.deepEqual(got.loadErrors, []);
  assert.ok(requests.some((u) => u.endsWith('/browser/tree-sitter-python.wasm')));
  const { loadErrors: _, ...summary } = got;
  assert.deepEqual(summary, lintInNode(PY, 'python'));
  assert.equal(summary.tools[0]?.name, 'weather');
});

test('Auto-strict runs in the page', async () => {
  const fixed = await page.evaluate((text) => (globalThis as any).toollint.fix(text, { languageId: 'json' }).text as string, BROKEN);
  assert.equal(fixed, (await import('../../shared/src/index')).fix(BROKEN, { languageId: 'json' }).text);
  assert.notEqual(fixed, BROKEN);
});

test('every request stayed on the page origin', () => {
  assert.ok(requests.length > 0);
  assert.deepEqual(requests.filter((u) => !u.startsWith(`${opened.url}/`)), []);
});
