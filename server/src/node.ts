// Node entry of the language server: stdio (`toollint-language-server --stdio`), IPC or a socket, chosen by argv.
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { startServer } from './server';

startServer(createConnection(ProposedFeatures.all));
