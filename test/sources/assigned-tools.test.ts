// A record of AI SDK tools filled by assignment (issue 11, recall3 cause 4): scira's lib/search/tool-loader.ts loads each
// tool lazily (`const { stockChartTool } = await import('@/lib/tools/stock-chart'); tools.stock_chart = stockChartTool`)
// and returns the record, which streamText gets as `tools`. The key assigned is the name the model sees, as in
// `{ stock_chart: stockChartTool }`. scira has no tsconfig.json, so `@/` is read as the project's folder.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

function project(files: Record<string, string>) {
  return { lint: (path: string) => lint(files[path]!, { path, readFile: (p: string) => files[p] }) };
}

const STOCK_CHART = `import { tool } from 'ai';
import { z } from 'zod';

export const stockChartTool = tool({
  description: 'Show a chart of one or more stocks over a period, with the news that moved them.',
  inputSchema: z.object({
    title: z.string().describe('Title of the chart'),
    stock_symbols: z.array(z.string()).describe('Ticker symbols, e.g. AAPL'),
    interval: z.enum(['1d', '5d', '1mo', '3mo', '1y']).describe('Period of the chart'),
  }),
  execute: async ({ title, stock_symbols, interval }) => ({ title, stock_symbols, interval }),
});
`;

const CRYPTO = `import { tool } from 'ai';
import { z } from 'zod';

export const coinDataTool = tool({
  description: 'Get market data for a coin by its CoinGecko id.',
  inputSchema: z.object({ coinId: z.string().describe('CoinGecko id, e.g. bitcoin') }),
  execute: async ({ coinId }) => ({ coinId }),
});

export const coinOhlcTool = tool({
  description: 'Get OHLC candles for a coin.',
  inputSchema: z.object({ coinId: z.string().describe('CoinGecko id'), days: z.number().describe('How many days') }),
  execute: async ({ coinId, days }) => ({ coinId, days }),
});
`;

const X_SEARCH = `import { tool, type UIMessageStreamWriter } from 'ai';
import { z } from 'zod';

export function xSearchTool(dataStream: UIMessageStreamWriter) {
  return tool({
    description: 'Search X (Twitter) posts.',
    inputSchema: z.object({ query: z.string().describe('What to search for') }),
    execute: async ({ query }) => {
      dataStream.write({ type: 'data-query', data: query });
      return { query };
    },
  });
}
`;

const LOADER = `import 'server-only';
import { tool } from 'ai';
import { z } from 'zod';

export async function loadConfiguredTools({ activeToolNames, dataStream }: { activeToolNames: string[]; dataStream: any }): Promise<Record<string, any>> {
  const tools: Record<string, any> = {};
  const uniqueToolNames = [...new Set(activeToolNames)];
  const datetimeTool = tool({
    description: 'Get the current date and time in the user timezone.',
    inputSchema: z.object({}),
    execute: async () => ({ now: new Date().toISOString() }),
  });

  await Promise.all(
    uniqueToolNames.map(async (toolName) => {
      switch (toolName) {
        case 'stock_chart': {
          const { stockChartTool } = await import('@/lib/tools/stock-chart');
          tools.stock_chart = stockChartTool;
          return;
        }
        case 'coin_data':
        case 'coin_ohlc': {
          const { coinDataTool, coinOhlcTool } = await import('@/lib/tools/crypto-tools');
          if (uniqueToolNames.includes('coin_data')) tools.coin_data = tools.coin_data ?? coinDataTool;
          if (uniqueToolNames.includes('coin_ohlc')) tools['coin_ohlc'] = coinOhlcTool;
          return;
        }
        case 'x_search': {
          const { xSearchTool } = await import('@/lib/tools/x-search');
          tools.x_search = xSearchTool(dataStream);
          return;
        }
        case 'datetime':
          tools.datetime = datetimeTool;
          return;
        default:
          return;
      }
    }),
  );
  return tools;
}
`;

const FILES = {
  '/app/package.json': '{ "name": "scira", "dependencies": { "ai": "^5.0.0", "zod": "^3.25.0" } }',
  '/app/lib/tools/stock-chart.ts': STOCK_CHART,
  '/app/lib/tools/crypto-tools.ts': CRYPTO,
  '/app/lib/tools/x-search.ts': X_SEARCH,
  '/app/lib/search/tool-loader.ts': LOADER,
};

test('a loader that assigns tools into the record it returns names each by the key assigned', () => {
  const r = project(FILES).lint('/app/lib/search/tool-loader.ts');
  const names = r.tools.map((t) => t.name).sort();
  assert.deepEqual(names, ['coin_data', 'coin_ohlc', 'datetime', 'stock_chart', 'x_search']);
  // Each is the tool its file defines, read there: its schema's fields are there.
  const stock = r.tools.find((t) => t.name === 'stock_chart')!;
  assert.deepEqual(Object.keys((stock.definition.schema as { properties: object }).properties), ['title', 'stock_symbols', 'interval']);
  // Reported where it is assigned (the key's line), not where it is defined.
  assert.equal(LOADER.split('\n')[stock.range.start.line]!.trim(), 'tools.stock_chart = stockChartTool;');
  // The name the model sees is known here: no "named by the importer" info.
  assert.ok(!r.findings.some((f) => f.rule === 'not-analyzable'), JSON.stringify(r.findings.map((f) => f.message)));
});

test('without a tsconfig the loader still reads `@/`; the defining file keeps its own report and says where the name comes from', () => {
  const own = project(FILES).lint('/app/lib/tools/stock-chart.ts');
  assert.deepEqual(own.tools.map((t) => t.name), ['stockChartTool']);
  assert.ok(own.findings.some((f) => f.rule === 'not-analyzable' && f.message.startsWith('The name the model sees is the key')));
});

test('an assignment into a record that is neither returned nor passed as `tools` names no tool', () => {
  const cache = `import { tool } from 'ai';
import { z } from 'zod';
const seen: Record<string, unknown> = {};
export async function remember(name: string) {
  const { stockChartTool } = await import('@/lib/tools/stock-chart');
  seen.stock_chart = stockChartTool;
  return Object.keys(seen).length;
}
export const pingTool = tool({ description: 'Ping.', inputSchema: z.object({}), execute: async () => 'pong' });
const registry: Record<string, unknown> = {};
registry.ping = pingTool;
`;
  const r = project({ ...FILES, '/app/lib/cache.ts': cache }).lint('/app/lib/cache.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['pingTool']);
});

test('a same-file tool assigned into a record passed to streamText as tools is named by that key', () => {
  const route = `import { streamText, tool } from 'ai';
import { openai } from '@ai-sdk/openai';
import { z } from 'zod';

export async function POST(req: Request) {
  const { messages, weather } = await req.json();
  const toolSet: Record<string, any> = {};
  if (weather) {
    toolSet.get_weather = tool({
      description: 'Get the weather in a city.',
      inputSchema: z.object({ city: z.string().describe('City name') }),
      execute: async ({ city }) => ({ city, celsius: 21 }),
    });
  }
  const result = streamText({ model: openai('gpt-5'), messages, tools: toolSet });
  return result.toUIMessageStreamResponse();
}
`;
  const r = lint(route, { path: '/app/app/api/chat/route.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_weather']);
});

test('a tool destructured from require() (compiled TypeScript) and listed under a key is read from its file', () => {
  const files = {
    '/app/package.json': '{ "name": "bot" }',
    '/app/tools/weather.ts': `import { tool } from 'ai';\nimport { z } from 'zod';\nexport const weatherTool = tool({ description: 'Get the weather.', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city });\n`,
    '/app/agent.js': `const { generateText } = require('ai');\nconst { weatherTool } = require('./tools/weather');\nmodule.exports = (model, prompt) => generateText({ model, prompt, tools: { get_weather: weatherTool } });\n`,
  };
  const r = project(files).lint('/app/agent.js');
  assert.deepEqual(r.tools.map((t) => t.name), ['get_weather']);
});

test('a loader file holding only assignments (no tool() of its own, no `tools:` key) is parsed, not skipped', () => {
  const loader = `export async function loadTools(names: string[]) {
  const tools: Record<string, unknown> = {};
  for (const n of names) {
    if (n === 'stock_chart') {
      const { stockChartTool } = await import('@/lib/tools/stock-chart');
      tools.stock_chart = stockChartTool;
    }
  }
  return tools;
}
`;
  const r = project({ ...FILES, '/app/lib/search/lazy.ts': loader }).lint('/app/lib/search/lazy.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['stock_chart']);
});
