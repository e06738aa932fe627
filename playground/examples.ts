// The example chips: a clean tool, a typical broken one, and one in each other language the engine reads.

export interface Example {
  id: string;
  label: string;
  languageId: 'json' | 'typescript' | 'python';
  text: string;
}

const CLEAN = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'Get the current weather for a city.',
    strict: true,
    parameters: {
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City name, e.g. "Paris".' },
        unit: { type: ['string', 'null'], enum: ['celsius', 'fahrenheit', null], description: 'Temperature unit; null for the local one.' },
      },
      required: ['city', 'unit'],
      additionalProperties: false,
    },
  },
};

const BROKEN = {
  type: 'function',
  function: {
    name: 'book flight',
    description: 'Book a flight for the user.',
    parameters: {
      type: 'object',
      properties: {
        origin: { type: 'string', description: 'IATA code of the departure airport' },
        cabin: { type: 'string', description: 'Cabin class, one of economy, business, first', default: 'economy' },
        passengers: { type: 'int', description: 'Number of passengers' },
        notes: { description: 'Anything the agent should know' },
      },
      required: ['origin'],
    },
  },
};

const ZOD = `import { z } from 'zod';
import { tool } from 'ai';

export const tools = {
  search_docs: tool({
    description: 'Search the documentation.',
    parameters: z.object({
      query: z.string().describe('What to look for'),
      limit: z.number().int().default(10),
      section: z.string().optional(),
    }),
    execute: async ({ query }) => query,
  }),
};
`;

const PYTHON = `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("files")


@mcp.tool()
def read_file(path: str, encoding: str = "utf-8") -> str:
    """Read a text file from the workspace."""
    return open(path, encoding=encoding).read()
`;

export const EXAMPLES: readonly Example[] = [
  { id: 'clean', label: 'Clean tool', languageId: 'json', text: JSON.stringify(CLEAN, null, 2) },
  { id: 'broken', label: 'Broken tool', languageId: 'json', text: JSON.stringify(BROKEN, null, 2) },
  { id: 'zod', label: 'zod (AI SDK)', languageId: 'typescript', text: ZOD },
  { id: 'python', label: 'Python (FastMCP)', languageId: 'python', text: PYTHON },
];
