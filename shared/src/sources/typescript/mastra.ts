// Mastra's createTool({ id, description, inputSchema, execute }) as its agent sends it (@mastra/core 1.71.0, checked
// by test/oracles/mastra.test.ts against the real package): named by the key of the agent's `tools` record that lists
// it (CoreToolBuilder gets `name: k`; the `id` is not sent), the zod converted as converters/mastra.ts says for the
// compat layer of the model an agent in the same file uses (OpenAI's when the file names none), no inputSchema as
// `z.object({})` converted by the AI SDK. A zod 3 schema is converted as Mastra's zod 3 adapter converts it
// (zod-to-json-schema with $refStrategy "none": the zod3-ai-sdk dialect), then goes through the same layers.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { keyOf, literalInit } from './object-members';
import { mastraSchemaNode, type MastraProvider } from '../../converters/mastra';
import { ZOD_INPUT_SIDE, type ZodWrapper } from '../../converters/zod';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, FOREIGN, GENERATED } from '../node-marks';
import { NAMED_ELSEWHERE, type NamedElsewhere, RUNTIME, runtimeValuesIn, SENT_TO } from './marks';
import { definedIn, respan } from './imports';
import { outermost, type Ts, unwrap } from './parser';
import { keyOfValue, nameSite } from './tool-names';
import { objectProperty } from './ts-walk';
import { EXPORTED_CONFIG } from './registered-configs';
import type { TargetId } from '../../types';
import type { Scopes } from './ts-walk';

/** What this reader uses of the literal reader (a subset of tool-shapes.ts's ShapeReader, named here to keep one direction). */
export interface MastraReader {
  readonly ts: Ts;
  readonly source: TS.SourceFile;
  readonly scopes: Scopes;
  span(node: TS.Node): { offset: number; length: number };
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  keyName(key: TS.PropertyName | TS.BindingName): JsonNode | undefined;
  property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode;
  /** A schema expression converted as `wrapper` converts it (the literal reader's; zod 3 is read again as Mastra's zod 3 adapter converts it). */
  schema(expr: TS.Expression, kind: 'shape' | 'schema' | 'zod', wrapper: ZodWrapper, toolName: string | undefined, wrappable?: boolean): JsonNode | undefined;
  /** The model of the agent that lists the tool, where another file's agent reads it (see mastraListedTool). */
  agentModel?: MastraModel;
  /** A value imported from another file, read there by `read` (see LiteralConverter.imported). */
  imported<T>(id: TS.Identifier, read: (conv: MastraReader, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
  /** Where this reading stands: its file's path, when files are read. */
  callSite(): { path: string | undefined };
}

/** The compat layer an agent's model picks, and the model as written (`openai gpt-4o`), when the code names one. */
export type MastraModel = ReturnType<typeof mastraProviderOf>;

const MASTRA_IMPORT = /from\s+['"]@mastra\/|require\(\s*['"]@mastra\//;

/** Whether the file imports Mastra, scanned once per parsed file (not once per call: 5,000 calls in a file without the import scanned it 5,000 times). */
const FILE_IMPORTS = new WeakMap<TS.SourceFile, boolean>();
function importsMastra(source: TS.SourceFile): boolean {
  let found = FILE_IMPORTS.get(source);
  if (found === undefined) FILE_IMPORTS.set(source, (found = MASTRA_IMPORT.test(source.text)));
  return found;
}

/** Mastra calls whose config has a tool's parts but that define no tool: a workflow's steps and the workflow itself. */
const NOT_TOOLS = new Set(['createStep', 'createWorkflow']);
const NOT_TOOL_CLASSES = new Set(['Step', 'Workflow']);

/**
 * The createTool(...) call whose config is this literal, in a file that imports Mastra; null for the config of a
 * Mastra call that is no tool (`createStep({ id, description, inputSchema })`: its model never sees it).
 */
export function mastraCreateTool(conv: MastraReader, expr: TS.ObjectLiteralExpression): TS.CallExpression | null | undefined {
  const ts = conv.ts;
  const call = expr.parent;
  // Mastra's older workflows: `new Step({ id, description, inputSchema, execute })` and `new Workflow({...})`.
  if (call && ts.isNewExpression(call) && call.arguments?.[0] === expr && ts.isIdentifier(call.expression) && NOT_TOOL_CLASSES.has(call.expression.text) && importsMastra(conv.source)) return null;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== expr) return undefined;
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  if (!name || !(name === 'createTool' || NOT_TOOLS.has(name)) || !importsMastra(conv.source)) return undefined;
  return name === 'createTool' ? call : null;
}

/**
 * A createTool() call of another file listed by this file's agent (`tools: { weather: weatherTool }`, weatherTool
 * imported): read in its own file (`conv` reads that one) with the model of the agent that lists it, the one its
 * layer and destination follow. The importer names it by its key. Undefined for any other call.
 */
export function mastraListedTool(conv: MastraReader, call: TS.CallExpression, agentModel: MastraModel | undefined): JsonNode | undefined {
  const ts = conv.ts;
  const config = call.arguments[0];
  if (!config || !ts.isObjectLiteralExpression(config) || !mastraCreateTool(conv, config)) return undefined;
  const before = conv.agentModel;
  if (agentModel) conv.agentModel = agentModel;
  try {
    const node = conv.convert(config, undefined, 1);
    // Another model than the one the tool's own file assumes: a reading of its own, not that file's tool again.
    if (node && agentModel && agentModel.model !== providerOfFile(conv.source).model) (node as unknown as Record<symbol, boolean>)[READ_FOR_AGENT] = true;
    return node;
  } finally {
    conv.agentModel = before;
  }
}

/**
 * A createTool() an agent lists through another file's record of tools (`tools: { find: slackTools.search_slack }`,
 * tools/slack/index.ts exporting `slackTools = { search_slack: searchSlackTool }`, each tool in its own file): read in
 * the tool's own file with the model of the agent that lists it, and named by the agent's key, the name Mastra sends.
 * Undefined for anything else (a file that does not import Mastra, a record of this file, a member that is no tool).
 */
export function mastraRecordMember(conv: MastraReader, expr: TS.PropertyAccessExpression, span: { offset: number; length: number }, parent: JsonNode | undefined): JsonNode | undefined {
  const ts = conv.ts;
  const record = expr.expression;
  if (!ts.isIdentifier(record) || !importsMastra(conv.source) || conv.scopes.constOf(record)) return undefined;
  const key = keyOfValue(ts, expr, conv.scopes);
  if (!key) return undefined;
  const agentModel = agentModelAt(ts, conv.source, key);
  const member = expr.name.text;
  const tool = conv.imported(record, (file, init) => {
    const o = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
    const value = o && ts.isObjectLiteralExpression(o) ? objectProperty(ts, o, member, file.scopes) : undefined;
    // Written in the record itself (`{ search_slack: createTool({...}) }`), a const there, or a tool the record's file imports.
    return value && recordMemberTool(file, unwrap(ts, value), agentModel);
  });
  const name = tool?.type === 'object' ? conv.keyName(key) : undefined;
  if (!tool || !name) return undefined;
  respan(tool, span, parent, (tool as unknown as Record<symbol, boolean>)[READ_FOR_AGENT] === true);
  const children = (tool.children ?? []).filter((p) => p.children?.[0]?.value !== 'name');
  children.unshift(conv.property(key, 'name', name, tool));
  (tool as { children?: JsonNode[] }).children = children;
  return tool;
}

/**
 * The tools of another file's record a Mastra agent lists whole (`tools: githubTools`) or spreads into its own
 * (`tools: { ...githubTools, extra }`), `id` being that value: each member's createTool() read in its own file with
 * the agent's model, and named by the record's key, the name Mastra sends. A member that is no createTool() is read
 * as any value. Undefined for anything else (a file that does not import Mastra, a value that is not an agent's
 * `tools` or spread there, a record that holds no Mastra tool).
 */
export function mastraAgentRecord(conv: MastraReader, id: TS.Identifier, span: { offset: number; length: number }, parent: JsonNode | undefined): JsonNode | undefined {
  const ts = conv.ts;
  if (!importsMastra(conv.source) || conv.scopes.constOf(id)) return undefined;
  const config = agentConfigOfTools(ts, id);
  if (!config) return undefined;
  const agentModel = configModel(ts, conv.source, config) ?? fileModel(conv.source);
  // `tools: { ...a, ...a }`, `{ ...a, t0: other }`: as in JS, a key a later member of the agent's record sets is that one's.
  const spread = outermost(ts, id).parent;
  const later = ts.isSpreadAssignment(spread) ? laterKeys(conv, spread) : undefined;
  if (later?.all) return { type: 'object', ...span, parent, children: [] } as JsonNode;
  const members = conv.imported(id, (file, init) => {
    const o = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
    if (!o || !ts.isObjectLiteralExpression(o)) return undefined;
    const out: { key: string; tool: JsonNode; mastra: boolean }[] = [];
    for (const p of o.properties) {
      const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
      const key = keyOf(ts, p);
      if (!value || key === undefined || later?.overridden(key)) continue;
      const tool = recordMemberTool(file, unwrap(ts, value), agentModel);
      const read = tool ?? file.convert(value, undefined, 1);
      if (read) out.push({ key, tool: read, mastra: !!tool });
    }
    return out.some((m) => m.mastra) ? out : undefined;
  });
  if (!members) return undefined;
  const record = { type: 'object', ...span, parent, children: [] as JsonNode[] } as JsonNode;
  for (const { key, tool, mastra } of members) {
    const forAgent = (tool as unknown as Record<symbol, boolean>)[READ_FOR_AGENT] === true;
    respan(tool, span, undefined, forAgent);
    if (mastra && tool.type === 'object') {
      // The record's file reads it so already (named by the same key, for the same model): reported there, not here.
      const name = { type: 'string', value: key, ...span, ...(!forAgent && { [FOREIGN]: true }) } as JsonNode;
      const children = (tool.children ?? []).filter((c) => c.children?.[0]?.value !== 'name');
      children.unshift(conv.property(id, 'name', name, tool));
      (tool as { children?: JsonNode[] }).children = children;
    }
    record.children!.push(conv.property(id, key, tool, record));
  }
  return record;
}

/** A record member's createTool(), read in the file that defines it for `agentModel`: written in the record, a const there, or imported there. */
function recordMemberTool(file: MastraReader, v: TS.Expression, agentModel: MastraModel | undefined): JsonNode | undefined {
  const ts = file.ts;
  if (ts.isCallExpression(v)) return definedIn(file.callSite().path, mastraListedTool(file, v, agentModel));
  if (!ts.isIdentifier(v)) return undefined;
  const own = file.scopes.constOf(v);
  if (own) {
    const call = unwrap(ts, own.initializer);
    return ts.isCallExpression(call) ? definedIn(file.callSite().path, mastraListedTool(file, call, agentModel)) : undefined;
  }
  return file.imported(v, (other, def) => {
    const call = ts.isFunctionDeclaration(def) ? undefined : unwrap(ts, def);
    return call && ts.isCallExpression(call) ? definedIn(other.callSite().path, mastraListedTool(other, call, agentModel)) : undefined;
  });
}

/** Most keys one agent's record is told apart by (a bound: past it, later keys are not looked for). */
const MAX_RECORD_KEYS = 20_000;

/** Which member of an agent's record sets each key last (see laterKeys), computed once per record literal. */
interface LastWriters {
  /** The key's last member, by its index in the record literal. */
  last: Map<string, number>;
  /** The members that set a key last. */
  writers: Set<number>;
  /** The keys of each record spread, by the spread identifier's name (the same binding: one literal is one scope). */
  keysOf: Map<string, string[]>;
}
const LAST_WRITERS = new WeakMap<TS.ObjectLiteralExpression, LastWriters>();

/**
 * Whether a later member of the agent's record sets `key` of the record `spread` spreads (`{ ...a, ...a }`,
 * `{ ...a, t0: other }`): as in JS, a key is the last member's that sets it. A spread of an imported record sets the
 * keys that record lists; another spread (keys unknown here) sets none. `all`: it sets every key of this spread.
 */
function laterKeys(conv: MastraReader, spread: TS.SpreadAssignment): { overridden: (key: string) => boolean; all: boolean } {
  const ts = conv.ts;
  const record = spread.parent;
  let w = LAST_WRITERS.get(record);
  if (!w) {
    w = { last: new Map(), writers: new Set(), keysOf: new Map() };
    for (let i = record.properties.length - 1; i >= 0 && w.last.size < MAX_RECORD_KEYS; i--) {
      const p = record.properties[i]!;
      const own = keyOf(ts, p);
      if (own !== undefined) {
        if (!w.last.has(own)) w.last.set(own, i);
        continue;
      }
      if (!ts.isSpreadAssignment(p) || !ts.isIdentifier(p.expression)) continue;
      const name = p.expression.text;
      // The same record spread again: a later spread of it set its keys already.
      if (w.keysOf.has(name)) continue;
      const keys = recordKeys(conv, p.expression);
      w.keysOf.set(name, keys);
      for (const k of keys) if (!w.last.has(k)) w.last.set(k, i);
    }
    for (const i of w.last.values()) w.writers.add(i);
    LAST_WRITERS.set(record, w);
  }
  const index = record.properties.indexOf(spread);
  const { last, writers, keysOf } = w;
  const keys = ts.isIdentifier(spread.expression) ? keysOf.get(spread.expression.text) : undefined;
  const all = !!keys?.length && !writers.has(index);
  return { overridden: (key) => (last.get(key) ?? index) > index, all };
}

/** The keys a record lists (`export const webTools = { search, fetchPage }`, imported or a const here), as mastraAgentRecord reads its members. */
function recordKeys(conv: MastraReader, id: TS.Identifier): string[] {
  const ts = conv.ts;
  const keysOf = (init: TS.Expression | TS.FunctionDeclaration) => {
    const o = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
    if (!o || !ts.isObjectLiteralExpression(o)) return undefined;
    return o.properties.slice(0, MAX_RECORD_KEYS).map((p) => keyOf(ts, p)).filter((k): k is string => k !== undefined);
  };
  const own = conv.scopes.constOf(id);
  if (own) return (own.initializer && keysOf(own.initializer)) ?? [];
  return conv.imported(id, (_file, init) => keysOf(init)) ?? [];
}

/** The config object whose `tools` is `id` (`tools: id`, `{ tools }`) or spreads it (`tools: { ...id }`). */
function agentConfigOfTools(ts: Ts, id: TS.Identifier): TS.ObjectLiteralExpression | undefined {
  const node = outermost(ts, id);
  let holder = node.parent;
  // `{ model, tools }`: a record imported as `tools` given whole.
  if (holder && ts.isShorthandPropertyAssignment(holder) && holder.name === node) return holder.name.text === 'tools' ? holder.parent : undefined;
  if (holder && ts.isSpreadAssignment(holder) && ts.isObjectLiteralExpression(holder.parent)) holder = holder.parent.parent;
  else if (!(holder && ts.isPropertyAssignment(holder) && holder.initializer === node)) return undefined;
  if (!holder || !ts.isPropertyAssignment(holder) || !(ts.isIdentifier(holder.name) || ts.isStringLiteral(holder.name)) || holder.name.text !== 'tools') return undefined;
  return ts.isObjectLiteralExpression(holder.parent) ? holder.parent : undefined;
}

/** On a Mastra tool another file's agent read with a model other than its own file's (see mastraListedTool). */
export const READ_FOR_AGENT = Symbol('read for the agent that lists it');

/**
 * The model of the Mastra agent whose `tools` record lists `key` (`new Agent({ model, tools: { key: ... } })`), else
 * the first agent model in the file; undefined in a file that does not import Mastra or names no model.
 */
export function agentModelAt(ts: Ts, source: TS.SourceFile, key: TS.Node): MastraModel | undefined {
  if (!importsMastra(source)) return undefined;
  const record = key.parent?.parent;
  const tools = record?.parent;
  const config = tools?.parent;
  if (record && ts.isObjectLiteralExpression(record) && tools && ts.isPropertyAssignment(tools) && config && ts.isObjectLiteralExpression(config)) {
    const own = configModel(ts, source, config);
    if (own) return own;
  }
  return fileModel(source);
}

/** The model an agent's config names (`model: anthropic('claude-...')`), when it names one. */
function configModel(ts: Ts, source: TS.SourceFile, config: TS.ObjectLiteralExpression): MastraModel | undefined {
  for (const p of config.properties) {
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || p.name.text !== 'model') continue;
    const own = mastraProviderOf(source.text.slice(p.getStart(source), p.getEnd()));
    if (own.model) return own;
  }
  return undefined;
}

/** The first agent model of the file, when it names one. */
function fileModel(source: TS.SourceFile): MastraModel | undefined {
  const file = providerOfFile(source);
  return file.model ? file : undefined;
}

/** Which compat layer applies, by the first agent `model:` in the file (CoreToolBuilder.build: the first layer whose shouldApply() holds). */
export function mastraProviderOf(text: string): { provider: MastraProvider; model?: string } {
  // `model: openai('gpt-4o')`, `model: anthropic.messages("claude-...")`, `model: 'openai/gpt-4o'` (Mastra's model router).
  const re = /\bmodel\s*:\s*(?:([A-Za-z_$][\w$]{0,40})(?:\.[A-Za-z_$][\w$]{0,40})?\s*\(\s*(['"`])([^'"`\n]{1,200})\2|(['"`])([\w.-]{1,60})\/([^'"`\n]{1,200})\4)/;
  const m = re.exec(text);
  if (!m) return { provider: 'openai' };
  const provider = (m[1] ?? m[5] ?? '').toLowerCase();
  const modelId = m[3] ?? m[6] ?? '';
  const model = `${provider} ${modelId}`;
  const reasoning = /o1|o3|o4/.test(modelId);
  if (provider.includes('openai') || modelId.includes('openai') || (!reasoning && provider.includes('groq'))) return { provider: 'openai', model };
  if (!modelId.includes('claude') && (provider.includes('google') || provider.includes('vertex') || modelId.includes('gemini-') || modelId.includes('google'))) return { provider: 'google', model };
  if (modelId.includes('claude')) return { provider: 'anthropic', model };
  if (modelId.includes('deepseek') && !modelId.includes('r1')) return { provider: 'deepseek', model };
  if (modelId.includes('meta')) return { provider: 'meta', model };
  return { provider: 'none', model };
}

/** The file's agent model, read once per parsed file (a file may hold many tools). */
const FILE_PROVIDERS = new WeakMap<TS.SourceFile, ReturnType<typeof mastraProviderOf>>();
function providerOfFile(source: TS.SourceFile): ReturnType<typeof mastraProviderOf> {
  let p = FILE_PROVIDERS.get(source);
  if (!p) FILE_PROVIDERS.set(source, (p = mastraProviderOf(source.text)));
  return p;
}

/** The API an agent's model is called through (`openai('gpt-4o')`, `'anthropic/claude-...'`), by the provider's usual name; undefined where toollint has no target for it. */
export function mastraDestination(model: string | undefined, strict: boolean): { label: string; targets: TargetId[] } | undefined {
  if (!model) return undefined;
  const space = model.indexOf(' ');
  const vendor = model.slice(0, space).toLowerCase();
  const modelId = model.slice(space + 1);
  // Vertex AI serves Gemini and Anthropic's Claude models, each with its own provider's tool format.
  const family = vendor === 'vertex' ? (modelId.includes('claude') ? 'anthropic' : 'google') : DESTINATIONS[vendor];
  if (!family) return undefined;
  const { label, targets } = FAMILIES[family];
  // The AI SDK sends OpenAI tools non-strict (strictJsonSchema defaults to false) unless the tool says `strict: true`.
  return { label, targets: family === 'openai' && strict ? ['openai-strict', 'openai'] : [...targets] };
}

const DESTINATIONS: Record<string, keyof typeof FAMILIES> = { openai: 'openai', azure: 'openai', anthropic: 'anthropic', google: 'google', bedrock: 'bedrock', amazonbedrock: 'bedrock' };
const FAMILIES = {
  openai: { label: 'OpenAI', targets: ['openai', 'openai-strict'] },
  anthropic: { label: 'Anthropic', targets: ['anthropic', 'anthropic-strict'] },
  google: { label: 'Google', targets: ['google', 'google-openapi'] },
  bedrock: { label: 'Amazon Bedrock', targets: ['bedrock'] },
} satisfies Record<string, { label: string; targets: TargetId[] }>;

const LAYER_NOTES: Record<MastraProvider, string> = {
  openai: "OpenAI's compat layer (every property required, optional ones nullable and listed in x-optional; bounds moved into descriptions)",
  anthropic: "Anthropic's compat layer (bounds moved into descriptions)",
  google: "Google's compat layer (bounds moved into descriptions, nullable as OpenAPI's `nullable`, no additionalProperties)",
  deepseek: "DeepSeek's compat layer (bounds moved into descriptions)",
  meta: "Meta's compat layer (bounds moved into descriptions)",
  none: 'no compat layer (a model none of its layers applies to, or the tool says `strict: false`)',
};

/** What `createTool(...)` with no inputSchema sends: `z.object({})` through the AI SDK's zodSchema. */
const EMPTY_INPUT = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {}, additionalProperties: false };

function fixed(conv: MastraReader, at: TS.Node, value: unknown, parent: JsonNode | undefined): JsonNode {
  const span = conv.span(at);
  if (value && typeof value === 'object') {
    const node = { type: 'object', ...span, parent, children: [] as JsonNode[] } as JsonNode;
    for (const [k, v] of Object.entries(value)) node.children!.push(conv.property(at, k, fixed(conv, at, v, undefined), node));
    return node;
  }
  return { type: typeof value as 'string', value, ...span, parent } as JsonNode;
}

function propertyOf(node: JsonNode | undefined, key: string): JsonNode | undefined {
  return node?.children?.find((p) => p.children?.[0]?.value === key);
}

/**
 * The tool a Mastra agent sends for `createTool(config)`: `read` is the literal reader's tool-shaped object for the
 * config (its description, and its inputSchema converted as zod4-input7), undefined when the config has no schema.
 */
export function mastraTool(conv: MastraReader, call: TS.CallExpression, config: TS.ObjectLiteralExpression, read: JsonNode | undefined): JsonNode | undefined {
  const ts = conv.ts;
  const init = (key: string): TS.Expression | undefined => literalInit(ts, config, key);
  const description = propertyOf(read, 'description');
  if (read && !description) return read;
  const node = { type: 'object', ...conv.span(config), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'ai-sdk' } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode) => node.children!.push(conv.property(at, key, value, node));
  // The name: the key the agent's `tools` record lists the tool under, written beside the call or where its const is listed.
  const ofFile = conv.agentModel ?? providerOfFile(conv.source);
  const site = nameSite(ts, call, conv.scopes);
  const id = init('id');
  if (site && 'key' in site) {
    const named = conv.keyName(site.key);
    if (named) add('name', site.key, named);
    // A record of this file (`export const webTools = { search }`) another file's agent may list, whole or spread: the
    // CLI then reports the tool once, here, as that agent reads it (cli/src/dedupe.ts, as for an exported config).
    (node as unknown as Record<symbol, boolean>)[EXPORTED_CONFIG] = true;
  } else if (site && 'exported' in site) {
    const named = conv.keyName(site.exported);
    if (named) {
      const n = site.exported.text;
      const layer = ofFile.model ? '' : " and with OpenAI's compat layer (no agent model in this file)";
      const message = `The name the model sees is the key an agent's \`tools\` lists this tool under (\`tools: { key: ${n} }\`; Mastra does not send its \`id\`). The agent's file checks it under that key, for that agent's model; here it is checked under \`${n}\`, its name where it is listed as \`{ ${n} }\`${layer}.`;
      (named as unknown as Record<symbol, NamedElsewhere>)[NAMED_ELSEWHERE] = { ...conv.span(site.exported), message };
      add('name', site.exported, named);
    }
  } else if (id && conv.convert(id, undefined, 1)?.type === 'string') {
    // Built where no record key is in sight (returned from a method, mapped into a record at run time: postiz's
    // `{ [p.name]: p.run() }`): checked under its `id`, the name most projects list it under, saying so.
    const named = conv.convert(id, undefined, 1)!;
    const message = `The name the model sees is the key an agent's \`tools\` lists this tool under (Mastra does not send its \`id\`), and this call is neither held in a const nor written under a key: it is checked under its id \`${String(named.value)}\`, its name where it is listed under that key.`;
    (named as unknown as Record<symbol, NamedElsewhere>)[NAMED_ELSEWHERE] = { ...conv.span(id), message };
    add('name', id, named);
  } else add('name', call.expression, conv.runtimeValue(call.expression, undefined, 'a Mastra agent names a tool by the key of its `tools` record (`tools: { weather: weatherTool }`; the `id` is not sent), and this call is neither held in a const nor written under a key'));
  if (description) node.children!.push(Object.assign(description, { parent: node }));
  else {
    const d = init('description');
    const converted = d && id && conv.convert(d, undefined, 1);
    if (!converted) return undefined;
    add('description', d, converted);
  }
  const strictSaid = init('strict')?.kind;
  const strictOff = strictSaid === ts.SyntaxKind.FalseKeyword;
  const { provider, model } = strictOff ? { provider: 'none' as const, model: undefined } : ofFile;
  // The agent sends the tool to its model's provider (with `strict: false` too): only that provider's targets apply.
  // With no model named, the schema is the OpenAI layer's (the model assumed): checked against OpenAI's targets only, as
  // another provider would get another layer's schema (the agent's file, naming its model, reads the tool for it).
  const assumedOpenAI = !ofFile.model && !strictOff;
  const destination = mastraDestination(ofFile.model ?? (assumedOpenAI ? 'openai (assumed)' : undefined), strictSaid === ts.SyntaxKind.TrueKeyword);
  const slot = read?.children?.find((p) => p.children?.[0]?.value === 'inputSchema');
  const schemaExpr = init('inputSchema');
  let schema = slot?.children?.[1];
  let zod3 = false;
  // A spread, a getter or a computed key after the inputSchema written (or with none written) may set another one.
  const hidden = hiddenSchema(ts, config, schemaExpr?.parent);
  if (hidden) schema = conv.runtimeValue(hidden, undefined, 'the inputSchema of a createTool() config with a spread, a getter or a computed key that may set it, known only at run time (with none, Mastra sends an empty object schema)');
  else if (!read) schema = fixed(conv, call.expression, EMPTY_INPUT, undefined);
  else if (!schema || !schemaExpr) return read;
  else if (schema.value !== RUNTIME && (schema as unknown as Record<symbol, boolean>)[GENERATED]) {
    // The literal reader converted it as zod4-input7 (marked input side) or, for zod 3, as the MCP SDK does: a zod 3
    // schema is read again as Mastra's zod 3 adapter converts it (zod-to-json-schema, $refStrategy none: zod3-ai-sdk).
    zod3 = !(schema as unknown as Record<symbol, boolean>)[ZOD_INPUT_SIDE];
    if (zod3) schema = conv.schema(unwrap(ts, schemaExpr), 'schema', 'ai-sdk', undefined) ?? schema;
    if (zod3 && !(schema as unknown as Record<symbol, boolean>)[GENERATED]) schema = conv.runtimeValue(schemaExpr, undefined, 'a createTool() inputSchema that is not a zod schema (Mastra takes a schema, not a shape of zod fields)');
    else if (schema.value === RUNTIME) {
      // Not analysable as zod 3: the reason, at its code.
    } else if (runtimeValuesIn(schema).length) schema = conv.runtimeValue(schemaExpr, undefined, "a value computed at run time inside a zod schema that Mastra rewrites for the agent's model");
    else {
      try {
        schema = Object.assign(mastraSchemaNode(schema, provider, zod3 ? 3 : 4), { [GENERATED]: true });
      } catch {
        // Only a schema no zod code emits would get here (the passes are Mastra's, which throw on such input too).
        schema = conv.runtimeValue(schemaExpr, undefined, "a schema Mastra's compat layer cannot rewrite");
      }
    }
  }
  add('inputSchema', schemaExpr ?? call.expression, schema);
  if ((!read && !hidden) || (schema as unknown as Record<symbol, boolean>)[GENERATED]) {
    const assumed = model ? `the agent's model in this file (${model})` : strictOff ? 'the tool says `strict: false`' : 'no agent model in this file: assumed an OpenAI model';
    const sent = destination && assumedOpenAI
      ? `, so checked only against ${destination.label}'s targets (another provider gets another compat layer's schema: name the agent's model in this file, or lint the agent's file, to check it for that one)`
      : destination ? `; sent to ${destination.label} by Mastra's agent (model ${ofFile.model}), so checked only against ${destination.label}'s targets` : '';
    const converter = zod3 ? "zod 3: zod-to-json-schema 3.25 through Mastra's zod 3 adapter, draft-07, reused schemas inlined" : "zod 4's JSON Schema of the input, draft-07, objects closed";
    Object.assign(node, { [GENERATED]: true, [CONVERTER]: `Mastra's createTool (@mastra/core 1.71: ${converter}; ${LAYER_NOTES[provider]}; ${assumed})${sent}` });
  }
  if (destination) (node as unknown as Record<symbol, readonly TargetId[]>)[SENT_TO] = destination.targets;
  return node;
}

/** A part of the config after `after` (all of it without) that may set inputSchema unseen: a spread, a computed key, an accessor or method of that name. */
function hiddenSchema(ts: Ts, config: TS.ObjectLiteralExpression, after: TS.Node | undefined): TS.Node | undefined {
  let from = after ? config.properties.indexOf(after as TS.ObjectLiteralElementLike) + 1 : 0;
  if (from === 0 && after) return undefined;
  for (; from < config.properties.length; from++) {
    const p = config.properties[from]!;
    if (ts.isSpreadAssignment(p) || (p.name && ts.isComputedPropertyName(p.name))) return p;
    if ((ts.isGetAccessorDeclaration(p) || ts.isMethodDeclaration(p)) && p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'inputSchema') return p;
  }
  return undefined;
}
