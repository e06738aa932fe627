#!/usr/bin/env node
'use strict';
require('../dist/cli.js').run(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
