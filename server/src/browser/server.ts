// Browser entry of the language server (dist/browser/server.js): the same startServer as on Node, in a web worker,
// over the worker's message channel (vscode-languageserver/browser). There is no file system: the settings come from
// the client and the open documents are all it reads (scripts/build-browser.mjs swaps the server's file access for
// no-files.ts). The engine's lazy parts load from beside this file when a document first needs them.
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { startServer } from '../server';

const worker = globalThis as unknown as ConstructorParameters<typeof BrowserMessageReader>[0];
startServer(createConnection(new BrowserMessageReader(worker), new BrowserMessageWriter(worker)));
