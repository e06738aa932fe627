#!/usr/bin/env node
'use strict';
// The language server for any LSP client: toollint-language-server --stdio
if (!process.argv.some((a) => a === '--stdio' || a === '--node-ipc' || a.startsWith('--socket='))) process.argv.push('--stdio');
require('../dist/server.js');
