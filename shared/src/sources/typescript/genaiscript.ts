// genaiscript's defTool (microsoft/genaiscript), read as @genaiscript/core 2.5 sends it (the same code as 1.135's
// packages/core/src: runpromptcontext.ts defTool, parameters.ts, promptdom.ts createToolNode and its tool renderer,
// tools.ts escapeToolName, chat.ts). Two forms define a tool:
//   defTool(name, description, parameters, fn, options?)   parameters through promptParametersSchemaToJSONSchema: an
//                                                          object whose `type` is "object" or "array" is sent as it is,
//                                                          anything else is genaiscript's parameter shorthand;
//   defTool({ spec: { name, description, parameters }, impl }, options?)   spec.parameters sent as given, and the
//                                                          options dropped (defTool hands on its fifth parameter).
// Either way the description is dedented (ts-dedent), options.variant is appended to the name (`${name}_${variant}`)
// and options.variantDescription replaces the description, the name goes through escapeToolName, and the chat
// request cuts the description to MAX_TOOL_DESCRIPTION_LENGTH (1,000) with ellipse(). defTool(mcpServersConfig) starts
// MCP servers, whose tools are listed at run time: no tool here. `defTool` is the global of a genaiscript script
// (`*.genai.mts|mjs|js|ts`), destructured from its context (`const { defTool } = ctx`) or a member (`ctx.defTool`,
// `_.defTool` in a runPrompt callback).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { isZodExpression } from '../../converters/zod';
import type { LiteralConverter } from './literals';
import { type Ts, unwrap } from './parser';
import { objectProperty } from './ts-walk';
import { nodeAtPath } from '../json/json';
import { isCallback, objectLiteralOf } from './registration-slots';
import { importOf } from './imports';
import { fileImports } from './file-imports';
import { RUNTIME, RUNTIME_REASON } from './marks';
import { applyTag } from './tagged-templates';
import { fixedValue } from './fixed-values';
import { CONVERTER, GENERATED } from '../node-marks';

/** A genaiscript script's file name (GENAI_ANY_REGEX without `.prompty`). */
const GENAI_SCRIPT = /\.genai\.(?:ts|mts|mjs|js)$/i;
/** A file that names genaiscript (an import, `/// <reference path="genaiscript.d.ts" />`) or its context types. */
const GENAI_MENTION = /\bgenaiscript\b|\bChat(?:Turn)?GenerationContext\b/;
/** The packages a defTool may be imported from. */
const GENAI_MODULE = /^(?:genaiscript|@genaiscript\/[\w.-]+)(?:\/[\w.-]+)*$/;
/** chat.ts: the description the chat request sends is cut to this many UTF-16 units by util.ts ellipse(). */
const MAX_TOOL_DESCRIPTION_LENGTH = 1000;

type Span = { offset: number; length: number };
type Marked = Record<symbol, unknown>;

/** A defTool(...) or defAgent(...) call read as the tool genaiscript sends; undefined for any other call (and for MCP server configs). */
export function genaiscriptTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const c = call.expression;
  const callee = ts.isIdentifier(c) ? c : ts.isPropertyAccessExpression(c) && ts.isIdentifier(c.name) ? c.name : undefined;
  if (!callee || (callee.text !== 'defTool' && callee.text !== 'defAgent') || !inGenaiscript(conv.source)) return undefined;
  const args = call.arguments;
  if (args.length === 0 || args.some((a) => ts.isSpreadElement(a))) return undefined;
  if (ts.isIdentifier(c) && !globalDefTool(ts, c, conv)) return undefined;
  if (callee.text === 'defAgent') return agentTool(conv, call);
  if (args.length >= 4 && conv.isNameLike(args[0]!) && isCallback(ts, args[3]!, conv.scopes)) {
    return toolNode(conv, call, { name: args[0]!, description: args[1]!, options: args[4], parameters: () => positionalSchema(conv, args[2]!) });
  }
  // defTool({ spec, impl }): a ToolCallback (an object without `impl` is an MCP servers config).
  const callback = objectLiteralOf(ts, args[0]!, conv.scopes);
  const spec = callback && objectProperty(ts, callback, 'impl', conv.scopes) ? objectProperty(ts, callback, 'spec', conv.scopes) : undefined;
  const specLiteral = spec && objectLiteralOf(ts, spec, conv.scopes);
  const name = specLiteral && objectProperty(ts, specLiteral, 'name', conv.scopes);
  if (!specLiteral || !name) return undefined;
  const parameters = objectProperty(ts, specLiteral, 'parameters', conv.scopes);
  return toolNode(conv, call, {
    name,
    description: objectProperty(ts, specLiteral, 'description', conv.scopes),
    // defTool(tool, options): runpromptcontext passes its fifth parameter on as the options, so these are dropped.
    options: args[4],
    parameters: () => (parameters ? specSchema(conv, parameters) : { value: thrown(conv.span(specLiteral), 'createToolNode asserts `parameters`, and this spec has none'), how: '' }),
  });
}

/** In a genaiscript script, or a file that names genaiscript or its context types. */
function inGenaiscript(source: TS.SourceFile): boolean {
  return GENAI_SCRIPT.test(source.fileName) || fileImports(source, GENAI_MENTION);
}

/**
 * `defTool` is genaiscript's: the script's global (declared nowhere in the file), taken from an object (`const {
 * defTool } = ctx`, a parameter `({ defTool })`), or imported from genaiscript. A function of the file's own is not.
 */
function globalDefTool(ts: Ts, id: TS.Identifier, conv: LiteralConverter): boolean {
  const decl = conv.scopes.declarationOf(id);
  if (!decl) return true;
  if (ts.isBindingElement(decl) || (ts.isIdentifier(decl) && decl.parent && ts.isBindingElement(decl.parent))) return true;
  const from = importOf(ts, conv.scopes, id);
  return !!from && GENAI_MODULE.test(from.specifier);
}

/** defAgent's tool (runpromptcontext.js): its `{ query }` parameters, as defAgent passes them to defTool. */
const AGENT_PARAMETERS = { type: 'object', properties: { query: { type: 'string', description: 'Query to answer by the LLM agent.' } }, required: ['query'] };

/**
 * defAgent(name, description, fn, options?): defTool(`agent_${name}` (a leading `agent_` dropped, `_${variant}`
 * appended), a description listing the tools its system scripts resolve to at run time, `{ query }`, ...).
 */
function agentTool(conv: LiteralConverter, call: TS.CallExpression): JsonNode | undefined {
  const ts = conv.ts;
  const [nameArg, descriptionArg, fn, optionsArg] = call.arguments;
  if (!nameArg || !descriptionArg || !fn || !conv.isNameLike(nameArg) || !(conv.isStringLike(fn) || isCallback(ts, fn, conv.scopes))) return undefined;
  const node = { type: 'object', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const options = optionsArg ? conv.convert(optionsArg, undefined, 1) : undefined;
  const variant = options?.type === 'object' ? member(options, 'variant') : undefined;
  const named = conv.convert(nameArg, undefined, 1);
  if (named?.type === 'string') {
    const suffix = variant && truthy(variant) ? `_${String(variant.value)}` : '';
    (named as { value: string }).value = `agent_${(named.value as string).replace(/^agent_/i, '')}${suffix}`;
  }
  const name = withVariant(named, variant?.value === RUNTIME ? variant : undefined);
  if (name) node.children!.push(conv.property(nameArg, 'name', name, node));
  const description = conv.runtimeValue(descriptionArg, undefined, "defAgent's description: `Agent that uses an LLM to <description>.` and the descriptions of the tools its system scripts resolve to at run time");
  node.children!.push(property('description', description, node));
  node.children!.push(property('parameters', fixedValue(conv, call.expression, AGENT_PARAMETERS), node));
  (node as unknown as Marked)[GENERATED] = true;
  (node as unknown as Marked)[CONVERTER] = `Defined with genaiscript's defAgent(), which @genaiscript/core 2.5 sends as a defTool() named \`agent_<name>\` (through escapeToolName, with any \`variant\`) taking \`{ query }\`; its description lists tools resolved at run time.${options && options.type !== 'object' ? ' Its options are known only at run time: a `variant` there would add `_<variant>` to the name.' : ''}`;
  return node;
}

interface Parts {
  name: TS.Expression;
  description: TS.Expression | undefined;
  options: TS.Expression | undefined;
  parameters: () => { value: JsonNode; how: string };
}

/** The tool node: `{ name, description, parameters }`, the shape of the chat request's `function`. */
function toolNode(conv: LiteralConverter, call: TS.CallExpression, parts: Parts): JsonNode {
  // No shape hint: extraction reads `{ name, description, parameters }` as an openai-function tool, and a name or
  // parameters known only at run time are reported as such (typescript.ts runtimeToolNames).
  const node = { type: 'object', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const notes: string[] = [];
  const options = parts.options ? conv.convert(parts.options, undefined, 1) : undefined;
  const option = (key: string) => (options?.type === 'object' ? member(options, key) : undefined);
  if (options && options.type !== 'object') notes.push('Its options are known only at run time: a `variant` there would add `_<variant>` to the name.');
  const named = withVariant(conv.convert(parts.name, undefined, 1), option('variant'));
  if (named) node.children!.push(conv.property(parts.name, 'name', named, node));
  const variantDescription = option('variantDescription');
  const replaced = variantDescription && truthy(variantDescription) !== false;
  const description = replaced ? variantDescription : parts.description ? conv.convert(parts.description, undefined, 1) : undefined;
  if (description) {
    // createToolNode dedents the description; a variant's description replaces it afterwards, as it is.
    if (description.type === 'string' && !replaced) (description as { value: string }).value = applyTag('ts-dedent', [description.value as string], []);
    if (description.type === 'string') (description as { value: string }).value = ellipse(description.value as string);
    node.children!.push(property('description', description, node));
  }
  const params = parts.parameters();
  node.children!.push(property('parameters', params.value, node));
  if ((params.value as unknown as Marked)[GENERATED]) (node as unknown as Marked)[GENERATED] = true;
  (node as unknown as Marked)[CONVERTER] = [
    `Defined with genaiscript's defTool(), read as @genaiscript/core 2.5 sends it (\`{ type: "function", function: { name, description, parameters } }\`): the name through escapeToolName (with any \`variant\` appended), the description dedented (ts-dedent) and cut to ${MAX_TOOL_DESCRIPTION_LENGTH.toLocaleString('en-US')} characters, the parameters ${params.how}.`,
    ...notes,
  ].join(' ');
  return node;
}

/** A property of `parent`, spanning its value's code. */
function property(key: string, value: JsonNode, parent: JsonNode): JsonNode {
  const prop = { type: 'property', offset: value.offset, length: value.length, parent, children: [] as JsonNode[] } as JsonNode;
  (value as { parent?: JsonNode }).parent = prop;
  prop.children!.push({ type: 'string', value: key, offset: value.offset, length: value.length, parent: prop } as JsonNode, value);
  return prop;
}

/** The name sent: `${name}_${variant}` when the options give a variant, through escapeToolName. */
function withVariant(name: JsonNode | undefined, variant: JsonNode | undefined): JsonNode | undefined {
  if (!name || name.type !== 'string') return name;
  if (variant && variant.value === RUNTIME) return { ...variant, [RUNTIME_REASON]: 'Not analysed: a `variant` option known only at run time (defTool names the tool `<name>_<variant>`). toollint reads literals only and never runs code.' } as unknown as JsonNode;
  const suffix = variant && truthy(variant) ? `_${String(variant.value)}` : '';
  (name as { value: string }).value = escapeToolName(`${name.value as string}${suffix}`);
  return name;
}

/** tools.ts escapeToolName: `.replace("-", "_")` replaces the first `-` only, as genaiscript's does. */
export function escapeToolName(name: string): string {
  // Each UTF-16 unit outside [a-zA-Z0-9_-] becomes `_`, the first `-` too, runs of `_` one, trailing `_` go.
  const out = name.replace(/[^a-zA-Z0-9_-]/g, '_').replace('-', '_');
  let collapsed = '';
  for (let i = 0; i < out.length; i++) if (!(out[i] === '_' && collapsed.endsWith('_'))) collapsed += out[i];
  let end = collapsed.length;
  while (end > 0 && collapsed[end - 1] === '_') end--;
  return collapsed.slice(0, end);
}

/** util.ts ellipse(): past `length`, the first length - 1 units and an ellipsis. */
function ellipse(text: string): string {
  return text.length > MAX_TOOL_DESCRIPTION_LENGTH ? `${text.slice(0, MAX_TOOL_DESCRIPTION_LENGTH - 1)}…` : text;
}

/** JavaScript truthiness of a literal's value; undefined when it is known only at run time. */
function truthy(n: JsonNode): boolean | undefined {
  if (n.value === RUNTIME) return undefined;
  if (n.type === 'object' || n.type === 'array') return true;
  return !!n.value;
}

/** A value genaiscript's code throws on, or one known only at run time: not analysed, saying why. */
function thrown(span: Span, why: string): JsonNode {
  return { type: 'null', value: RUNTIME, [RUNTIME_REASON]: `Not analysed: genaiscript's defTool throws here: ${why}.`, offset: span.offset, length: span.length } as unknown as JsonNode;
}
function unknown(span: Span, why: string): JsonNode {
  return { type: 'null', value: RUNTIME, [RUNTIME_REASON]: `Not analysed: ${why}. toollint reads literals only and never runs code.`, offset: span.offset, length: span.length } as unknown as JsonNode;
}

/** defTool({ spec: { parameters } }): sent as given (zod is not converted either). */
function specSchema(conv: LiteralConverter, expr: TS.Expression): { value: JsonNode; how: string } {
  const zod = zodSchema(conv, expr);
  if (zod) return { value: zod, how: '' };
  const value = conv.convert(expr, undefined, 1) ?? unknown(conv.span(expr), 'parameters built at run time');
  return { value, how: 'as the ToolCallback spec gives them' };
}

/** A zod schema in the parameters slot: defTool sends the zod object itself (only defSchema converts zod). */
function zodSchema(conv: LiteralConverter, expr: TS.Expression): JsonNode | undefined {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  const zod = conv.zodContext('zod', undefined, e, []);
  if (!zod || !isZodExpression(e, zod)) return undefined;
  return unknown(conv.span(expr), "a zod schema, which genaiscript's defTool does not convert (it takes a JSON Schema or its parameter shorthand; only defSchema converts zod)");
}

/** defTool(name, description, parameters, fn): parameters through promptParametersSchemaToJSONSchema. */
function positionalSchema(conv: LiteralConverter, expr: TS.Expression): { value: JsonNode; how: string } {
  const zod = zodSchema(conv, expr);
  if (zod) return { value: zod, how: '' };
  const span = conv.span(expr);
  const node = conv.convert(expr, undefined, 1);
  if (!node) return { value: unknown(span, 'parameters built at run time'), how: '' };
  if (node.value === RUNTIME) return { value: node, how: '' };
  // `!parameters` gives undefined, which createToolNode's assertion rejects.
  if (truthy(node) === false) return { value: thrown(span, 'createToolNode asserts `parameters`, and this value is falsy'), how: '' };
  if (node.type !== 'object') return { value: unknown(span, 'parameters that are not an object (genaiscript would read this value as an object of parameters)'), how: '' };
  const type = member(node, 'type');
  if (type?.value === RUNTIME) return { value: unknown(type, 'a `type` known only at run time (defTool sends a JSON Schema of type object or array as it is, and converts anything else as its parameter shorthand)'), how: '' };
  if (type?.type === 'string' && (type.value === 'object' || type.value === 'array')) return { value: node, how: 'sent as written (a JSON Schema whose type is object or array, which promptParametersSchemaToJSONSchema passes through)' };
  const converted = topLevel(node, conv.source.text);
  return { value: Object.assign(converted, { [GENERATED]: true }), how: 'converted from its parameter shorthand by promptParametersSchemaToJSONSchema (`""` a required string, `"x"` a string defaulting to "x", `NaN` a required number, `{ type, required: true }` a required property...)' };
}

// --- promptParametersSchemaToJSONSchema, on the literal's nodes -----------------------------------------------------

/** Thrown inside the conversion: `node` is the value not read (`known`: a node saying why already). */
class Unanalysable extends Error {
  constructor(
    readonly node: JsonNode,
    readonly known = false,
  ) {
    super('not analysable');
  }
}

/** The value node of an object node's last property named `key` (the one JavaScript keeps). */
function member(node: JsonNode, key: string): JsonNode | undefined {
  return nodeAtPath(node, [key]);
}

/** An object node's entries in Object.entries order: array-index keys first, ascending, then the others as written. */
function entries(node: JsonNode): [string, JsonNode][] {
  const byKey = new Map<string, JsonNode>();
  for (const p of node.children ?? []) {
    const key = p.children?.[0]?.value;
    const value = p.children?.[1];
    if (key === '...' && value?.value === RUNTIME) throw new Unanalysable(value);
    if (typeof key === 'string' && value) byKey.set(key, value);
  }
  const index = (k: string) => /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295;
  const keys = [...byKey.keys()];
  const ordered = [...keys.filter(index).sort((a, b) => Number(a) - Number(b)), ...keys.filter((k) => !index(k))];
  return ordered.map((k) => [k, byKey.get(k)!]);
}

function make(type: 'string' | 'number' | 'boolean', value: unknown, at: Span): JsonNode {
  return { type, value, offset: at.offset, length: at.length } as JsonNode;
}

/** An object node of these entries, each property spanning its value's code. */
function objectOf(at: Span, props: [string, JsonNode][]): JsonNode {
  const node = { type: 'object', offset: at.offset, length: at.length, children: [] as JsonNode[] } as JsonNode;
  for (const [key, value] of props) node.children!.push(property(key, value, node));
  return node;
}

function arrayOf(at: Span, items: JsonNode[]): JsonNode {
  const node = { type: 'array', offset: at.offset, length: at.length, children: items } as JsonNode;
  for (const i of items) (i as { parent?: JsonNode }).parent = node;
  return node;
}

/** A copy of a literal's node (its spans kept), with fresh parents. */
function copy(n: JsonNode): JsonNode {
  const out = { ...n } as JsonNode;
  if (n.children) {
    (out as { children?: JsonNode[] }).children = n.children.map(copy);
    for (const c of out.children!) (c as { parent?: JsonNode }).parent = out;
  }
  return out;
}

const TYPED = new Set(['number', 'integer', 'string', 'boolean', 'object']);

/** `NaN` written as a value (the shorthand's required number): a run-time value to the literal reader. */
function isNaNValue(v: JsonNode, text: string): boolean {
  return v.value === RUNTIME && v.length === 3 && text.startsWith('NaN', v.offset);
}

/** isPromptParameterTypeRequired: `""`, NaN, or a truthy `required`. */
function required(v: JsonNode, text: string): boolean {
  if (isNaNValue(v, text)) return true;
  if (v.type === 'string') return v.value === '';
  if (v.type !== 'object') return false;
  const r = member(v, 'required');
  if (!r) return false;
  const t = truthy(r);
  if (t === undefined) throw new Unanalysable(r);
  return t;
}

/** promptParameterTypeToJSONSchema (no `noDefaults`: defTool passes no options). */
function parameterType(v: JsonNode, text: string): JsonNode {
  if (isNaNValue(v, text)) return objectOf(v, [['type', make('string', 'number', v)]]);
  if (v.value === RUNTIME) throw new Unanalysable(v);
  if (v.type === 'string') return objectOf(v, [['type', make('string', 'string', v)], ...(v.value === '' ? [] : ([['default', make('string', v.value, v)]] as [string, JsonNode][]))]);
  if (v.type === 'number') return objectOf(v, [['type', make('string', Number.isInteger(v.value) ? 'integer' : 'number', v)], ['default', make('number', v.value, v)]]);
  if (v.type === 'boolean') return objectOf(v, [['type', make('string', 'boolean', v)], ['default', make('boolean', v.value, v)]]);
  if (v.type === 'array') {
    const first = v.children?.[0];
    if (!first) throw new Unanalysable(thrown(v, '`[]` gives promptParameterTypeToJSONSchema undefined ("prompt type undefined not supported")'), true);
    return objectOf(v, [['type', make('string', 'array', v)], ['items', parameterType(first, text)]]);
  }
  if (v.type !== 'object') throw new Unanalysable(thrown(v, 'null has no `type` (a TypeError in promptParameterTypeToJSONSchema)'), true);
  const type = member(v, 'type');
  if (type?.value === RUNTIME) throw new Unanalysable(type);
  if (type?.type === 'string' && TYPED.has(type.value as string)) return objectOf(v, entries(v).filter(([k]) => k !== 'required').map(([k, c]) => [k, copy(c)]));
  const props = entries(v);
  const properties = objectOf(v, props.map(([k, c]) => [k, parameterType(c, text)]));
  const requiredKeys = props.filter(([, c]) => required(c, text)).map(([k, c]) => make('string', k, c));
  return objectOf(v, [['type', make('string', 'object', v)], ['properties', properties], ['required', arrayOf(v, requiredKeys)]]);
}

/** promptParametersSchemaToJSONSchema's loop: a property is required unless its schema is an object or array. */
function topLevel(node: JsonNode, text: string): JsonNode {
  try {
    const props: [string, JsonNode][] = [];
    const requiredKeys: JsonNode[] = [];
    for (const [k, v] of entries(node)) {
      const t = parameterType(v, text);
      props.push([k, t]);
      const type = member(t, 'type')?.value;
      if (type !== 'object' && type !== 'array' && required(v, text)) requiredKeys.push(make('string', k, v));
    }
    return objectOf(node, [['type', make('string', 'object', node)], ['properties', objectOf(node, props)], ['required', arrayOf(node, requiredKeys)]]);
  } catch (e) {
    if (!(e instanceof Unanalysable)) throw e;
    if (e.known) return e.node;
    return unknown(e.node, 'a parameter known only at run time (defTool converts its parameter shorthand by the type of each value)');
  }
}
