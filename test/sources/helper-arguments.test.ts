// A tool literal handed to a project function whose result toollint cannot read (its body destructures a conversion,
// spreads conditionally...): the call is a run-time value, and the literal given to it is still read on its own, once
// (shared/src/sources/typescript/literals.ts's unlessRuntime). big-AGI's `aixFunctionCallTool(diagramsTool.fun)`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const HELPER = [
  "import * as z from 'zod/v4';",
  'export type Definition = { name: string; description: string; inputSchema: z.ZodObject };',
  '/** Wraps a simple definition into the chat request\'s function-call tool. */',
  'export function functionCallTool(functionCall: Definition) {',
  "  const { properties, required } = z.toJSONSchema(functionCall.inputSchema, { io: 'input', reused: 'inline' }) as any;",
  '  return {',
  "    type: 'function_call',",
  '    function_call: {',
  '      name: functionCall.name,',
  '      description: functionCall.description,',
  '      input_schema: { properties, ...(required?.length ? { required } : {}) },',
  '    },',
  '  } as const;',
  '}',
].join('\n');

const CALLER = [
  "import * as z from 'zod/v4';",
  "import { functionCallTool } from '../tools/function-call';",
  '',
  'export const diagramsTool = {',
  "  sys: 'You are a diagram maker.',",
  "  usr: 'Draw the diagram now with {{functionName}}.',",
  '  fun: {',
  "    name: 'draw_plantuml_diagram',",
  "    description: 'Generates a PlantUML diagram from the last message.',",
  '    inputSchema: z.object({',
  "      type: z.string().describe('The type of diagram'),",
  "      code: z.string().describe('The PlantUML code'),",
  '    }),',
  '  },',
  '};',
  '',
  'export function followUpRequest(systemMessage: string) {',
  "  return { systemMessage, tools: [functionCallTool(diagramsTool.fun)], toolsPolicy: { type: 'any' } };",
  '}',
].join('\n');

const files: Record<string, string> = { '/p/src/tools/function-call.ts': HELPER, '/p/src/chat/diagrams.ts': CALLER };
const readFile = (p: string) => files[p];

test("a tool literal passed to a helper whose result is built at run time is read on its own, with the helper's file read", () => {
  const r = lint(CALLER, { path: '/p/src/chat/diagrams.ts', readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['draw_plantuml_diagram']);
  const schema = r.tools[0]!.definition.schema as { properties: Record<string, { description?: string }>; required?: string[] };
  assert.equal(schema.properties.code!.description, 'The PlantUML code');
  assert.deepEqual(schema.required, ['type', 'code']);
  assert.equal(r.tools[0]!.range.start.line, CALLER.split('\n').findIndex((l) => l.includes("name: 'draw_plantuml_diagram'")));
});

test('the same file without the helper read gives the same tool', () => {
  const r = lint(CALLER, { path: '/p/src/chat/diagrams.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['draw_plantuml_diagram']);
});
