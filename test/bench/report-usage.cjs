// Preloaded (node -r) into each process bench.mjs times: prints the process's own CPU time and peak memory at exit.
'use strict';
process.on('exit', () => {
  const u = process.resourceUsage();
  require('node:fs').writeSync(2, `\nBENCH-USAGE ${JSON.stringify({ cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, maxRss: u.maxRSS / 1024 })}\n`);
});
