// The "New tool..." webview's page (playground/webview-html.ts + dist/playground/builder.js) in headless Chromium under
// its own CSP, with VS Code's webview API stood in for: Insert and Copy post the built tool, which the extension
// writes into the file (textToInsert) and which lints clean there.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { textToInsert, type OutputShape, type ToolModel } from '../../playground/schema-builder';
import { builderHtml } from '../../playground/webview-html';
import { lint, prepare } from '../../shared/src/index';
import { launchChromium, serveStatic, type StaticServer } from './harness';

// Page globals, in the callbacks run in Chromium (this file is type-checked without the DOM library).
declare const window: any;

const PLAYGROUND = join(import.meta.dirname, '../../dist/playground');

let server: StaticServer;
let browser: Browser;
const requests: string[] = [];
const problems: string[] = [];

type Posted = { type: string; model: ToolModel; shape: OutputShape; text: string };

async function open(shape: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('request', (r) => void requests.push(r.url()));
  page.on('pageerror', (e) => void problems.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  // A string, not a function: tsx would put its own helpers into the function's source.
  await page.addInitScript('window.posted = []; window.acquireVsCodeApi = () => ({ postMessage: (m) => window.posted.push(JSON.parse(JSON.stringify(m))) });');
  await page.goto(`${server.url}/webview-${shape}.html`);
  await page.waitForSelector('input[placeholder="get_weather"]');
  return page;
}

before(async () => {
  const pages: Record<string, string> = {};
  for (const shape of ['zod', 'openai']) pages[`/webview-${shape}.html`] = builderHtml({ asset: (f) => `/${f}`, cspSource: "'self'", nonce: 'n0nce', shape });
  server = await serveStatic(PLAYGROUND, pages);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

async function fillWeather(page: Page): Promise<void> {
  await page.fill('input[placeholder="get_weather"]', 'get_weather');
  await page.fill('textarea', 'Get the weather for a city.');
  await page.fill('input[placeholder="name"]', 'city');
  await page.fill('input[placeholder^="What the model"]', 'City name');
  await page.click('button:text("Add parameter")');
  await page.fill('.params-root > .params > fieldset:nth-child(2) input[placeholder="name"]', 'unit');
  await page.fill('.params-root > .params > fieldset:nth-child(2) input[placeholder^="What the model"]', 'Unit; null for the local one');
  await page.fill('.params-root > .params > fieldset:nth-child(2) input[placeholder^="any"]', 'c, f');
  await page.check('.params-root > .params > fieldset:nth-child(2) input[type=checkbox]');
}

test('a TypeScript file: the webview starts on zod; Insert posts the tool, which goes in as zod code that lints clean', async () => {
  const page = await open('zod');
  assert.equal(await page.inputValue('select >> nth=-1'), 'zod');
  assert.equal(await page.textContent('.check'), ''); // No engine in the webview: the server lints the file.
  await fillWeather(page);
  await page.click('button:text("Insert at cursor")');
  const [ready, m] = (await page.evaluate(() => window.posted)) as Posted[];
  assert.equal(ready!.type, 'ready');
  assert.equal(m!.type, 'insert');
  assert.equal(m!.shape, 'zod');
  assert.equal(m!.text, await page.textContent('pre.output'));
  const text = textToInsert(m!.model, m!.shape, 'typescript', '')!;
  assert.equal(text, m!.text);
  const r = lint(text, { languageId: 'typescript', path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.equal(r.tools[0]?.name, 'get_weather');
  assert.deepEqual(r.findings.filter((f) => f.severity !== 'info').map((f) => f.rule), []);
  await page.close();
});

test('a Python file: the posted OpenAI tool goes in as a dict the Python reader reads clean; Copy posts the text', async () => {
  const page = await open('openai');
  await fillWeather(page);
  await page.click('button.copy');
  await page.click('button:text("Insert at cursor")');
  const [, copy, insert] = (await page.evaluate(() => window.posted)) as Posted[];
  assert.equal(copy!.type, 'copy');
  assert.equal(JSON.parse(copy!.text).function.name, 'get_weather');
  await prepare({ languageId: 'python' });
  const dict = textToInsert(insert!.model, insert!.shape, 'python', '')!;
  const r = lint(`TOOLS = [${dict}]\n`, { languageId: 'python', path: 'tools.py', config: { targets: ['openai-strict'] } });
  assert.equal(r.tools[0]?.name, 'get_weather');
  assert.deepEqual(r.findings.filter((f) => f.severity !== 'info').map((f) => f.rule), []);
  await page.close();
});

test('the webview page loads only its script and stylesheet, under a CSP that blocks anything else', () => {
  const files = new Set(requests.map((u) => new URL(u).pathname.replace(/^\/webview-\w+\.html$/, '/page')));
  assert.deepEqual([...files].sort(), ['/builder.js', '/page', '/playground.css']);
  assert.deepEqual(problems, []);
});

test('Edit this tool in the builder: the page opens on the tool\'s model, and Replace posts it back unchanged', async () => {
  const { buildTool, modelFromTool } = await import('../../playground/schema-builder');
  const original = JSON.parse(buildTool({ name: 'find_hotels', description: 'Find hotels.', params: [{ name: 'city', type: 'string', description: 'City', enumValues: [], nullable: false, properties: [] }, { name: 'guests', type: 'object', description: 'Who', enumValues: [], nullable: true, properties: [{ name: 'adults', type: 'integer', description: 'Adults', enumValues: [], nullable: false, properties: [], minimum: '1', maximum: '9' }] }] }, 'mcp'));
  const read = modelFromTool(original)!;
  const pageHtml = builderHtml({ asset: (f) => `/${f}`, cspSource: "'self'", nonce: 'n0nce', shape: read.shape, model: JSON.stringify(read.model) });
  const edit = await serveStatic(PLAYGROUND, { '/edit.html': pageHtml });
  const page = await browser.newPage();
  page.on('pageerror', (e) => void problems.push(e.message));
  await page.addInitScript('window.posted = []; window.acquireVsCodeApi = () => ({ postMessage: (m) => window.posted.push(JSON.parse(JSON.stringify(m))) });');
  await page.goto(`${edit.url}/edit.html`);
  await page.waitForSelector('button:text("Replace the tool")');
  assert.equal(await page.inputValue('input[placeholder="get_weather"]'), 'find_hotels');
  assert.equal(await page.inputValue('.nested input[placeholder="name"]'), 'adults');
  assert.deepEqual(JSON.parse((await page.textContent('pre.output'))!), original);
  await page.click('button:text("Replace the tool")');
  const [, m] = (await page.evaluate(() => window.posted)) as Posted[];
  assert.deepEqual(JSON.parse(textToInsert(m!.model, m!.shape, 'json', '')!), original);
  await page.close();
  await edit.close();
});
