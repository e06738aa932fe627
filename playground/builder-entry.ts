// The Build mode on its own (dist/playground/builder.js), for VS Code's "toollint: New tool..." webview: Insert and
// Copy go to the extension through the webview's message channel, which writes the tool in the file's own language.
import { h } from './dom';
import { mountBuilder, type BuildMode } from './build-mode';
import { OUTPUT_SHAPES, type OutputShape, type ToolModel } from './schema-builder';

interface VsCodeApi {
  postMessage(message: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

function start(): void {
  const root = document.getElementById('app')!;
  const vscode = typeof acquireVsCodeApi === 'function' ? acquireVsCodeApi() : undefined;
  const asked = root.dataset.shape as OutputShape | undefined;
  const shape = OUTPUT_SHAPES.some((s) => s.id === asked) ? asked : 'openai';
  // "Edit this tool in the builder": the tool's model, which Insert writes back in its place.
  let model: ToolModel | undefined;
  try {
    model = root.dataset.model ? (JSON.parse(root.dataset.model) as ToolModel) : undefined;
  } catch {
    model = undefined;
  }
  let builder: BuildMode | undefined;
  const send = (type: 'insert' | 'copy') => builder && vscode?.postMessage({ type, model: builder.model, ...builder.output() });
  builder = mountBuilder({
    shape,
    model,
    copy: vscode ? () => send('copy') : undefined,
    actions: () => (vscode ? [h('button', { type: 'button', className: 'primary', onclick: () => send('insert') }, model ? 'Replace the tool' : 'Insert at cursor')] : []),
  });
  root.replaceChildren(builder.element);
  root.querySelector<HTMLInputElement>('input')?.focus();
  vscode?.postMessage({ type: 'ready' });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
