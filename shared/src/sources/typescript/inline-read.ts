// The literal reader's side of inlining (see inline.ts): a call to a project function read as the value or schema
// its returned expression is, in the function's own file, placed at the call (never edited there: the code is the
// function's). A parameter whose value is not known here gives one run-time value naming it.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { type CallSite, inlineCall, type Inlined, type UnknownParam, valueExpression } from './inline';
import { respan } from './imports';
import { RUNTIME, RUNTIME_PARAM } from './marks';
import { FOREIGN } from '../node-marks';
import { nodeAtPath } from '../json/json';
import { dependsOn, parameterOfCaller } from './factories';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';

/** What inlining needs of the literal reader (LiteralConverter). */
export interface InlineReader {
  readonly ts: Ts;
  readonly scopes: Scopes;
  /** The const values the current reading went through. */
  reached: Set<TS.Node>;
  callSite(): CallSite;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  span(node: TS.Node): { offset: number; length: number };
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
  /** Runs `read` with a reader of another parsed file (its path for imports), within this reading's budget. */
  inFile<T>(file: { source: TS.SourceFile; scopes: Scopes; path: string | undefined; active: ReadonlySet<string> }, read: (conv: InlineReader) => T): T;
}

/** Marks a value computed by an inlined call (the hover's "computed by calling `fn` with its literal arguments"). */
export const COMPUTED_BY = Symbol('computed by calling a project function');

/**
 * `call` inlined and read by `read` in the function's file, placed at the call; a run-time value naming the parameter
 * when one it uses is not known; undefined when the callee is not a function that can be inlined.
 */
export function inlinedRead(conv: InlineReader, call: TS.CallExpression, parent: JsonNode | undefined, what: 'value' | 'schema', read: (other: InlineReader, expr: TS.Expression) => JsonNode | undefined, orFactory = false): JsonNode | undefined {
  // The consts read for the call count as the reading's only when its value is known: a tool literal given to a
  // function whose result is built at run time (`aixFunctionCallTool(diagramsTool.fun)`) is still read on its own.
  const outer = conv.reached;
  const inner = (conv.reached = new Set());
  let node: JsonNode | undefined;
  try {
    return (node = inlined(conv, call, parent, what, read, orFactory));
  } finally {
    conv.reached = outer;
    if (node?.value !== RUNTIME) for (const n of inner) outer.add(n);
  }
}

function inlined(conv: InlineReader, call: TS.CallExpression, parent: JsonNode | undefined, what: 'value' | 'schema', read: (other: InlineReader, expr: TS.Expression) => JsonNode | undefined, orFactory: boolean): JsonNode | undefined {
  const r = inlineCall(conv.ts, call, conv.callSite(), (e) => conv.convert(e, undefined, 1));
  if (!r) return undefined;
  if (!('expr' in r)) return unknownParam(conv, call, parent, what, r);
  const node = conv.inFile(r, (other) => read(other, r.expr));
  // Not read there either (a helper calling itself): the factory's own reason, the parameter it depends on, is said.
  if (!node || (orFactory && node.value === RUNTIME)) return undefined;
  respan(node, conv.span(call), parent);
  // The call decides the tool's name: the tool is this file's, though its code is the function's (analysable.ts's definedElsewhere).
  const name = r.tool && node.type === 'object' ? nodeAtPath(node, ['name']) : undefined;
  if (name) delete (name as unknown as Record<symbol, unknown>)[FOREIGN];
  (node as unknown as Record<symbol, string>)[COMPUTED_BY] = r.fnName;
  return node;
}

/** The run-time value of a call whose parameter is not known here (named as the factories' message names it). */
function unknownParam(conv: InlineReader, call: TS.CallExpression, parent: JsonNode | undefined, what: 'value' | 'schema', r: UnknownParam): JsonNode {
  const passed = r.arg && !conv.ts.isSpreadElement(r.arg) ? parameterOfCaller(conv.ts, conv.scopes, r.arg) : undefined;
  const factory = passed ? { param: passed, caller: true as const } : { param: r.param };
  return Object.assign(conv.runtimeValue(call, parent, dependsOn(factory, what)), { [RUNTIME_PARAM]: factory.param });
}

/** For the zod resolver: a call inlined at `site`, its arguments read by a literal reader of the site's file. */
export function inlineForZod(conv: InlineReader, call: TS.CallExpression, site: CallSite): Inlined | UnknownParam | undefined {
  const readArg = (e: TS.Expression) =>
    site.source === call.getSourceFile() && site.scopes === conv.scopes ? conv.convert(e, undefined, 1) : conv.inFile({ ...site, active: site.active }, (other) => other.convert(e, undefined, 1));
  return inlineCall(conv.ts, call, site, readArg);
}

/** For the zod resolver: a call whose value the literal reader knows (`colors.map((c) => c.key)`), as a literal expression. */
export function valueForZod(conv: InlineReader, call: TS.CallExpression, site: CallSite): ReturnType<typeof valueExpression> {
  const read = (other: InlineReader) => other.convert(call, undefined, 1);
  const value = site.source === call.getSourceFile() && site.scopes === conv.scopes ? read(conv) : conv.inFile(site, read);
  return valueExpression(conv.ts, value, `${site.path ?? site.source.fileName}.value.ts`);
}
