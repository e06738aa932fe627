// coinbase/agentkit's action providers: `@CreateAction({ name, description, schema })` on a method of a class
// extending ActionProvider. The decorator registers the action as `${target.constructor.name}_${params.name}`
// (agentkit's actionDecorator.ts), and every framework extension (LangChain, the AI SDK, MCP) hands the model that
// prefixed name: `get_balance` in `class ERC20ActionProvider` is sent as `ERC20ActionProvider_get_balance`.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, GENERATED } from '../node-marks';
import { fixedValue } from './fixed-values';
import { importOf } from './imports';
import type { MastraReader } from './mastra';
import { literalInit } from './object-members';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';

/** Where CreateAction comes from: the package, or (inside agentkit's own repository) its relative actionDecorator module. */
const AGENTKIT_MODULE = /^@coinbase\/agentkit(?:\/|$)|^\.{1,2}\/(?:.*\/)?actionDecorator(?:\.[cm]?[jt]s)?$/;

/**
 * The class name agentkit prefixes to the action this literal defines, when the literal is the argument of an
 * agentkit `@CreateAction(...)` decorating an instance method of a named class; undefined otherwise (a static
 * method's target is the constructor, an anonymous class has no name to read: left as written).
 */
export function agentkitActionClass(ts: Ts, scopes: Scopes, expr: TS.ObjectLiteralExpression): string | undefined {
  const call = expr.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== expr || !ts.isIdentifier(call.expression)) return undefined;
  const decorator = call.parent;
  const method = decorator?.parent;
  const cls = method?.parent;
  if (!decorator || !ts.isDecorator(decorator) || !method || !ts.isMethodDeclaration(method) || !cls || !ts.isClassDeclaration(cls) || !cls.name) return undefined;
  if (method.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return undefined;
  const from = importOf(ts, scopes, call.expression);
  return from && from.name === 'CreateAction' && AGENTKIT_MODULE.test(from.specifier) ? cls.name.text : undefined;
}

/** The hover's words for the prefix. */
export function agentkitNote(cls: string): string {
  return `coinbase/agentkit's @CreateAction registers it as \`${cls}_<name>\` (the class's name, then the written name), the name its framework extensions send`;
}

// inngest/agent-kit's `createTool({ name, description, handler })` without `parameters` (agent-kit 0.13, its adapters
// in packages/agent-kit/src/adapters): the Anthropic adapter sends `z.toJSONSchema(z.object({}), { target:
// "draft-2020-12" })`, the Gemini one its own conversion of `z.object({})`, the OpenAI one no `parameters` at all (and
// `strict: false`). The tool is read with the Anthropic adapter's schema, the one agent-kit writes out; a tool with
// `parameters` is the tool-shaped literal any reader takes (tool-shapes.ts).
const AGENT_KIT_MODULE = /^@inngest\/agent-kit(?:\/|$)/;
/** z.toJSONSchema(z.object({}), { target: "draft-2020-12" }) with zod 4.1+, key order included. */
const EMPTY_PARAMETERS = { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: {}, additionalProperties: false };
const AGENT_KIT_NOTE =
  "inngest/agent-kit with no `parameters`: its Anthropic adapter sends z.toJSONSchema(z.object({}), draft 2020-12), the schema shown; its OpenAI adapter sends the function without `parameters` (strict false), its Gemini adapter its own conversion of z.object({})";

/** The agent-kit tool this literal defines when it has no `parameters` (see above); undefined for any other literal. */
export function agentKitToolWithoutParameters(conv: MastraReader, expr: TS.ObjectLiteralExpression): JsonNode | undefined {
  const ts = conv.ts;
  const call = expr.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments.length !== 1 || call.arguments[0] !== expr || !ts.isIdentifier(call.expression)) return undefined;
  const from = importOf(ts, conv.scopes, call.expression);
  if (!from || from.name !== 'createTool' || !AGENT_KIT_MODULE.test(from.specifier)) return undefined;
  const init = (key: string) => literalInit(ts, expr, key);
  const name = init('name');
  const description = init('description');
  const handler = init('handler') ?? expr.properties.find((p) => ts.isMethodDeclaration(p) && ts.isIdentifier(p.name) && p.name.text === 'handler');
  if (!name || !handler || init('parameters') || expr.properties.some((p) => ts.isSpreadAssignment(p))) return undefined;
  // Shown as the Anthropic tool it is sent as there (OpenAI's has no schema to check: strict mode's rules do not apply).
  const node = { type: 'object', ...conv.span(expr), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'anthropic' } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(at, key, value, node));
  };
  add('name', name, conv.convert(name, undefined, 1));
  if (description) add('description', description, conv.convert(description, undefined, 1));
  add('input_schema', call.expression, fixedValue(conv, call.expression, EMPTY_PARAMETERS));
  return Object.assign(node, { [GENERATED]: true, [CONVERTER]: AGENT_KIT_NOTE });
}
