#!/usr/bin/env node
'use strict';
// V8 for a short batch run, set before the bundle loads: TurboFan optimizes later (a larger interrupt budget) and
// inlines nothing, so it compiles fewer and smaller functions (its compiling was about 31% of the CPU of a cold run).
// Measured in instructions (valgrind): corpus --format json 25.4 G -> 19.0 G, a 3,000-tool file 15.5 G -> 11.7 G.
// Flags given to node itself are left as they are.
if (!/--(no-)?turbo-inlining|--interrupt-budget/.test(process.execArgv.join(' '))) {
  require('node:v8').setFlagsFromString('--interrupt-budget=400000 --no-turbo-inlining');
}
// The bundle (and TypeScript's chunk, for .ts files) is loaded with a V8 code cache (load-bundle.js): a run after the
// first compiles little of it again.
require('./load-bundle.js')
  .loadBundle(require('node:path').join(__dirname, '..', 'dist', 'cli.js'), ['./typescript.js'])
  .run(process.argv.slice(2))
  .then((code) => {
    process.exitCode = code;
  });
