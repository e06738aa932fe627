// Values a reading reaches through code rather than literals: a same-file function's result (factories); and the SDK
// wrappers: which one a file imports, and what each one's conversion is modelled on (shown in the hover).
import type * as TS from 'typescript';
import type { ZodWrapper } from '../../converters/zod';
import { type Ts, unwrap } from './parser';
import { isReference, preorder, type Scopes } from './ts-walk';

/**
 * A call to a function of this file (a declaration, or a const holding an arrow or function expression) whose
 * body is one returned expression: that expression, when it uses none of the function's parameters (an unused
 * parameter, with a default or not, changes nothing); else the first parameter it uses, whose value is known only
 * at run time.
 */
export function factoryResult(ts: Ts, scopes: Scopes, expr: TS.Expression): { result: TS.Expression; fn: TS.Node } | { param: string } | undefined {
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
  let result: TS.Expression | undefined;
  if (ts.isBlock(fn.body)) {
    const only = fn.body.statements.length === 1 ? fn.body.statements[0] : undefined;
    if (only && ts.isReturnStatement(only)) result = only.expression;
  } else result = fn.body;
  if (!result) return undefined;
  const params = new Set<TS.Node>(fn.parameters);
  let param: string | undefined;
  preorder(ts, result, (n) => {
    if (param !== undefined || !ts.isIdentifier(n) || !isReference(ts, n)) return;
    for (let d: TS.Node | undefined = scopes.declarationOf(n); d && d !== fn; d = d.parent) {
      if (params.has(d)) {
        param = n.text;
        return;
      }
    }
  });
  return param !== undefined ? { param } : { result, fn };
}

/** The SDK whose zod conversion a tool-shaped literal gets: the one the file imports, else zod's own. */
export function importedWrapper(text: string): ZodWrapper {
  if (/from\s+['"]@modelcontextprotocol\/sdk/.test(text)) return 'mcp';
  if (/from\s+['"]ai['"]/.test(text)) return 'ai-sdk';
  if (/from\s+['"]@anthropic-ai\/sdk/.test(text)) return 'anthropic';
  return 'zod';
}

/** The package and major each wrapper's conversion is modelled on. */
export const MODELLED_MAJOR: Partial<Record<ZodWrapper, { pkg: string; major: number }>> = {
  mcp: { pkg: '@modelcontextprotocol/sdk', major: 1 },
  'ai-sdk': { pkg: 'ai', major: 5 },
  'openai-zodFunction': { pkg: 'openai', major: 6 },
  anthropic: { pkg: '@anthropic-ai/sdk', major: 1 },
};
/** What each wrapper's zod conversion is modelled on (shown in the hover). */
export const CONVERTERS: Record<ZodWrapper, string> = {
  mcp: 'the MCP TypeScript SDK 1.x (zod 4: toJSONSchema, draft-07, input side; zod 3: zod-to-json-schema)',
  'ai-sdk': "the AI SDK's zodSchema (@ai-sdk/provider-utils 5: zod 4 toJSONSchema draft-07 input side, objects closed)",
  'openai-zodFunction': "openai-node 6's zodFunction (zod 4 toJSONSchema with openai's strict transform)",
  anthropic: "the Anthropic SDK's betaZodTool (@anthropic-ai/sdk 1.x: zod 4 toJSONSchema, reused schemas as $defs)",
  'openai-agents': "the OpenAI Agents SDK's tool() (@openai/agents-core 0.20: openai 7's helper or its own converter, then its strict rewrite)",
  zod: "zod's own JSON Schema (zod 4 toJSONSchema defaults; zod 3 zod-to-json-schema): no SDK import says otherwise",
};
