// Recognises a tool definition in a JSON object node, in any provider's shape (PROVIDERS.md, "Tool shapes").
import type { Node } from 'jsonc-parser';
import type { ToolShape } from '../types';
import type { ToolFields } from './tool';
import { JSON_SCHEMA_TYPES } from '../schema/walk';

export interface ShapeMatch {
  shape: ToolShape;
  fields: ToolFields;
}

/** Where an object node stands: the key of the array or property that holds it. */
export interface NodeContext {
  /** Key of the property whose value is the array holding this object (or the object itself). */
  containerKey: string | undefined;
  /** True for items of a top-level array in a file whose name says it holds tools. */
  toolListFile: boolean;
  /** True inside a JSON string that holds tools (datasets). */
  embedded: boolean;
  /** True for literals read from TypeScript/JavaScript source. */
  script?: boolean;
  /** True in an MCP bundle manifest (`manifest_version`): its `tools` list names tools for display, it defines none. */
  manifest?: boolean;
  /** True for an item of an array (a tool list's entry), not a property's value. */
  listItem?: boolean;
}

const TOOL_LIST_KEYS = new Set(['tools', 'functions', 'function', 'tool']);

/** Object properties we look at, read in one pass over the node's children. */
interface Props {
  [key: string]: Node | undefined;
}

const INTERESTING = new Set([
  'type', 'function', 'name', 'parameters', 'parametersJsonSchema', 'input_schema', 'inputSchema', 'toolSpec',
  'description', 'arguments', 'query_parameters', 'path_parameters', 'output_parameters', 'modelDescription',
  'inputs', 'outputs', 'stateMutability', 'label', 'displayName',
]);

function readProps(node: Node): Props | undefined {
  let props: Props | undefined;
  for (const prop of node.children ?? []) {
    const key = prop.children?.[0]?.value;
    if (typeof key === 'string' && INTERESTING.has(key)) {
      props ??= {};
      props[key] = prop.children?.[1];
    }
  }
  return props;
}

function isString(n: Node | undefined): boolean {
  return n?.type === 'string';
}
function isObject(n: Node | undefined): boolean {
  return n?.type === 'object';
}

const SCHEMA_HINT_KEYS = new Set(['type', 'properties', 'anyOf', 'oneOf', 'allOf', '$ref', 'required']);
function looksLikeSchema(n: Node | undefined): boolean {
  if (!n || n.type !== 'object') return false;
  if (!n.children || n.children.length === 0) return true;
  return n.children.some((p) => SCHEMA_HINT_KEYS.has(p.children?.[0]?.value) && (p.children?.[0]?.value !== 'type' || isSchemaType(p.children?.[1])));
}
/**
 * An Ethereum contract ABI entry (`{ type: 'function', name, inputs: [...], outputs: [...], stateMutability }`, as
 * viem, ethers and solc write them): it has a Responses function tool's `type` and `name`, but its arguments are
 * `inputs`, never `parameters`, and it is never sent to a model.
 */
function isAbiFragment(p: Props): boolean {
  return p.parameters === undefined && (p.inputs !== undefined || p.outputs !== undefined || p.stateMutability !== undefined);
}
/** A `null` as written in the source: the TypeScript reader's placeholders for unread values carry symbol marks. */
function isWrittenNull(n: Node | undefined): boolean {
  return n !== undefined && n.type === 'null' && n.value === null && Object.getOwnPropertySymbols(n).length === 0;
}
/** A `type` that is JSON Schema's (a payment's `"type": "digital-goods"` is not). */
function isSchemaType(v: Node | undefined): boolean {
  return v?.type === 'array' || (v?.type === 'string' && JSON_SCHEMA_TYPES.has(v.value as string));
}

/** Returns the tool shape of an object node, or undefined when it is not a tool definition. */
/** Tool objects built by the TypeScript reader from SDK calls carry their shape. */
export const SHAPE_HINT = Symbol('tool shape from an SDK call');
type HintedNode = Node & { [SHAPE_HINT]?: ToolShape };

export function matchToolShape(node: Node, ctx: NodeContext): ShapeMatch | undefined {
  const hint = (node as HintedNode)[SHAPE_HINT];
  if (hint) {
    if (hint === 'anthropic') return { shape: 'anthropic', fields: { name: ['name'], description: ['description'], schema: ['input_schema'], strictHolder: [] } };
    const schema = hint === 'openai-zod' || hint === 'openai-function' ? 'parameters' : 'inputSchema';
    return { shape: hint, fields: { name: ['name'], description: ['description'], schema: [schema], ...(hint === 'openai-zod' ? { strictHolder: [] } : {}) } };
  }
  const p = readProps(node) ?? {};

  if (isObject(p.toolSpec)) {
    const spec = readProps(p.toolSpec!);
    if (spec && isString(spec.name)) {
      return {
        shape: 'bedrock',
        fields: { name: ['toolSpec', 'name'], description: ['toolSpec', 'description'], schema: ['toolSpec', 'inputSchema', 'json'] },
      };
    }
  }
  if (p.type?.value === 'function') {
    if (isObject(p.function)) {
      const fn = readProps(p.function!);
      // `{ type: "function", function: { name, arguments } }` without parameters is a tool call (a message's), not a tool.
      if (fn && isString(fn.name) && !(fn.arguments && !fn.parameters && !fn.description)) {
        return {
          shape: 'openai-chat',
          fields: { name: ['function', 'name'], description: ['function', 'description'], schema: ['function', 'parameters'], strictHolder: ['function'] },
        };
      }
    } else if (isString(p.name) && !isAbiFragment(p)) {
      return { shape: 'openai-responses', fields: { name: ['name'], description: ['description'], schema: ['parameters'], strictHolder: [] } };
    }
  }
  if (!isString(p.name)) return matchBuiltin(node, p, ctx);

  if (ctx.containerKey === 'functionDeclarations' || ctx.containerKey === 'function_declarations' || p.parametersJsonSchema) {
    const jsonSchema = p.parametersJsonSchema !== undefined && p.parameters === undefined;
    return {
      shape: jsonSchema ? 'gemini-json-schema' : 'gemini',
      fields: { name: ['name'], description: ['description'], schema: [jsonSchema ? 'parametersJsonSchema' : 'parameters'] },
    };
  }
  if (ctx.containerKey === 'languageModelTools') {
    return { shape: 'vscode', fields: { name: ['name'], description: ['modelDescription'], schema: ['inputSchema'] } };
  }
  // A literal in code whose schema is a written `null` is data about tools (a listTools mock, a test's expected
  // value), not a tool; the reader marks a value it could not read with symbols, so such a node is no written null.
  if (ctx.script && (isWrittenNull(p.input_schema) || isWrittenNull(p.inputSchema))) return undefined;
  if (p.input_schema) {
    return { shape: 'anthropic', fields: { name: ['name'], description: ['description'], schema: ['input_schema'], strictHolder: [] } };
  }
  if (p.inputSchema) {
    return { shape: 'mcp', fields: { name: ['name'], description: ['description'], schema: ['inputSchema'] } };
  }
  // Inside a JSON string only the string's own list (a dataset's tools, at its root) or a tool-list key is one: a
  // Postman collection's request body `{ "interactive": { "action": { "name", "parameters": { ... } } } }` is not.
  const inToolList =
    (ctx.embedded && ctx.containerKey === undefined) || ctx.toolListFile || (ctx.containerKey !== undefined && TOOL_LIST_KEYS.has(ctx.containerKey));
  // Outside a tool list, no `type` may say the object is something else, and an empty `parameters: {}` counts only
  // beside nothing but a tool's keys: an n8n workflow node `{ name, type: 'n8n-nodes-base.x', parameters: {},
  // position }` and a mock entity `{ sys, name, description, parameters: {}, resolvers: {} }` are none.
  const otherType = p.type?.type === 'string' && p.type.value !== 'function';
  const emptyParams = isObject(p.parameters) && !(p.parameters!.children?.length ?? 0);
  if (isObject(p.parameters) && (inToolList || (!otherType && looksLikeSchema(p.parameters) && (!emptyParams || onlyParametersNested(node))))) {
    return { shape: 'openai-function', fields: { name: ['name'], description: ['description'], schema: ['parameters'] } };
  }
  if (p.arguments?.type === 'array' && (inToolList || (isString(p.description) && isParameterList(p.arguments)))) {
    return { shape: 'argument-list', fields: { name: ['name'], description: ['description'], schema: ['arguments'] } };
  }
  const apiParams = isObject(p.query_parameters)
    ? 'query_parameters'
    : isObject(p.path_parameters)
      ? 'path_parameters'
      : isObject(p.arguments)
        ? 'arguments'
        : isObject(p.parameters) && p.output_parameters
          ? 'parameters'
          : undefined;
  if (apiParams && isString(p.description)) {
    return { shape: 'api-spec', fields: { name: ['name'], description: ['description'], schema: [apiParams] } };
  }
  if (inToolList && !ctx.manifest && isString(p.description) && p.parameters === undefined && !isFieldDescriptor(p) && hasOnlyToolMetadata(node)) {
    return { shape: 'name-only', fields: { name: ['name'], description: ['description'] } };
  }
  return undefined;
}

/**
 * A form field or option of a workflow tool's node, not a tool: Flowise's `this.inputs = [{ label, name, type:
 * 'BaseChatModel', description }]` and the `[{ label, name, description }]` its load methods return, n8n's `{
 * displayName, name, type: 'string', description }`. A UI label, or a `type` that is neither `function` nor a
 * provider's built-in tool type (a JSON Schema type or a class name: the field's value), says so; a name-only tool
 * (an MCP manifest's `{ name, description }`, OpenAI's `{ type: 'custom', name, description }`) has neither.
 */
function isFieldDescriptor(p: Props): boolean {
  return isString(p.label) || isString(p.displayName) || (p.type?.type === 'string' && p.type.value !== 'function' && !BUILTIN_TYPE.test(String(p.type.value)));
}

/**
 * A list of typed arguments (the Docker MCP catalog's `[{ name, type, desc }]`). An MCP prompt's `arguments` (`[]`, or
 * `[{ name, description, required }]`, typeless) is none: `{ name, description, arguments, handler }` is a prompt.
 */
function isParameterList(list: Node): boolean {
  return (list.children ?? []).some((item) => item.type === 'object' && item.children?.some((prop) => prop.children?.[0]?.value === 'type'));
}

const METADATA_KEYS = new Set(['annotations', '_meta', 'icons', 'tags']);
/** What else a tool holds as an object: its output schema and examples (todoist's `{ parameters: {}, outputSchema }`). */
const TOOL_OBJECT_KEYS = new Set(['parameters', 'outputSchema', 'output_schema', 'input_examples', 'inputExamples']);
/** No object or array beside `parameters` but a tool's own (output schema, examples, metadata). */
function onlyParametersNested(node: Node): boolean {
  for (const prop of node.children ?? []) {
    const key = prop.children?.[0]?.value;
    const value = prop.children?.[1];
    if ((value?.type === 'object' || value?.type === 'array') && !TOOL_OBJECT_KEYS.has(key) && !METADATA_KEYS.has(key)) return false;
  }
  return true;
}
/** A {name, description} object is a tool only if nothing in it looks like a nested record (server entries hold tool lists). */
function hasOnlyToolMetadata(node: Node): boolean {
  for (const prop of node.children ?? []) {
    const value = prop.children?.[1];
    if ((value?.type === 'object' || value?.type === 'array') && !METADATA_KEYS.has(prop.children?.[0]?.value)) return false;
  }
  return true;
}

/** The built-in tool types of OpenAI (Responses) and Anthropic (server and client tools, dated versions). */
const BUILTIN_TYPE = /^(?:web_search|file_search|code_interpreter|computer|image_generation|mcp$|local_shell|shell|apply_patch|custom$|bash_|text_editor_|web_fetch_|code_execution_|memory_|tool_search_)/;
const GEMINI_BUILTINS = new Set([
  'googleSearch', 'google_search', 'googleSearchRetrieval', 'google_search_retrieval', 'codeExecution', 'code_execution',
  'urlContext', 'url_context', 'googleMaps', 'google_maps', 'retrieval', 'computerUse', 'computer_use', 'fileSearch', 'file_search',
]);

/** Provider built-in tools in a tool list: OpenAI {type:"file_search"}, Gemini {googleSearch:{}}. They have no schema. */
function matchBuiltin(node: Node, p: Props, ctx: NodeContext): ShapeMatch | undefined {
  // A built-in tool is an entry of a tool list; the object a `tools` key holds is no entry (a JSON Schema's
  // `"tools": { "type": "array", "items": ... }`, the MCP spec's own schema.json; a capabilities object).
  const inToolList = ctx.toolListFile || (ctx.containerKey === 'tools' && ctx.listItem !== false);
  if (!inToolList) return undefined;
  if (p.type?.type === 'string' && JSON_SCHEMA_TYPES.has(String(p.type.value))) return undefined;
  // In code, a free-standing array in a "tools" file is often something else (`[{ type: 'text', text }]` results,
  // test expectations): there, only a provider's built-in tool type counts.
  const free = ctx.script && ctx.containerKey !== 'tools';
  if (p.type?.type === 'string' && p.type.value !== 'function' && p.name === undefined && p.function === undefined && (!free || BUILTIN_TYPE.test(String(p.type.value)))) {
    return { shape: 'builtin', fields: { name: ['type'] } };
  }
  const children = node.children ?? [];
  if (children.length === 1) {
    const key = children[0]!.children?.[0]?.value;
    if (typeof key === 'string' && GEMINI_BUILTINS.has(key) && !(free && children[0]!.children?.[1]?.type !== 'object')) return { shape: 'builtin', fields: { name: [key] } };
  }
  return undefined;
}
