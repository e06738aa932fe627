// The Build mode on its own (dist/playground/builder.js), for VS Code's "toollint: New tool..." webview: its Insert
// and Copy go to the extension through the webview's message channel.
import { h } from './dom';
import { mountBuilder } from './build-mode';
import type { OutputShape } from './schema-builder';

interface VsCodeApi {
  postMessage(message: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

function start(): void {
  const root = document.getElementById('app')!;
  const vscode = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : undefined;
  const shape = (root.dataset.shape as OutputShape | undefined) ?? 'openai';
  const builder = mountBuilder({
    shape,
    actions: (output) =>
      vscode
        ? [
            h('button', { type: 'button', className: 'primary', onclick: () => vscode.postMessage({ type: 'insert', ...output() }) }, 'Insert at cursor'),
          ]
        : [],
  });
  root.replaceChildren(builder.element);
  root.querySelector<HTMLInputElement>('input')?.focus();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
