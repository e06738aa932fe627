// The report's HTML: tools by cost (a bar per tool, stacked by property, with the budget line), totals per target and
// per request, the findings grouped by tool; laid out in one column, so a narrow panel reads as well as a wide one.
// Every string from the file is escaped; the page runs only its own script (a nonce), which sends clicks back.
import type { ReportFinding, ReportResult, ReportTool } from '../../server/src/protocol';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const SEGMENT_COLORS = ['blue', 'green', 'yellow', 'orange', 'purple', 'red'].map((c) => `var(--vscode-charts-${c})`);
const n = (x: number) => x.toLocaleString('en-US');
const at = (r: { start: { line: number; character: number } }) => `data-line="${r.start.line}" data-character="${r.start.character}"`;

/** One tool's bar: its properties' shares in turn, then the rest (name, description, frame), against the scale. */
function bar(t: ReportTool, scale: number): string {
  const parts = [...(t.properties ?? [])].sort((a, b) => b.tokens - a.tokens);
  const own = Math.max(0, t.tokens.openai - parts.reduce((s, p) => s + p.tokens, 0));
  const pct = (x: number) => (scale > 0 ? ((x / scale) * 100).toFixed(2) : '0');
  const segments = parts
    .filter((p) => p.tokens > 0)
    .map((p, i) => `<span class="seg" style="width:${pct(p.tokens)}%;background:${SEGMENT_COLORS[i % SEGMENT_COLORS.length]}" title="${esc(p.name)}: ${n(p.tokens)} tokens"></span>`);
  segments.push(`<span class="seg own" style="width:${pct(own)}%" title="name, description and schema frame: ${n(own)} tokens"></span>`);
  return `<div class="bar">${segments.join('')}</div>`;
}

function findingItem(f: ReportFinding): string {
  return `<li class="finding ${esc(f.severity)}" ${at(f.range)} tabindex="0"><b>${esc(f.severity)}</b> ${esc(f.rule)}${f.targets.length ? ` <span class="dim">[${esc(f.targets.join(', '))}]</span>` : ''} <span class="dim">line ${f.range.start.line + 1}</span><br>${esc(f.message)}</li>`;
}

/** The report's body (everything but the page frame and its script). */
export function reportBody(report: ReportResult, file: string): string {
  const tools = [...report.tools].sort((a, b) => b.tokens.openai - a.tokens.openai);
  const budget = report.budget ?? 0;
  const scale = Math.max(budget, ...tools.map((t) => t.tokens.openai), 1);
  const totals = report.totals;
  const totalRows = totals
    ? `<table class="totals"><tr><th>target</th><th>tools per call</th><th>one request</th></tr>
<tr><td>OpenAI</td><td>${n(totals.openai.perCall)}</td><td>${n(totals.openai.perRequest)}</td></tr>
<tr><td>Anthropic (estimate)</td><td>~${n(totals.anthropic.perCall)}</td><td>~${n(totals.anthropic.perRequest)}</td></tr>
<tr><td>Google (estimate)</td><td>~${n(totals.google.perCall)}</td><td>~${n(totals.google.perRequest)}</td></tr></table>`
    : '';
  const chart = tools.length
    ? `<h3>Tokens per call by tool <span class="dim">(OpenAI${budget ? `; the line is the budget, ${n(budget)}` : ''})</span></h3>
<div class="chart">${budget ? `<div class="budget" style="left:${((budget / scale) * 100).toFixed(2)}%" title="budget: ${n(budget)} tokens"></div>` : ''}${tools
        .map((t) => `<div class="row tool-link" ${at(t.range)} tabindex="0" title="reveal ${esc(t.name)}"><div class="label"><span class="name">${esc(t.name)}</span> <span class="dim">${n(t.tokens.openai)}${budget && t.tokens.openai > budget ? ' · over budget' : ''}</span></div>${bar(t, scale)}</div>`)
        .join('')}</div>`
    : '';
  const perTool = tools
    .map(
      (t) => `<section class="tool"><h4 class="tool-link" ${at(t.range)} tabindex="0">${esc(t.name)} <span class="dim">${esc(t.shape)} · line ${t.range.start.line + 1} · ${n(t.tokens.openai)} tokens/call · ~${n(t.tokens.anthropic)} Anthropic · ~${n(t.tokens.google)} Google · ${n(t.descriptionChars)} description chars</span></h4>${
        t.findings.length ? `<ul>${t.findings.map(findingItem).join('')}</ul>` : '<p class="dim">No findings.</p>'
      }</section>`,
    )
    .join('');
  const fileFindings = report.fileFindings?.length ? `<section class="tool"><h4>The file and its tool lists</h4><ul>${report.fileFindings.map(findingItem).join('')}</ul></section>` : '';
  const errors = [...report.tools.flatMap((t) => t.findings), ...(report.fileFindings ?? [])].filter((f) => f.severity === 'error').length;
  return `<header><h2>${esc(file)}</h2><button id="refresh" title="Lint the file again and redraw">Refresh</button></header>
${report.skipped ? `<p>${esc(report.skipped)}</p>` : ''}
<p>${report.tools.length} tool${report.tools.length === 1 ? '' : 's'} · ${errors} error${errors === 1 ? '' : 's'} · Anthropic and Google figures are estimates.</p>
${totalRows}${chart}<h3>Findings by tool</h3>${perTool || '<p class="dim">No tools in this file.</p>'}${fileFindings}`;
}

const STYLE = `body{font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);color:var(--vscode-foreground);padding:0 12px;max-width:60em}
header{display:flex;align-items:center;justify-content:space-between;gap:8px;flex-wrap:wrap}
button{color:var(--vscode-button-foreground);background:var(--vscode-button-background);border:none;padding:4px 10px;cursor:pointer}
.dim{opacity:.75;font-weight:normal}.totals{border-collapse:collapse}.totals td,.totals th{border:1px solid var(--vscode-panel-border);padding:2px 8px;text-align:right}.totals td:first-child,.totals th:first-child{text-align:left}
.chart{position:relative;margin:8px 0}.row{margin:0 0 6px;cursor:pointer}.label{overflow-wrap:anywhere}
.bar{display:flex;height:12px;background:var(--vscode-editorWidget-background)}.seg{display:block;height:100%;min-width:1px}.seg.own{background:var(--vscode-descriptionForeground);opacity:.5}
.budget{position:absolute;top:0;bottom:0;border-left:2px dashed var(--vscode-editorError-foreground);z-index:1;pointer-events:none}
.tool h4{margin:12px 0 4px;cursor:pointer;overflow-wrap:anywhere}ul{margin:0;padding-left:18px}.finding{margin:2px 0;cursor:pointer;overflow-wrap:anywhere}
.finding.error b{color:var(--vscode-editorError-foreground)}.finding.warning b{color:var(--vscode-editorWarning-foreground)}.finding.info b{color:var(--vscode-editorInfo-foreground)}
.tool-link:hover,.finding:hover{text-decoration:underline}`;

/** The page: a frame whose script receives new bodies (so scrolling stays) and sends back clicks and refreshes. */
export function reportPage(body: string, nonce: string, cspSource: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src ${cspSource} 'unsafe-inline'; script-src 'nonce-${nonce}';">
<style>${STYLE}</style></head><body><main id="report">${body}</main>
<script nonce="${nonce}">
const vscode = acquireVsCodeApi();
const main = document.getElementById('report');
window.addEventListener('message', (e) => { if (e.data && e.data.type === 'body') main.innerHTML = e.data.body; });
const act = (e) => {
  if (e.target.closest('#refresh')) return vscode.postMessage({ type: 'refresh' });
  const el = e.target.closest('[data-line]');
  if (el) vscode.postMessage({ type: 'reveal', line: Number(el.dataset.line), character: Number(el.dataset.character) });
};
document.addEventListener('click', act);
document.addEventListener('keydown', (e) => { if (e.key === 'Enter') act(e); });
</script></body></html>`;
}

/** A fresh nonce for the page's one script. */
export function nonce(): string {
  let s = '';
  for (let i = 0; i < 32; i++) s += 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(Math.random() * 62)];
  return s;
}
