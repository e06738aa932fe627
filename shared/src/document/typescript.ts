// Reads tool definitions written as literals in TypeScript/JavaScript, with TypeScript's own parser (syntax only:
// no program, no type checker, nothing imported or run). Literals become jsonc-parser-shaped nodes whose offsets
// point into the source, so extraction, rules and ranges work as for JSON.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { ParseProblem, Segment } from './json';

type Ts = typeof TS;
let tsModule: Ts | undefined;
/** TypeScript is loaded on the first TS/JS file only: JSON-only use never pays for it. */
function typescript(): Ts {
  return (tsModule ??= require('typescript') as Ts);
}

/** A cheap test run before parsing: files without any tool-shaped key are skipped (ordinary code stays fast). */
const MAY_HOLD_TOOLS = /\b(?:input_schema|inputSchema|parametersJsonSchema|functionDeclarations|function_declarations|toolSpec|languageModelTools)\b|\btype\s*:\s*['"`]function['"`]|\bparameters\s*:/;

export function mayHoldTools(text: string): boolean {
  return MAY_HOLD_TOOLS.test(text);
}

export interface ScriptDocument {
  segments: Segment[];
  /** Values built at run time inside tool-shaped literals: reported as not-analyzable, never guessed. */
  notAnalyzable: ParseProblem[];
}

function scriptKind(ts: Ts, path: string | undefined, languageId: string | undefined): TS.ScriptKind {
  if (languageId === 'typescriptreact' || /\.tsx$/i.test(path ?? '')) return ts.ScriptKind.TSX;
  if (languageId === 'javascriptreact' || /\.jsx$/i.test(path ?? '')) return ts.ScriptKind.JSX;
  if (languageId === 'javascript' || /\.[cm]?js$/i.test(path ?? '')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Marks a node that stands for a value computed at run time. */
export const RUNTIME = Symbol('runtime value');

/** Parses a script and returns one segment per outermost object or array literal. Never throws. */
export function parseScriptDocument(text: string, opts: { path?: string; languageId?: string } = {}): ScriptDocument {
  if (!mayHoldTools(text)) return { segments: [], notAnalyzable: [] };
  const ts = typescript();
  let source: TS.SourceFile;
  try {
    source = ts.createSourceFile(opts.path ?? 'file.ts', text, ts.ScriptTarget.Latest, true, scriptKind(ts, opts.path, opts.languageId));
  } catch {
    return { segments: [], notAnalyzable: [] };
  }
  const consts = new Map<string, TS.Expression>();
  const collectConsts = (node: TS.Node): void => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const d of node.declarations) if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
    }
    ts.forEachChild(node, collectConsts);
  };
  collectConsts(source);

  const converter = new LiteralConverter(ts, source, consts);
  const segments: Segment[] = [];
  const visit = (node: TS.Node): void => {
    if ((ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) && !isInsideLiteral(ts, node)) {
      const root = converter.convert(node, undefined, 0);
      if (root) segments.push({ text, root, toDocument: (o) => o, basePath: [], embedded: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { segments, notAnalyzable: converter.runtime };
}

function isInsideLiteral(ts: Ts, node: TS.Node): boolean {
  let p = node.parent;
  while (p && (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isSpreadAssignment(p) || ts.isSpreadElement(p))) p = p.parent;
  return !!p && (ts.isPropertyAssignment(p) || ts.isArrayLiteralExpression(p) || ts.isObjectLiteralExpression(p));
}

const MAX_DEPTH = 200;

class LiteralConverter {
  readonly runtime: ParseProblem[] = [];
  private readonly resolving = new Set<string>();
  constructor(
    private readonly ts: Ts,
    private readonly source: TS.SourceFile,
    private readonly consts: Map<string, TS.Expression>,
  ) {}

  private span(node: TS.Node): { offset: number; length: number } {
    const start = node.getStart(this.source);
    return { offset: start, length: node.getEnd() - start };
  }

  /** A node for a value the extension cannot know: kept in the tree (so keys still count) and reported. */
  private runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode {
    this.runtime.push({ message: `Not analysed: ${why}. toollint reads literals only and never runs code.`, span: this.span(node) });
    return { type: 'null', value: RUNTIME, ...this.span(node), parent } as unknown as JsonNode;
  }

  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined {
    const ts = this.ts;
    if (depth > MAX_DEPTH) return this.runtimeValue(expr, parent, 'the literal nests too deeply');
    while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isNonNullExpression(expr) || ts.isTypeAssertionExpression(expr)) {
      expr = expr.expression;
    }
    const span = this.span(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return { type: 'string', value: expr.text, ...span, parent } as JsonNode;
    if (ts.isNumericLiteral(expr)) return { type: 'number', value: Number(expr.text), ...span, parent } as JsonNode;
    if (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(expr.operand)) {
      return { type: 'number', value: -Number(expr.operand.text), ...span, parent } as JsonNode;
    }
    if (expr.kind === ts.SyntaxKind.TrueKeyword || expr.kind === ts.SyntaxKind.FalseKeyword) {
      return { type: 'boolean', value: expr.kind === ts.SyntaxKind.TrueKeyword, ...span, parent } as JsonNode;
    }
    if (expr.kind === ts.SyntaxKind.NullKeyword) return { type: 'null', value: null, ...span, parent } as JsonNode;
    if (ts.isIdentifier(expr) && expr.text === 'undefined') return undefined;
    if (ts.isIdentifier(expr)) {
      const init = this.consts.get(expr.text);
      if (!init || this.resolving.has(expr.text)) return this.runtimeValue(expr, parent, `\`${expr.text}\` is not a const literal in this file`);
      this.resolving.add(expr.text);
      try {
        return this.convert(init, parent, depth + 1);
      } finally {
        this.resolving.delete(expr.text);
      }
    }
    if (ts.isArrayLiteralExpression(expr)) {
      const node = { type: 'array', ...span, parent, children: [] as JsonNode[] } as JsonNode;
      for (const el of expr.elements) {
        if (ts.isSpreadElement(el)) {
          const spread = this.convert(el.expression, node, depth + 1);
          if (spread?.type === 'array') for (const c of spread.children ?? []) node.children!.push({ ...c, parent: node });
          else if (spread && spread.value !== RUNTIME) node.children!.push(this.runtimeValue(el, node, 'a spread of a value that is not an array literal'));
          continue;
        }
        if (ts.isOmittedExpression(el)) continue;
        const child = this.convert(el, node, depth + 1);
        if (child) node.children!.push(child);
      }
      return node;
    }
    if (ts.isObjectLiteralExpression(expr)) {
      const node = { type: 'object', ...span, parent, children: [] as JsonNode[] } as JsonNode;
      for (const prop of expr.properties) {
        if (ts.isSpreadAssignment(prop)) {
          const spread = this.convert(prop.expression, node, depth + 1);
          if (spread?.type === 'object') for (const p of spread.children ?? []) node.children!.push({ ...p, parent: node });
          else if (spread && spread.value !== RUNTIME) node.children!.push(this.property(prop, '...', this.runtimeValue(prop, node, 'a spread of a value that is not an object literal'), node));
          continue;
        }
        const key = this.keyOf(prop);
        if (key === undefined) {
          this.runtime.push({ message: 'Not analysed: a computed or method property. toollint reads literals only and never runs code.', span: this.span(prop) });
          continue;
        }
        const propNode = { type: 'property', ...this.span(prop), parent: node, children: [] as JsonNode[] } as JsonNode;
        const keyNode = { type: 'string', value: key, ...this.span(prop.name!), parent: propNode } as JsonNode;
        let value: JsonNode | undefined;
        if (ts.isPropertyAssignment(prop)) value = this.convert(prop.initializer, propNode, depth + 1);
        else if (ts.isShorthandPropertyAssignment(prop)) value = this.convert(prop.name, propNode, depth + 1);
        else value = this.runtimeValue(prop, propNode, 'a method or accessor');
        if (!value) continue;
        propNode.children!.push(keyNode, value);
        node.children!.push(propNode);
      }
      return node;
    }
    return this.runtimeValue(expr, parent, 'a value computed at run time (a call, an import or an expression)');
  }

  private property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode {
    const propNode = { type: 'property', ...this.span(at), parent, children: [] as JsonNode[] } as JsonNode;
    propNode.children!.push({ type: 'string', value: key, ...this.span(at), parent: propNode } as JsonNode, { ...value, parent: propNode });
    return propNode;
  }

  private keyOf(prop: TS.ObjectLiteralElementLike): string | undefined {
    const ts = this.ts;
    const name = prop.name;
    if (!name || !(ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop))) return undefined;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    return undefined;
  }
}
