// Values a reading reaches through code rather than literals: a same-file function's result (factories); and the SDK
// wrappers: which one a file imports, and what each one's conversion is modelled on (shown in the hover).
import type * as TS from 'typescript';
import type { ZodWrapper } from '../../converters/zod';
import { type Ts, unwrap } from './parser';
import { isReference, preorder, type Scopes } from './ts-walk';
import { AI_SDK_IMPORT, ANTHROPIC_SDK_IMPORT, fileImports, GENKIT_IMPORT, MCP_SDK_IMPORT } from './file-imports';
import { parameterConversion } from './zod-conversion-calls';

/**
 * A call to a function of this file (a declaration, or a const holding an arrow or function expression) whose
 * body is one returned expression: that expression, when it uses none of the function's parameters (an unused
 * parameter, with a default or not, changes nothing); else the first parameter its body uses, whose value is known
 * only at run time. When the call passes that parameter a parameter of the function the call stands in
 * (`description: describe(context)` in `(context) => ({...})`), that one is named (`caller`): it is what decides.
 * A longer body that uses no parameter is not read (undefined).
 */
export function factoryResult(ts: Ts, scopes: Scopes, expr: TS.Expression): { result: TS.Expression; fn: TS.Node } | { param: string; caller?: true } | undefined {
  const e = unwrap(ts, expr);
  if (!ts.isCallExpression(e) || !ts.isIdentifier(e.expression)) return undefined;
  const decl = scopes.declarationOf(e.expression);
  let fn: TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression | undefined;
  if (decl && ts.isFunctionDeclaration(decl)) fn = decl;
  else if (decl && decl.parent && ts.isFunctionDeclaration(decl.parent) && decl.parent.name === decl) fn = decl.parent;
  else {
    const held = scopes.constOf(e.expression);
    const init = held && unwrap(ts, held.initializer);
    if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) fn = init;
  }
  if (!fn?.body) return undefined;
  // A function that only converts its parameter to JSON Schema (`(shape) => z.object(shape).toJSONSchema()`) is read
  // at the call as that conversion (zod-conversions.ts), not as a factory depending on its parameter.
  if (parameterConversion(ts, scopes, fn.getSourceFile(), fn)) return undefined;
  const { result, used } = bodyOf(ts, scopes, fn);
  if (!used) return result ? { result, fn } : undefined;
  const arg = e.arguments[used.index];
  const passed = arg && !ts.isSpreadElement(arg) ? parameterOfCaller(ts, scopes, arg) : undefined;
  return passed ? { param: passed, caller: true } : { param: used.name };
}

type FactoryBody = { result: TS.Expression | undefined; used: { name: string; index: number } | undefined };
/** Each function's reading, kept for its next call (5,000 calls of one long function walked its body 5,000 times). */
const BODIES = new WeakMap<TS.Node, FactoryBody>();

/** A factory's one returned expression, and the first of its parameters the body uses. */
function bodyOf(ts: Ts, scopes: Scopes, fn: TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression): FactoryBody {
  const known = BODIES.get(fn);
  if (known) return known;
  let result: TS.Expression | undefined;
  if (ts.isBlock(fn.body!)) {
    const only = fn.body.statements.length === 1 ? fn.body.statements[0] : undefined;
    if (only && ts.isReturnStatement(only)) result = only.expression;
  } else result = fn.body;
  const params = new Map<TS.Node, number>(fn.parameters.map((p, i) => [p, i]));
  let used: { name: string; index: number } | undefined;
  preorder(ts, result ?? fn.body!, (n) => {
    if (used !== undefined || !ts.isIdentifier(n) || !isReference(ts, n)) return;
    for (let d: TS.Node | undefined = scopes.declarationOf(n); d && d !== fn; d = d.parent) {
      const index = params.get(d);
      if (index !== undefined) {
        used = { name: n.text, index };
        return;
      }
    }
  });
  const body = { result, used };
  BODIES.set(fn, body);
  return body;
}

/** The name of the enclosing function's parameter an argument is (`context`, `ctx.customer`), if it is one. */
export function parameterOfCaller(ts: Ts, scopes: Scopes, arg: TS.Expression): string | undefined {
  let root = unwrap(ts, arg);
  while (ts.isPropertyAccessExpression(root)) root = unwrap(ts, root.expression);
  if (!ts.isIdentifier(root)) return undefined;
  for (let d: TS.Node | undefined = scopes.declarationOf(root); d; d = d.parent) {
    if (ts.isParameter(d)) return root.text;
    if (!ts.isBindingElement(d) && !ts.isObjectBindingPattern(d) && !ts.isArrayBindingPattern(d)) return undefined;
  }
  return undefined;
}

/** Why a factory's value is not analysed: the parameter it depends on (see factoryResult). */
export function dependsOn(factory: { param: string; caller?: true }, what: 'value' | 'schema'): string {
  return factory.caller
    ? `the ${what} depends on \`${factory.param}\`, a parameter of the function this code is in, known only at run time (a parameter with a default, or one the result does not use, would be read)`
    : `the ${what} depends on \`${factory.param}\`, a parameter of the function that ${what === 'value' ? 'returns' : 'builds'} it, known only at run time`;
}

/** The SDK whose zod conversion a tool-shaped literal gets: the one the file imports, else zod's own (asked per literal: each import is looked up once per file). */
export function importedWrapper(source: TS.SourceFile): ZodWrapper {
  if (fileImports(source, MCP_SDK_IMPORT)) return 'mcp';
  if (fileImports(source, AI_SDK_IMPORT)) return 'ai-sdk';
  if (fileImports(source, ANTHROPIC_SDK_IMPORT)) return 'anthropic';
  if (fileImports(source, GENKIT_IMPORT)) return 'genkit';
  return 'zod';
}

/** The package and major each wrapper's conversion is modelled on. */
export const MODELLED_MAJOR: Partial<Record<ZodWrapper, { pkg: string; major: number }>> = {
  mcp: { pkg: '@modelcontextprotocol/sdk', major: 1 },
  'ai-sdk': { pkg: 'ai', major: 5 },
  'openai-zodFunction': { pkg: 'openai', major: 6 },
  anthropic: { pkg: '@anthropic-ai/sdk', major: 1 },
  genkit: { pkg: 'genkit', major: 1 },
  beeai: { pkg: 'beeai-framework', major: 0 },
  livekit: { pkg: '@livekit/agents', major: 1 },
};
/** What each wrapper's zod conversion is modelled on (shown in the hover). */
export const CONVERTERS: Record<ZodWrapper, string> = {
  mcp: 'the MCP TypeScript SDK 1.x (zod 4: toJSONSchema, draft-07, input side; zod 3: zod-to-json-schema)',
  'ai-sdk': "the AI SDK's zodSchema (@ai-sdk/provider-utils 5: zod 4 toJSONSchema draft-07 input side, objects closed)",
  'openai-zodFunction': "openai-node 6's zodFunction (zod 4 toJSONSchema with openai's strict transform)",
  anthropic: "the Anthropic SDK's betaZodTool (@anthropic-ai/sdk 1.x: zod 4 toJSONSchema, reused schemas as $defs)",
  'openai-agents': "the OpenAI Agents SDK's tool() (@openai/agents-core 0.20: openai 7's helper or its own converter, then its strict rewrite)",
  genkit: "Genkit's defineTool (genkit 1.x: zod 3 through zod-to-json-schema, removeAdditionalStrategy strict)",
  beeai: "beeai-framework's getInputJsonSchema() (beeai-framework 0.1: zod 3 through zod-to-json-schema's defaults; a JSON Schema as written)",
  livekit: "@livekit/agents 1.x's toJsonSchema as its chat-completions request sends it (inference.LLM, openai.LLM; strictToolSchema false): zod 3 through zod-to-json-schema with target openAi and $refStrategy none, zod 4 toJSONSchema draft-07 output side; `$schema` dropped",
  zod: "zod's own JSON Schema (zod 4 toJSONSchema defaults; zod 3 zod-to-json-schema): no SDK import says otherwise",
};
