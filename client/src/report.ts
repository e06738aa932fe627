// The per-file report: a table of tools, tokens per target and findings (static HTML, no scripts).
import type { ReportResult } from '../../server/src/protocol';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function reportHtml(report: ReportResult, file: string): string {
  const rows = report.tools
    .map((t) => {
      const findings = t.findings.length
        ? `<ul>${t.findings.map((f) => `<li><b>${esc(f.severity)}</b> ${esc(f.rule)} ${f.targets.length ? `[${esc(f.targets.join(', '))}]` : ''} ${esc(f.message)}</li>`).join('')}</ul>`
        : 'none';
      return `<tr><td>${esc(t.name)}<br><small>${esc(t.shape)} · line ${t.range.start.line + 1} · ${esc(t.schemaHash)}</small></td><td>${t.tokens.openai}</td><td>~${t.tokens.anthropic}</td><td>~${t.tokens.google}</td><td>${t.tokens.heuristic}</td><td>${t.descriptionChars}</td><td>${findings}</td></tr>`;
    })
    .join('');
  const total = report.tools.reduce((n, t) => n + t.tokens.openai, 0);
  const perRequest = report.tools[0]?.tokens.openaiPerRequest ?? 0;
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';">
<style>body{font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);color:var(--vscode-foreground)}table{border-collapse:collapse;width:100%}td,th{border:1px solid var(--vscode-panel-border);padding:4px 6px;vertical-align:top;text-align:left}ul{margin:0;padding-left:16px}</style></head>
<body><h2>${esc(file)}</h2>${report.skipped ? `<p>${esc(report.skipped)}</p>` : ''}
<p>${report.tools.length} tools · ${total} OpenAI tokens per call (+${perRequest} once per request). Anthropic and Google figures are estimates.</p>
<table><tr><th>tool</th><th>OpenAI</th><th>Anthropic</th><th>Google</th><th>heuristic</th><th>description chars</th><th>findings</th></tr>${rows}</table></body></html>`;
}
