// LiveKit Agents for Node.js (livekit/agents-js, npm `@livekit/agents` 1.x) function tools:
//   import { llm } from '@livekit/agents';
//   new voice.Agent({ instructions, tools: { getWeather: llm.tool({ description, parameters: z.object({...}), execute }) } })
//   tools: [llm.tool({ name: 'getWeather', description, parameters, execute })]     (a named tool, 1.x)
// tool() (llm/tool_context.ts) keeps `parameters` as given, z.object({}) when there are none; a tools record names each
// anonymous tool by its key (normalizeToolContextInit). The request sends `{ name, description, parameters:
// toJsonSchema(parameters) }` (llm/utils.ts, llm/zod-utils.ts): zod 3 through zod-to-json-schema with target "openAi" and
// $refStrategy "none", zod 4 through toJSONSchema (draft-7, io output, reused inline), a JSON Schema as it is; the
// chat-completions request of inference.LLM and openai.LLM (strictToolSchema false by default) drops `$schema`. The
// converter dialects are zod3-livekit and zod4-livekit; test/oracles/livekit.test.ts checks them against the package.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { calleeModule, calleeName, importSource } from './callees';
import { namedByImporter, nameSite, type NameSite } from './tool-names';
import { objectProperty } from './ts-walk';
import { type Ts, unwrap } from './parser';

/** The package and its subpaths. */
const LIVEKIT_AGENTS = /^@livekit\/agents(?:\/[\w.-]+)*$/;

/** Why an anonymous tool has no name toollint can read. */
const UNNAMED = "LiveKit names an llm.tool() without `name` by the key of the tools record that lists it (`tools: { getWeather: llm.tool({...}) }`), and this call is not written under a key";
/** Why a tool made with onDuplicate "confirm" is not analysed. */
const CONFIRM = "tool({ onDuplicate: 'confirm' }) adds a parameter (`lk_agents_confirm_duplicate`) to the schema, which toollint does not model";

/** `llm.tool(...)` or `tool(...)` of @livekit/agents (also `agents.llm.tool(...)` with a namespace import). */
export function isLivekitTool(ts: Ts, call: TS.CallExpression): boolean {
  if (calleeName(ts, call) !== 'tool') return false;
  const c = unwrap(ts, call.expression);
  if (ts.isPropertyAccessExpression(c) && ts.isPropertyAccessExpression(c.expression) && c.expression.name.text === 'llm' && ts.isIdentifier(c.expression.expression)) {
    return LIVEKIT_AGENTS.test(importSource(ts, call.getSourceFile(), c.expression.expression.text) ?? '');
  }
  if (ts.isPropertyAccessExpression(c) && !(ts.isIdentifier(c.expression) && c.expression.text === 'llm')) return false;
  return LIVEKIT_AGENTS.test(calleeModule(ts, call) ?? '');
}

/**
 * A LiveKit function tool as its request sends it: named by its `name`, else by the key that lists it (see nameSite;
 * `site` when a file importing it knows); null when the call is not LiveKit's tool().
 */
export function livekitTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter, site?: NameSite): JsonNode | null {
  const config = call.arguments.length === 1 ? unwrap(ts, call.arguments[0]!) : undefined;
  if (!config || !ts.isObjectLiteralExpression(config) || !isLivekitTool(ts, call)) return null;
  const sc = conv.scopes;
  const name = objectProperty(ts, config, 'name', sc);
  const description = objectProperty(ts, config, 'description', sc);
  const schema = objectProperty(ts, config, 'parameters', sc);
  const duplicate = objectProperty(ts, config, 'onDuplicate', sc);
  const confirm = duplicate && conv.convert(duplicate, undefined, 1);
  const unmodelled = confirm && confirm.type === 'string' && confirm.value === 'confirm' ? CONFIRM : undefined;
  if (name) return conv.toolObject(call, 'livekit', { name, description, schema, schemaKind: 'schema', unmodelled, unmodelledAt: duplicate });
  const at = site ?? nameSite(ts, call, sc) ?? { unnamed: call.expression, why: UNNAMED };
  const naming = 'key' in at ? { nameKey: at.key } : 'exported' in at ? { nameKey: at.exported, nameNote: namedByImporter(at) } : { unnamed: at };
  return conv.toolObject(call, 'livekit', { ...naming, description, schema, schemaKind: 'schema', unmodelled, unmodelledAt: duplicate });
}
