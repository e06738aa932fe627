// The language client (vscode-languageclient and all it brings): bundled apart as dist/client-lazy.js and loaded only
// when the first document that may hold tools opens, so activation stays cheap.
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  LanguageClient,
  State,
  TransportKind,
  type DocumentSelector,
  type ErrorHandler,
  type LanguageClientOptions,
  type Message,
  type ServerOptions,
} from 'vscode-languageclient/node';

export { lintMcpServers } from './mcp';

const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 3 * 60 * 1000;

/** Restarts a crashed server a few times, then stops and says where to look. */
class BoundedRestarts implements ErrorHandler {
  private restarts: number[] = [];
  constructor(private readonly output: vscode.LogOutputChannel) {}

  error(_error: Error, _message: Message | undefined, count: number | undefined) {
    return { action: count !== undefined && count <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown };
  }

  closed() {
    const now = Date.now();
    this.restarts = this.restarts.filter((t) => now - t < RESTART_WINDOW_MS);
    if (this.restarts.length < MAX_RESTARTS) {
      this.restarts.push(now);
      this.output.info(`toollint server stopped; restarting (${this.restarts.length} of ${MAX_RESTARTS} within 3 minutes).`);
      return { action: CloseAction.Restart };
    }
    void vscode.window.showErrorMessage(`The toollint server crashed ${MAX_RESTARTS} times in 3 minutes and was stopped. See Output › toollint for details.`, 'Show Output', 'Restart').then((choice) => {
      if (choice === 'Show Output') this.output.show();
      if (choice === 'Restart') void vscode.commands.executeCommand('toollint.restartServer');
    });
    return { action: CloseAction.DoNotRestart };
  }
}

export interface ClientOptions {
  selector: DocumentSelector;
  output: vscode.LogOutputChannel;
  version: string;
  /** Called each time the server is running again (first start, restart, restart after a crash). */
  onRunning: () => void;
}

export function createClient(context: vscode.ExtensionContext, opts: ClientOptions): LanguageClient {
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: opts.selector,
    synchronize: {
      configurationSection: 'toollint',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/toollint.config.json'),
    },
    outputChannel: opts.output,
    errorHandler: new BoundedRestarts(opts.output),
    initializationOptions: { settings: vscode.workspace.getConfiguration('toollint'), version: opts.version },
  };
  const client = new LanguageClient('toollint', 'toollint', serverOptions, clientOptions);
  client.onDidChangeState((e) => {
    if (e.newState === State.Running) opts.onRunning();
  });
  return client;
}
