// The web extension (package.json `browser`: vscode.dev, github.dev): the language server runs as a web worker
// (dist/browser/server.js) beside this client, with the same diagnostics, hovers and quick fixes as on desktop where the
// browser allows; there is no file system, so settings come from VS Code and only open documents are read. The status
// bar, the live report and the Auto-strict commands are the desktop's (ui.ts); also "toollint: New tool...".
import * as vscode from 'vscode';
import { LanguageClient, type LanguageClientOptions } from 'vscode-languageclient/browser';
import { LANGUAGES } from '../activation';
import { registerBuilder } from '../builder';
import { registerToolUi } from '../ui';

// The web extension host's Worker (this file is type-checked without the DOM library).
declare const Worker: new (url: string) => ConstructorParameters<typeof LanguageClient>[3];

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<{ client: LanguageClient }> {
  const version = String((context.extension.packageJSON as { version?: unknown }).version ?? '');
  context.subscriptions.push(registerBuilder(context));
  const serverMain = vscode.Uri.joinPath(context.extensionUri, 'dist', 'browser', 'server.js');
  const worker = new Worker(serverMain.toString(true));
  const clientOptions: LanguageClientOptions = {
    // Any scheme: a web workspace's files are not file: URIs.
    documentSelector: LANGUAGES.map((language) => ({ language })),
    synchronize: { configurationSection: 'toollint' },
    initializationOptions: { settings: vscode.workspace.getConfiguration('toollint'), version },
  };
  const c = new LanguageClient('toollint', 'toollint', clientOptions, worker);
  client = c;
  context.subscriptions.push(c);
  const { updateStatus } = registerToolUi(context, { start: async () => c, current: () => c });
  await c.start();
  updateStatus();
  return { client: c };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
