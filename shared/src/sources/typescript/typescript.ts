// This folder reads TypeScript and JavaScript with TypeScript's parser (syntax only, nothing run): literals, consts
// by scope, SDK call shapes, run-time values; schema libraries through converters/. It never imports the rules or the
// pipeline.
//
// Reads tool definitions written as literals in TypeScript/JavaScript, with TypeScript's own parser (syntax only:
// no program, no type checker, nothing imported or run). Literals become jsonc-parser-shaped nodes whose offsets
// point into the source, so extraction, rules and ranges work as for JSON.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { SHAPE_HINT } from '../../extract/shapes';
import { nodeAtPath, type ParseProblem, type Segment } from '../json/json';
import { preorder, Scopes } from './ts-walk';
import { LiteralConverter } from './literals';
import { NAMED_ELSEWHERE, type NamedElsewhere, RUNTIME, runtimeValuesIn, ZOD_UNREAD } from './marks';
import { isFallback, mayHoldTools, scriptKind, type Ts, typescript, unwrap } from './parser';
import { keyNamedTool, sdkTool } from './sdk-calls';
import { langchainClass } from './tool-shapes';
import { classTool } from './class-tools';
import { importOf, type ReadFile } from './imports';
import { isKeyNamedCall } from './tool-names';
import { mappedToolList } from './mapped-lists';
import { markExportedConfig } from './registered-configs';
import { spreadBases } from './spread-bases';
import { tmcpTool } from './valibot-tmcp';
import { callsToolFactory, INLINED_TOOLS } from './inline';
import { inlinedRead } from './inline-read';

export interface ScriptDocument {
  segments: Segment[];
  /** Syntax errors TypeScript's parser recovered from (zod edits are offered only in code that parses cleanly). */
  syntaxErrors: number;
  /** Why the file could not be read at all (TypeScript's parser overflows its stack on very deep nesting). */
  unreadable?: string;
  /** Values built at run time that keep a tool from being read at all (a literal tool's name): see runtimeToolNames. */
  notAnalyzable: ParseProblem[];
  /** The other files read for values this file imports. */
  imports?: string[];
}

/** Parses a script and returns one segment per outermost object or array literal. Never throws. */
export function parseScriptDocument(text: string, opts: { path?: string; languageId?: string; readFile?: ReadFile } = {}): ScriptDocument {
  if (!mayHoldTools(text)) return { segments: [], syntaxErrors: 0, notAnalyzable: [] };
  const ts = typescript();
  let source: TS.SourceFile;
  try {
    source = ts.createSourceFile(opts.path ?? 'file.ts', text, ts.ScriptTarget.Latest, true, scriptKind(ts, opts.path, opts.languageId));
  } catch (e) {
    const why = e instanceof RangeError ? 'the code nests too deeply for TypeScript\'s parser' : `TypeScript's parser failed (${e instanceof Error ? e.message : String(e)})`;
    return { segments: [], syntaxErrors: 0, notAnalyzable: [], unreadable: `Not analysed: ${why}, so no tool in this file was checked.` };
  }
  // One walk collects the identifiers (for scopes and uses), the `var` declarations (hoisted to their function) and
  // the places tools may stand; those are read afterwards, when every declaration (also one further down) is known.
  const idents: TS.Identifier[] = [];
  const vars: TS.VariableDeclarationList[] = [];
  const candidates: TS.Node[] = [];
  preorder(ts, source, (node) => {
    if (ts.isIdentifier(node)) idents.push(node);
    else if (ts.isVariableDeclarationList(node) && !(node.flags & ts.NodeFlags.BlockScoped)) vars.push(node);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && isMemberTarget(ts, node.left)) candidates.push(node);
    else if (ts.isCallExpression(node) || ts.isClassDeclaration(node) || ts.isClassExpression(node) || ((ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) && !isInsideLiteral(ts, node))) candidates.push(node);
  });

  const importCtx = opts.readFile && opts.path ? { readFile: opts.readFile, reads: new Set<string>() } : undefined;
  const imports = importCtx && opts.path ? { ctx: importCtx, path: opts.path, depth: 0, active: new Set([opts.path]) } : undefined;
  const converter = new LiteralConverter(ts, source, new Scopes(ts, idents, vars), imports, (conv, call) => keyNamedTool(ts, call, conv, { unnamed: call.expression, why: 'named where it is imported' }) ?? undefined);
  // The object literals an SDK call takes (its config) belong to that tool: they are not read again on their own.
  const consumed = new Set<TS.Node>();
  const readings: { node: TS.Node; root: JsonNode; reached: Set<TS.Node> }[] = [];
  // A test's expected value (`expect(tools).toEqual([{ name, inputSchema }])`) describes tools; it defines none.
  const tests = TEST_WORDS.test(text);
  for (const node of candidates) {
    if (consumed.has(node) || isZodShape(ts, node, converter) || (tests && isExpectedValue(ts, node))) continue;
    const reached = converter.startReading();
    let root: JsonNode | undefined;
    if (ts.isCallExpression(node)) {
      root = sdkTool(ts, node, converter);
      if (root) {
        for (const a of node.arguments) if (ts.isObjectLiteralExpression(a)) consumed.add(a);
      } else root = factoryCallTool(ts, node, converter);
    } else if (ts.isBinaryExpression(node)) root = assignedImport(ts, node, converter);
    else if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) root = langchainClass(converter, node) ?? classTool(converter, node);
    else root = tmcpTool(converter, node) ?? converter.convert(node as TS.Expression, undefined, 0);
    if (root) markExportedConfig(ts, node, root);
    if (root) readings.push({ node, root, reached });
  }
  // A const literal another reading reaches (`functionDeclarations: [setLight]`) is read there, where its container
  // decides its shape, and not again on its own (unless only literals that reach each other reach it).
  const reachedElsewhere = new Set<TS.Node>();
  for (const r of readings) for (const n of r.reached) if (n !== r.node) reachedElsewhere.add(n);
  const readInside = new Set<TS.Node>();
  for (const r of readings) if (!reachedElsewhere.has(r.node)) for (const n of r.reached) if (n !== r.node) readInside.add(n);
  // A tool literal another one spreads and replaces the description or schema of is its template (spread-bases.ts).
  const bases = spreadBases(ts, converter.scopes, candidates);
  // A project function's tool literal that calls here read with its name known is those calls' tool, not its own.
  const segments: Segment[] = readings
    .filter((r) => !readInside.has(r.node) && !bases.has(r.node) && !INLINED_TOOLS.has(r.node))
    .map((r) => ({ text, root: r.root, toDocument: (o: number) => o, basePath: [], embedded: false, script: true }));
  return {
    segments,
    syntaxErrors: (source as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length ?? 0,
    notAnalyzable: withMappedLists(ts, converter.scopes, candidates, runtimeToolNames(segments)),
    ...(importCtx?.reads.size ? { imports: [...importCtx.reads] } : {}),
  };
}

const SCHEMA_KEYS = ['parameters', 'parametersJsonSchema', 'input_schema', 'inputSchema'];

/** The problems, and one for each map that makes tools from a project record's entries (mapped-lists.ts) not already reported inside. */
function withMappedLists(ts: Ts, scopes: Scopes, candidates: TS.Node[], problems: ParseProblem[]): ParseProblem[] {
  for (const node of candidates) {
    const mapped = ts.isObjectLiteralExpression(node) ? mappedToolList(ts, scopes, node) : undefined;
    const inside = (p: ParseProblem) => p.span.offset >= mapped!.span.offset && p.span.offset + p.span.length <= mapped!.span.offset + mapped!.span.length;
    if (mapped && !problems.some(inside)) problems.push(mapped);
  }
  return problems;
}

/**
 * A literal shaped like a tool (a `name` and a schema key written here) whose name is known only at run time is no tool to
 * extraction, which needs the name: its name is reported here instead, so that the tool does not vanish silently.
 */
function runtimeToolNames(segments: Segment[]): ParseProblem[] {
  const out = new Map<string, ParseProblem>();
  const stack = segments.map((s) => s.root!);
  while (stack.length) {
    const n = stack.pop()!;
    const value = (key: string) => n.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
    const elsewhere = n.type === 'object' ? (value('name') as unknown as Record<symbol, NamedElsewhere> | undefined)?.[NAMED_ELSEWHERE] : undefined;
    if (elsewhere) out.set(`${elsewhere.offset}:${elsewhere.length}`, { message: elsewhere.message, span: { offset: elsewhere.offset, length: elsewhere.length } });
    const name = n.type === 'object' && !(n as { [SHAPE_HINT]?: unknown })[SHAPE_HINT] ? value('name') : undefined;
    // Code that maps tools (`{ name: t.name, parameters: convert(t.schema) }`) defines none: only a schema written here
    // makes a literal with a run-time name a tool definition worth reporting.
    const schemas = SCHEMA_KEYS.map(value).filter((v) => v !== undefined);
    // A zod schema written here that is not read whole counts too (`schema: postsSchema`, its describe() a template).
    if (name?.value === RUNTIME && schemas.some((v) => writtenSchema(v!))) for (const r of runtimeValuesIn(name)) out.set(`${r.span.offset}:${r.span.length}`, r);
    // A named tool whose `parameters` (or LangChain `schema`) is known only at run time is no tool to extraction
    // either (it needs an object there): its schema is reported instead of the tool vanishing.
    const unread = name?.type === 'string' && value('description') ? [value('parameters'), value('schema')].find((v) => v?.value === RUNTIME) : undefined;
    if (unread) for (const r of runtimeValuesIn(unread)) out.set(`${r.span.offset}:${r.span.length}`, r);
    for (const c of n.children ?? []) stack.push(c);
  }
  return [...out.values()];
}

/**
 * A schema written here: not a run-time value (unless a zod schema written here that is not read whole), and not an
 * object whose `properties` are run-time or null (`{ ...tool.inputSchema, type: 'object', properties: tool.inputSchema.properties
 * ?? null }`: the Anthropic SDK's MCP-to-tool mapping copies another tool's schema, it defines none).
 */
function writtenSchema(v: JsonNode): boolean {
  if (v.value === RUNTIME) return !!(v as unknown as Record<symbol, boolean>)[ZOD_UNREAD];
  // A run-time value is a null-typed node too; `?? null` reads as its fallback, the written null.
  return v.type !== 'object' || nodeAtPath(v, ['properties'])?.type !== 'null';
}

/** Zod calls whose object argument is a shape of fields, never a tool (`z.object({ name: z.string(), description: ... })`). */
const ZOD_SHAPE_CALLS = new Set(['object', 'strictObject', 'looseObject', 'extend', 'safeExtend']);

/** An object literal given to such a call of zod's, in a file that imports zod: a schema's fields, however they are named. */
function isZodShape(ts: Ts, node: TS.Node, converter: LiteralConverter): boolean {
  const call = node.parent;
  if (!ts.isObjectLiteralExpression(node) || !call || !ts.isCallExpression(call) || call.arguments[0] !== node || !ts.isPropertyAccessExpression(call.expression)) return false;
  if (!ZOD_SHAPE_CALLS.has(call.expression.name.text)) return false;
  const names = converter.zodNamesOf();
  let root: TS.Expression = call.expression.expression;
  for (let i = 0; i < 64 && (ts.isCallExpression(root) || ts.isPropertyAccessExpression(root)); i++) root = root.expression;
  // `z.object(...)`; `.extend(...)` of a schema (a const holding one, or a chain from zod) in a file that imports zod.
  return ts.isIdentifier(root) && (names.has(root.text) || (names.size > 0 && call.expression.name.text.endsWith('xtend')));
}

/** `record.key` or `record['key']`: where a loader assigns a tool into its record of tools. */
function isMemberTarget(ts: Ts, left: TS.Expression): boolean {
  const target = ts.isPropertyAccessExpression(left) || (ts.isElementAccessExpression(left) && ts.isStringLiteralLike(left.argumentExpression)) ? left : undefined;
  return !!target && ts.isIdentifier(unwrap(ts, target.expression));
}

/**
 * A tool another file defines, assigned into a record of tools here (`const { stockChartTool } = await import(
 * './stock-chart'); tools.stock_chart = stockChartTool`, `tools.x_search = xSearchTool(dataStream)`): read there and
 * named by the key it is assigned to, as `{ stock_chart: stockChartTool }` names it (see assignedKey).
 */
function assignedImport(ts: Ts, node: TS.BinaryExpression, conv: LiteralConverter): JsonNode | undefined {
  let value = unwrap(ts, node.right);
  if (isFallback(ts, value)) value = unwrap(ts, value.right);
  const id = ts.isIdentifier(value) ? value : ts.isCallExpression(value) && ts.isIdentifier(value.expression) && !isKeyNamedCall(ts, value) ? value.expression : undefined;
  if (!id || conv.scopes.constOf(id) || !importOf(ts, conv.scopes, id)) return undefined;
  return conv.listedImport(id, value, conv.span(value), undefined);
}

/**
 * A call of a project function that returns a tool whose name its arguments decide (`FunctionTool.from(fn,
 * makeTool("GET", info))`, `const getTool = this.createMetaData("GET")`), inlined: that tool, when its name is known
 * here. Inside a literal, the literal's reading reads the call.
 */
function factoryCallTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  if (isInsideLiteral(ts, call) || !callsToolFactory(ts, conv.scopes, call)) return undefined;
  const node = inlinedRead(conv, call, undefined, 'value', (other, e) => other.convert(e, undefined, 1));
  return node?.type === 'object' && nodeAtPath(node, ['name'])?.type === 'string' ? node : undefined;
}

/** A file that may assert: Jest/Vitest `expect`, node's or chai's `assert`, ava's `t.deepEqual`. */
const TEST_WORDS = /\bexpect\b|\bassert\b|\bt\.(?:deepEqual|like)\b/;
/** The matchers and assertions whose arguments are expected values. */
const MATCHERS = new Set(['toEqual', 'toStrictEqual', 'toMatchObject', 'toContainEqual', 'toContain', 'toHaveBeenCalledWith', 'toHaveBeenLastCalledWith', 'toHaveBeenNthCalledWith', 'toBeCalledWith', 'toHaveProperty', 'toBe', 'toMatchInlineSnapshot', 'arrayContaining', 'objectContaining', 'deepEqual', 'deepStrictEqual', 'strictEqual', 'equal', 'equals', 'eql', 'include', 'like', 'partialDeepStrictEqual']);

/**
 * True when `node` stands in an assertion's expected value, within the function it is in: an argument of
 * `expect(...).toEqual(...)` (or `.not.`, `.resolves.`), `expect.arrayContaining(...)`, `assert.deepEqual(actual,
 * ...)`, `t.deepEqual(...)`. The checked value, `expect(here)`, is not one.
 */
function isExpectedValue(ts: Ts, node: TS.Node): boolean {
  let child = node;
  for (let p = node.parent, steps = 0; p && steps < 48; child = p, p = p.parent, steps++) {
    if (ts.isFunctionLike(p) || ts.isBlock(p) || ts.isSourceFile(p)) return false;
    if (!ts.isCallExpression(p) || p.expression === child || !ts.isPropertyAccessExpression(p.expression) || !MATCHERS.has(p.expression.name.text)) continue;
    if (assertionRoot(ts, p.expression.expression)) return true;
  }
  return false;
}

/** True for `expect`, `expect(x)`, `expect(x).not.resolves`, `assert`, `assert.strict`, `t` (ava), `chai.expect(x).to.deep`. */
function assertionRoot(ts: Ts, e: TS.Expression): boolean {
  for (let i = 0; i < 12; i++) {
    if (ts.isIdentifier(e)) return e.text === 'expect' || e.text === 'assert' || e.text === 't';
    if (ts.isPropertyAccessExpression(e)) e = e.expression;
    else if (ts.isCallExpression(e)) e = e.expression;
    else return false;
  }
  return false;
}

function isInsideLiteral(ts: Ts, node: TS.Node): boolean {
  let p = node.parent;
  while (p && (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isSpreadAssignment(p) || ts.isSpreadElement(p))) p = p.parent;
  return !!p && (ts.isPropertyAssignment(p) || ts.isArrayLiteralExpression(p) || ts.isObjectLiteralExpression(p));
}
