// A minimal LSP client over stdio for the protocol tests (vscode-languageserver-protocol).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

export const SERVER = join(__dirname, '..', '..', 'bin', 'toollint-language-server.js');

export interface TestClient {
  connection: ProtocolConnection;
  process: ChildProcess;
  /** Resolves with the next diagnostics for `uri` that satisfy `test`. */
  diagnostics(uri: string, test?: (p: PublishDiagnosticsParams) => boolean, timeoutMs?: number): Promise<PublishDiagnosticsParams>;
  all: PublishDiagnosticsParams[];
  close(): Promise<void>;
}

export async function startClient(initializationOptions?: unknown): Promise<TestClient> {
  const child = spawn(process.execPath, [SERVER, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const all: PublishDiagnosticsParams[] = [];
  const waiters: { uri: string; test: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    all.push(p);
    for (const w of [...waiters]) {
      if (w.uri === p.uri && w.test(p)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p);
      }
    }
  });
  connection.onRequest('workspace/configuration', () => [{}]);
  connection.onNotification('window/showMessage', () => undefined);
  connection.onNotification('window/logMessage', () => undefined);
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: { textDocument: { publishDiagnostics: { versionSupport: true, relatedInformation: true, codeDescriptionSupport: true, dataSupport: true } } },
    initializationOptions,
  });
  await connection.sendNotification('initialized', {});
  return {
    connection,
    process: child,
    all,
    diagnostics(uri, test = () => true, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching diagnostics for ${uri} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ uri, test, resolve: (p) => (clearTimeout(timer), resolve(p)) });
      });
    },
    async close() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => (clearTimeout(kill), resolve()));
      });
      connection.dispose();
    },
  };
}
