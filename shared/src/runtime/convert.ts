// Live tool objects -> the JSON each SDK sends, converted the way that SDK converts (its own functions where it
// exposes them, loaded only when such an object is given; zod 4's own toJSONSchema otherwise).
import { configure } from 'safe-stable-stringify';

/** What a live tool became: its name, the JSON tool definition to lint, and where it came from. */
export interface ConvertedTool {
  name: string;
  kind: 'mcp-server' | 'ai-sdk' | 'openai' | 'anthropic' | 'mcp';
  definition: Record<string, unknown>;
}

export interface Conversion {
  tools: ConvertedTool[];
  /** Tools that could not be converted, with why (an unknown schema library, a conversion that threw). */
  problems: { name: string; reason: string }[];
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON that a live object would send: functions dropped (as JSON.stringify drops them), cycles and BigInts survive. */
const toJson = configure({ circularValue: '[Circular]', bigint: true, deterministic: false });
export function plainJson(value: unknown): unknown {
  const text = toJson(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/** A `require` that bundlers leave alone: the SDK is the user's, loaded only when one of its objects is given. */
function load<T>(id: string): T | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const req = typeof require === 'function' ? require : undefined;
    return req ? (req(id) as T) : undefined;
  } catch {
    return undefined;
  }
}

interface McpCompat {
  normalizeObjectSchema(schema: unknown): unknown;
}
interface McpJsonCompat {
  toJsonSchemaCompat(schema: unknown, options: { strictUnions: boolean; pipeStrategy: 'input' | 'output' }): Obj;
}

const hasZod4 = (s: unknown): s is { toJSONSchema: (o: object) => Obj } => isObject(s) && '_zod' in s && typeof (s as { toJSONSchema?: unknown }).toJSONSchema === 'function';

/** An McpServer's conversion (server/mcp.js, tools/list): normalizeObjectSchema + toJsonSchemaCompat. */
function mcpSchema(schema: unknown, pipeStrategy: 'input' | 'output'): Obj | undefined {
  const compat = load<McpCompat>('@modelcontextprotocol/sdk/server/zod-compat.js');
  const jsonCompat = load<McpJsonCompat>('@modelcontextprotocol/sdk/server/zod-json-schema-compat.js');
  if (compat && jsonCompat) {
    const obj = compat.normalizeObjectSchema(schema);
    return obj ? jsonCompat.toJsonSchemaCompat(obj, { strictUnions: true, pipeStrategy }) : undefined;
  }
  // Without the SDK at hand: what its compat layer does for a zod 4 object (draft-07, io as the pipe strategy).
  if (hasZod4(schema)) return schema.toJSONSchema({ target: 'draft-7', io: pipeStrategy });
  throw new Error('the MCP SDK (@modelcontextprotocol/sdk) could not be loaded to convert this schema');
}

const EMPTY_OBJECT = { type: 'object', properties: {} };

/** An McpServer's registered tools, as its tools/list handler sends them (enabled tools only). */
function fromMcpRegistry(registry: Obj, out: Conversion): void {
  for (const name of Object.keys(registry)) {
    const tool = registry[name];
    if (!isObject(tool) || tool.enabled === false || tool.lint === false) continue;
    try {
      const definition: Obj = { name, title: tool.title, description: tool.description, inputSchema: tool.inputSchema === undefined ? EMPTY_OBJECT : (mcpSchema(tool.inputSchema, 'input') ?? EMPTY_OBJECT), annotations: tool.annotations, execution: tool.execution, _meta: tool._meta };
      if (tool.outputSchema !== undefined) {
        const output = mcpSchema(tool.outputSchema, 'output');
        if (output) definition.outputSchema = output;
      }
      out.tools.push({ name, kind: 'mcp-server', definition: plainJson(definition) as Obj });
    } catch (error) {
      out.problems.push({ name, reason: error instanceof Error ? error.message : String(error) });
    }
  }
}

interface AiSdk {
  asSchema(schema: unknown): { jsonSchema: unknown };
}

const AI_SCHEMA = Symbol.for('vercel.ai.schema');

/** The AI SDK's conversion: asSchema(...).jsonSchema from the `ai` package; its own Schema objects carry the JSON. */
function aiSdkSchema(schema: unknown): unknown {
  if (schema === undefined) return EMPTY_OBJECT;
  if (isObject(schema) && (AI_SCHEMA in schema || ('jsonSchema' in schema && 'validate' in schema))) return schema.jsonSchema;
  const ai = load<AiSdk>('ai');
  if (ai?.asSchema) return ai.asSchema(schema).jsonSchema;
  // zod 4 as the AI SDK's zod4Schema converts it (draft-07, the input side).
  if (hasZod4(schema)) return schema.toJSONSchema({ target: 'draft-7', io: 'input' });
  if (isObject(schema) && '_def' in schema) throw new Error('a zod 3 schema needs the `ai` package to be converted');
  // Already JSON Schema.
  return schema;
}

function isMcpServer(v: unknown): v is { _registeredTools: Obj } {
  return isObject(v) && isObject(v._registeredTools) && isObject(v.server);
}

/** A record of RegisteredTool objects (McpServer._registeredTools): each has `enabled` and a callback. */
function isMcpRegistry(v: Obj): boolean {
  const values = Object.values(v);
  return values.length > 0 && values.every((t) => isObject(t) && typeof t.enabled === 'boolean' && (typeof t.handler === 'function' || typeof t.callback === 'function'));
}

function arrayTool(item: unknown, index: number, out: Conversion): void {
  if (!isObject(item) || item.lint === false) return;
  const fn = isObject(item.function) ? item.function : undefined;
  const name = String((fn ?? item).name ?? `tool ${index}`);
  const kind: ConvertedTool['kind'] = item.type === 'function' ? 'openai' : 'input_schema' in item ? 'anthropic' : 'inputSchema' in item ? 'mcp' : 'openai';
  // Schemas given as zod inside an otherwise plain tool are converted as the MCP SDK or zod would.
  const copy: Obj = { ...item };
  for (const key of ['inputSchema', 'input_schema', 'parameters']) if (hasZod4(copy[key])) copy[key] = (copy[key] as { toJSONSchema: (o: object) => Obj }).toJSONSchema({ target: 'draft-2020-12', io: 'input' });
  delete copy.lint;
  out.tools.push({ name, kind, definition: plainJson(copy) as Obj });
}

/**
 * Converts what checkTools was given: an McpServer (or its registered tools), an AI SDK `tools` object, or an array
 * of OpenAI, Anthropic or MCP tool definitions. A tool with `lint: false` is left out.
 */
export function convertTools(input: unknown): Conversion {
  const out: Conversion = { tools: [], problems: [] };
  if (Array.isArray(input)) {
    input.forEach((item, i) => arrayTool(item, i, out));
  } else if (isMcpServer(input)) {
    fromMcpRegistry(input._registeredTools, out);
  } else if (isObject(input) && isMcpRegistry(input)) {
    fromMcpRegistry(input, out);
  } else if (isObject(input)) {
    // An AI SDK tools object: { name: tool({ description, inputSchema }) } (AI SDK 4: `parameters`).
    for (const name of Object.keys(input)) {
      const tool = input[name];
      if (!isObject(tool) || tool.lint === false) continue;
      try {
        const parameters = aiSdkSchema('inputSchema' in tool ? tool.inputSchema : tool.parameters);
        const definition: Obj = { name, parameters: plainJson(parameters) };
        if (tool.description !== undefined) definition.description = tool.description;
        out.tools.push({ name, kind: 'ai-sdk', definition });
      } catch (error) {
        out.problems.push({ name, reason: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return out;
}
