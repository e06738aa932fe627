// Writes the README's playground pictures, docs/playground-lint.png and docs/playground-build.png, from the built page
// in headless Chromium: `npm run build && npx tsx test/browser/screenshots.ts`.
import { join } from 'node:path';
import { launchChromium, serveStatic } from './harness';

const ROOT = join(import.meta.dirname, '../..');

async function main(): Promise<void> {
  const server = await serveStatic(join(ROOT, 'dist/playground'));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 }, colorScheme: 'light' });
    await page.goto(`${server.url}/#lint`);
    await page.waitForSelector('.finding');
    await page.screenshot({ path: join(ROOT, 'docs/playground-lint.png') });

    await page.goto(`${server.url}/#build`);
    const b = '#panel-build';
    await page.fill(`${b} input[placeholder="get_weather"]`, 'get_weather');
    await page.fill(`${b} textarea`, 'Get the current weather for a city.');
    const row = (n: number) => `${b} .params-root > .params > fieldset:nth-child(${n})`;
    await page.fill(`${row(1)} input[placeholder="name"]`, 'city');
    await page.fill(`${row(1)} input[placeholder^="What the model"]`, 'City name, e.g. "Paris"');
    await page.click(`${b} button:text("Add parameter")`);
    await page.fill(`${row(2)} input[placeholder="name"]`, 'unit');
    await page.fill(`${row(2)} input[placeholder^="What the model"]`, 'Temperature unit; null for the local one');
    await page.fill(`${row(2)} input[placeholder^="any"]`, 'celsius, fahrenheit');
    await page.check(`${row(2)} input[type=checkbox]`);
    await page.waitForSelector(`${b} .check .ok`);
    await page.screenshot({ path: join(ROOT, 'docs/playground-build.png') });
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
