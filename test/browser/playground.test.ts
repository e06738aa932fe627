// The playground page (dist/playground/) in headless Chromium, as a person uses it: lint a pasted broken tool, read
// its findings, Auto-strict it, build a tool in each shape, keyboard and narrow-window use; and it makes no request
// outside its own origin.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { docsUrl, fix, lint, prepare, RULES } from '../../shared/src/index';
import { EXAMPLES } from '../../playground/examples';
import { launchChromium, serveStatic, type StaticServer } from './harness';

// Page globals, in the callbacks run in Chromium (this file is type-checked without the DOM library).
declare const document: any;
declare const navigator: any;

const PLAYGROUND = join(import.meta.dirname, '../../dist/playground');

const PASTED = JSON.stringify(
  { name: 'search_orders', description: 'Search the orders of a customer.', input_schema: { type: 'object', properties: { customer: { type: 'string', description: 'Customer id' }, status: { type: 'str', description: 'Order status' }, limit: { type: 'integer', description: 'How many', default: 20 } } } },
  null,
  2,
);

let server: StaticServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const requests: string[] = [];
const errors: string[] = [];

before(async () => {
  server = await serveStatic(PLAYGROUND);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  context.on('request', (r) => void requests.push(r.url()));
  page = await context.newPage();
  page.on('pageerror', (e) => void errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto(`${server.url}/`);
  await page.waitForSelector('.finding');
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const ruleIds = (p: Page) => p.$$eval('#panel-lint .finding', (els) => els.map((e) => e.getAttribute('data-rule')!));
const statusText = (p: Page) => p.textContent('#panel-lint .status');

/** Waits until the page lists exactly these findings (in order). */
async function waitForRules(rules: string[]): Promise<void> {
  await page.waitForFunction((want) => [...document.querySelectorAll('#panel-lint .finding')].map((e) => e.getAttribute('data-rule')).join() === want, rules.join());
}

async function paste(text: string): Promise<void> {
  await page.fill('#panel-lint textarea', text);
  await waitForRules(lint(text, { languageId: 'json', path: 'tool.json' }).findings.map((f) => f.rule));
}

test('opens on the broken example with its findings: rule id linked to its page, targets, severity, path', async () => {
  const broken = EXAMPLES.find((e) => e.id === 'broken')!;
  const expected = lint(broken.text, { languageId: 'json', path: 'tool.json' }).findings;
  assert.deepEqual(await ruleIds(page), expected.map((f) => f.rule));
  const first = await page.$eval('#panel-lint .finding', (e) => ({ href: e.querySelector('a.rule')!.getAttribute('href'), text: e.textContent }));
  assert.equal(first.href, docsUrl(expected[0]!.rule));
  assert.ok(first.text!.includes(expected[0]!.pointer) && first.text!.includes(expected[0]!.severity) && first.text!.includes(expected[0]!.targets[0]!), first.text!);
});

test('a pasted broken tool is linted live; token cost per target matches the engine', async () => {
  await paste(PASTED);
  const r = lint(PASTED, { languageId: 'json', path: 'tool.json' });
  const rules = await ruleIds(page);
  assert.deepEqual(rules, r.findings.map((f) => f.rule));
  for (const id of ['invalid-type', 'no-defaults', 'optional-not-required', 'missing-additional-properties-false']) assert.ok(rules.includes(id), `${id} in ${rules}`);
  const cells = await page.$$eval('#panel-lint table.tokens tbody td', (tds) => tds.map((t) => t.textContent));
  const t = r.tools[0]!.tokensByTarget;
  assert.deepEqual(cells, [r.tools[0]!.shape, String(t.openai.perTool), String(t.anthropic.perTool), String(t.google.perTool)]);
});

test('target checkboxes: unticking openai-strict drops its findings', async () => {
  await page.uncheck('#panel-lint input[value="openai-strict"]');
  await page.waitForFunction(() => ![...document.querySelectorAll('#panel-lint .finding-targets')].some((e) => e.textContent!.includes('openai-strict')));
  const r = lint(PASTED, { languageId: 'json', path: 'tool.json', config: { targets: ['anthropic', 'google', 'shape'] } });
  assert.deepEqual(await ruleIds(page), r.findings.map((f) => f.rule));
  await page.check('#panel-lint input[value="openai-strict"]');
  await page.waitForFunction(() => [...document.querySelectorAll('#panel-lint .finding-targets')].some((e) => e.textContent!.includes('openai-strict')));
});

test('Auto-strict shows the fixed text, a diff and copies it; the fixed text lints without the fixed findings', async () => {
  await page.click('#panel-lint button.primary');
  await page.waitForSelector('#panel-lint pre.fixed');
  const expected = fix(PASTED, { languageId: 'json', path: 'tool.json' }).text;
  assert.equal(await page.textContent('#panel-lint pre.fixed'), expected);
  const added = await page.$$eval('#panel-lint pre.diff .add', (e) => e.map((x) => x.textContent));
  assert.ok(added.some((l) => l!.includes('"additionalProperties": false')), added.join(''));
  assert.ok((await page.$$('#panel-lint pre.diff .del')).length > 0);
  await page.click('#panel-lint .fix-output button.copy');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected);
  await page.click('#panel-lint .fix-output button:text("Use fixed text")');
  await page.waitForFunction((t) => document.querySelector('#panel-lint textarea').value === t, expected);
  await page.waitForFunction(() => !document.querySelector('#panel-lint [data-rule="missing-additional-properties-false"]'));
  const left = await ruleIds(page);
  for (const id of ['no-defaults', 'optional-not-required', 'missing-additional-properties-false']) assert.ok(!left.includes(id), `${id} still in ${left}`);
});

test('the example chips: the clean tool has no error; TypeScript (zod) and Python are read in the page', async () => {
  await prepare({ languageId: 'python' });
  for (const e of EXAMPLES) {
    await page.click(`#panel-lint .chip[data-example="${e.id}"]`);
    const expected = lint(e.text, { languageId: e.languageId, path: `tool.${e.languageId === 'python' ? 'py' : e.languageId === 'typescript' ? 'ts' : 'json'}` }).findings.map((f) => f.rule);
    await waitForRules(expected);
    assert.match((await statusText(page))!, /^1 tool;/);
    assert.ok(!expected.includes('not-analyzable'), `${e.id}: ${expected}`);
    if (e.id === 'clean') assert.match((await statusText(page))!, /0 errors/);
    else assert.ok(expected.length > 0, e.id);
  }
});

test('Build mode: a tool built with nested rows lints clean for openai-strict, in the page and on Node, in every shape', async () => {
  await page.click('#tab-build');
  const b = '#panel-build';
  await page.fill(`${b} input[placeholder="get_weather"]`, 'find_hotels');
  await page.fill(`${b} textarea`, 'Find hotels in a city for given dates.');
  const row = (n: number) => `${b} .params-root > .params > fieldset:nth-child(${n})`;
  await page.fill(`${row(1)} input[placeholder="name"]`, 'city');
  await page.fill(`${row(1)} input[placeholder^="What the model"]`, 'City name');
  await page.click(`${b} button:text("Add parameter")`);
  await page.fill(`${row(2)} input[placeholder="name"]`, 'sort');
  await page.fill(`${row(2)} input[placeholder^="What the model"]`, 'Sort order; null for relevance');
  await page.fill(`${row(2)} input[placeholder^="any"]`, 'price, rating');
  await page.check(`${row(2)} input[type=checkbox]`);
  await page.click(`${b} button:text("Add parameter")`);
  await page.fill(`${row(3)} input[placeholder="name"]`, 'guests');
  await page.selectOption(`${row(3)} select`, 'object');
  await page.fill(`${row(3)} input[placeholder^="What the model"]`, 'Who stays');
  await page.fill(`${row(3)} .nested input[placeholder="name"]`, 'adults');
  await page.selectOption(`${row(3)} .nested select`, 'integer');
  await page.fill(`${row(3)} .nested input[placeholder^="What the model"]`, 'Number of adults');
  await page.click(`${b} button:text("Add parameter")`);
  await page.fill(`${row(4)} input[placeholder="name"]`, 'amenities');
  await page.selectOption(`${row(4)} select`, 'array');
  await page.fill(`${row(4)} > .param-main input[placeholder^="What the model"]`, 'Amenities wanted');
  await page.fill(`${row(4)} .nested input[placeholder^="What the model"]`, 'One amenity');

  for (const shape of ['openai', 'anthropic', 'mcp', 'gemini', 'zod']) {
    await page.selectOption(`${b} .column:last-child select`, shape);
    await page.waitForFunction(() => document.querySelector('#panel-build .check .ok') !== null);
    const text = (await page.textContent(`${b} pre.output`))!;
    const r = lint(text, { languageId: shape === 'zod' ? 'typescript' : 'json', config: { targets: ['openai-strict', 'shape'] } });
    assert.equal(r.tools.length, 1, text);
    assert.deepEqual(r.findings.filter((f) => f.severity !== 'info').map((f) => f.rule), [], `${shape}\n${text}`);
    if (shape === 'openai') {
      const params = JSON.parse(text).function.parameters;
      assert.deepEqual(params.required, ['city', 'sort', 'guests', 'amenities']);
      assert.deepEqual(params.properties.sort, { type: ['string', 'null'], description: 'Sort order; null for relevance', enum: ['price', 'rating', null] });
      assert.deepEqual(params.properties.guests.properties.adults, { type: 'integer', description: 'Number of adults' });
      assert.equal(params.properties.amenities.items.description, 'One amenity');
    }
  }
  // Removing a row takes it out of the output.
  await page.click(`${row(4)} > .param-main button.remove`);
  assert.doesNotMatch((await page.textContent(`${b} pre.output`))!, /amenities/);
});

test('the rules table is the rule registry, each rule linked to its page', async () => {
  await page.click('#tab-rules');
  const rows = await page.$$eval('#panel-rules tbody tr', (trs) => trs.map((tr) => ({ id: tr.getAttribute('data-rule'), href: tr.querySelector('a')!.getAttribute('href') })));
  assert.deepEqual(rows, RULES.map((r) => ({ id: r.meta.id, href: docsUrl(r.meta.id) })));
});

test('keyboard: the tabs move with the arrow keys, and every control has a label', async () => {
  await page.focus('#tab-rules');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-lint');
  assert.equal(await page.getAttribute('#tab-lint', 'aria-selected'), 'true');
  assert.equal(await page.isVisible('#panel-lint textarea'), true);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-rules');
  await page.keyboard.press('Home');
  const unlabelled = await page.$$eval('input, select, textarea', (els) =>
    els.filter((e) => !e.classList.contains('offscreen') && !e.getAttribute('aria-label') && !(e.id && document.querySelector(`label[for="${e.id}"]`))).map((e) => e.outerHTML),
  );
  assert.deepEqual(unlabelled, []);
});

test('a narrow window (360 px) has no horizontal scrolling', async () => {
  const narrow = await context.newPage();
  await narrow.setViewportSize({ width: 360, height: 740 });
  for (const tab of ['lint', 'build', 'rules']) {
    await narrow.goto(`${server.url}/#${tab}`);
    await narrow.waitForSelector(`#panel-${tab}:not([hidden])`);
    if (tab === 'lint') await narrow.waitForSelector('.finding');
    const { scroll, client } = await narrow.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    assert.ok(scroll <= client, `${tab}: ${scroll} > ${client}`);
  }
  await narrow.close();
});

test('the page made no request outside its own origin, and no error', () => {
  assert.ok(requests.length >= 3, requests.join('\n'));
  assert.deepEqual(requests.filter((u) => !u.startsWith(`${server.url}/`)), []);
  assert.deepEqual(errors, []);
});
