#!/usr/bin/env node
'use strict';
// The bundle is loaded with a V8 code cache (load-bundle.js): a run after the first compiles little of it again.
require('./load-bundle.js')
  .loadBundle(require('node:path').join(__dirname, '..', 'dist', 'cli.js'))
  .run(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
