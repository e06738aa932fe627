// Headless Chromium (Debian's /usr/bin/chromium, driven by playwright-core; never a downloaded browser) and a static
// server on 127.0.0.1 for the browser tests. Every request the page makes is recorded, to check it stays on its origin.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
  '.json': 'application/json',
  '.png': 'image/png',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a folder on 127.0.0.1 (a free port); `extra` answers paths of its own first (a test page). */
export async function serveStatic(root: string, extra: Record<string, string> = {}): Promise<StaticServer> {
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (extra[path] !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(extra[path]);
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep) && file !== root) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
}

/** A page served from `root` with one extra HTML file (`path`), in a fresh Chromium, its requests recorded. */
export interface OpenPage {
  /** The server's origin. */
  url: string;
  page: Page;
  requests: string[];
  close(): Promise<void>;
}

export async function openStaticPage(root: string, path: string, html: string): Promise<OpenPage> {
  const server = await serveStatic(root, { [path]: html });
  const browser = await launchChromium();
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (r) => void requests.push(r.url()));
  await page.goto(`${server.url}${path}`);
  return {
    url: server.url,
    page,
    requests,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
