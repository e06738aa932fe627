// The page of VS Code's "New tool..." webview (client/src/builder.ts): the Build bundle and its stylesheet, nothing
// else allowed (its CSP). Pure, so the browser tests load the same page.

export interface WebviewPage {
  /** URL of a file of dist/playground as the webview may load it. */
  asset: (file: string) => string;
  /** The webview's own source for styles (webview.cspSource). */
  cspSource: string;
  nonce: string;
  shape: string;
  /** The tool being edited, as the builder's model (JSON), for "Edit this tool in the builder". */
  model?: string;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function builderHtml(p: WebviewPage): string {
  const csp = [`default-src 'none'`, `script-src 'nonce-${p.nonce}'`, `style-src ${p.cspSource}`, `img-src data:`].join('; ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${attr(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${attr(p.asset('playground.css'))}">
<title>New tool</title></head>
<body><main id="app" class="builder-page" data-shape="${attr(p.shape)}"${p.model === undefined ? '' : ` data-model="${attr(p.model)}"`}></main>
<script nonce="${attr(p.nonce)}" src="${attr(p.asset('builder.js'))}"></script></body></html>`;
}
