// Node entry of the language server: stdio (`toollint-language-server --stdio`), IPC or a socket, chosen by argv.
import { setFlagsFromString } from 'node:v8';
import { ProposedFeatures, createConnection } from 'vscode-languageserver/node';
import { startServer } from './server';

// A long-lived editor process, where each lint of a big file turns the whole previous result into garbage: the old
// generation grows to 1.5x what survived the last full collection (V8's default goes up to 4x when collections are
// cheap), and a lint's temporaries get a larger young generation to die in. On 50 edits of a 2 MB file: resident
// memory about 340 MB instead of 450-700 MB, for the same lint time (npm run bench).
setFlagsFromString('--heap-growing-percent=50');
setFlagsFromString('--max-semi-space-size=64');

startServer(createConnection(ProposedFeatures.all));
