// `npm run playground`: serves dist/playground (built by `npm run build`) on 127.0.0.1 and prints the address.
// Usage: node scripts/serve-playground.mjs [--port N] (default 5173; 0 picks a free port).
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/playground');
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.wasm': 'application/wasm', '.map': 'application/json' };
const i = process.argv.indexOf('--port');
const port = i > 0 ? Number(process.argv[i + 1]) : Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`toollint playground: --port must be a port number (got ${process.argv[i + 1]})`);
  process.exit(2);
}
if (!existsSync(join(ROOT, 'index.html'))) {
  console.error('toollint playground: dist/playground/index.html is missing; run `npm run build` first.');
  process.exit(2);
}

const server = createServer(async (req, res) => {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return void res.writeHead(400).end();
  }
  const file = normalize(join(ROOT, path.endsWith('/') ? `${path}index.html` : path));
  if (!file.startsWith(ROOT + sep)) return void res.writeHead(403).end();
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'x-content-type-options': 'nosniff' }).end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
});
server.on('error', (e) => {
  console.error(`toollint playground: ${e.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`toollint playground: http://127.0.0.1:${server.address().port}/`);
});
