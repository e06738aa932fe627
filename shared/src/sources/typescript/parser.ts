import type * as TS from 'typescript';
export type Ts = typeof TS;
let tsModule: Ts | undefined;
/** TypeScript is loaded on the first TS/JS file only: JSON-only use never pays for it. */
export function typescript(): Ts {
  return (tsModule ??= require('typescript') as Ts);
}

const counted = new Map<string, number>();

/**
 * Syntax errors TypeScript finds in a file, read as what it is (a `.ts` file's `<T>x` is not JSX): Auto-strict's
 * edits must not add any.
 */
export function syntaxErrors(code: string, opts: { path?: string; languageId?: string } = {}): number {
  const ts = typescript();
  const kind = opts.path === undefined && opts.languageId === undefined ? ts.ScriptKind.TSX : scriptKind(ts, opts.path, opts.languageId);
  const key = `${kind}:${code}`;
  const known = counted.get(key);
  if (known !== undefined) return known;
  const sf = ts.createSourceFile('fix.ts', code, ts.ScriptTarget.Latest, false, kind);
  const errors = (sf as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length ?? 0;
  if (counted.size >= 4) counted.delete(counted.keys().next().value!);
  counted.set(key, errors);
  return errors;
}

/** The comments in a piece of code, in order (TypeScript's scanner: a `//` inside a string is not one). */
export function commentsIn(code: string): { text: string; line: boolean }[] {
  const ts = typescript();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, code);
  const out: { text: string; line: boolean }[] = [];
  // A `}` that closes a template's `${` continues the template (the scanner is told so): braces are counted.
  let depth = 0;
  const templates: number[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) out.push({ text: scanner.getTokenText(), line: kind === ts.SyntaxKind.SingleLineCommentTrivia });
    else if (kind === ts.SyntaxKind.TemplateHead) templates.push(depth);
    else if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates[templates.length - 1] === depth) {
        if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) templates.pop();
      } else depth--;
    }
  }
  return out;
}

/** The quote a piece of code writes its strings with. */
export function quoteStyle(code: string): "'" | '"' {
  const m = /['"]/.exec(code);
  return m && m[0] === '"' ? '"' : "'";
}

/**
 * A cheap test run before parsing: files without any tool-shaped key are skipped (ordinary code stays fast). Keys may
 * be written quoted, as in JSON pasted into code (`"parameters": {`). A method ending in Tool called with a name
 * (`this.paidTool('buy', ...)`), a project's function with Tool in its name called with arguments (`createToolSchema(S,
 * 'list_x', ...)`: tool-helpers.ts) and Mastra's `createTool` count too (each may be a file's only tool), and `arguments:`
 * holding a list (an MCP prompt's) or a name or call (`arguments: listObject`, a zod schema in Adyen's tools), and an
 * xmcp tool module's `export const schema` / `export const metadata` (xmcp.ts).
 */
const MAY_HOLD_TOOLS = /\b(?:input_schema|inputSchema|argsSchema|parametersJsonSchema|functionDeclarations|function_declarations|toolSpec|languageModelTools|registerTool|createTool|zodFunction|betaZodTool|betaTool|inputParams|zodSchema|defAgent)\b|\.[a-z]\w*Tool\s*\(\s*['"`]|\btype['"`]?\s*:\s*['"`]function['"`]|\b(?:query_)?parameters['"`]?\s*:|\barguments['"`]?\s*:\s*[\[\w]|\btool\s*\(|\bexport[ \t]+const[ \t]+(?:schema|metadata)\b/;

/**
 * Keys that hold tools or a schema slot of a tool-shaped literal (`tools: [...]`, `schema: z.object(...)`), also
 * written as a shorthand (`{ name, schema, handler }`) or a getter (`get inputSchema() { return z.object(...) }`), and
 * a key assigned in a record of tools (`tools.stock_chart = stockChartTool`, `toolSet['x'] = ...`: a loader's), and a
 * factory's tool listed under a key (`listFolders: listFoldersTool(options)`, in a record returned elsewhere), and a
 * record of tools held in a variable (`export const tools = { search, fetch }`: another file's tools listed by key).
 */
const MAY_HOLD_TOOL_KEYS = /\b(?:schema|tools)['"`]?[ \t]*:|[{,][ \t\r\n]*(?:schema|parameters)[ \t]*[,}\r\n]|\bget[ \t]+(?:argsShape|inputSchema|inputShape|paramsSchema|schema|parameters)[ \t]*\(|(?:tools|Tools|toolSet|ToolSet)(?:\.[A-Za-z_$][\w$]*|\[['"`][^'"`\n]*['"`]\])[ \t]*=[^=]|:[ \t]*[a-z][\w$]*Tool[ \t]*\(|\b(?:const|let|var)[ \t]+(?:tools|toolSet|[a-z][\w$]*Tools)[ \t]*(?::[^=\n]*)?=[ \t]*\{/;

/**
 * LangChain.js tools written as classes (`extends StructuredTool`) or `new DynamicTool({...})`, and a class field that
 * holds a class-based MCP tool's schema (`public argsShape = {`, `readonly schema = z.object(`: class-tools.ts), or a
 * get-method returning it or the description (`getInputSchema() { return createBoardToolSchema }`, monday's).
 */
const MAY_HOLD_TOOL_CLASSES = /\b(?:extends\s+(?:StructuredTool|Tool)|DynamicTool)\b|\b(?:argsShape|inputShape|paramsSchema|InputSchema)[ \t]*[:=]|\b(?:public|protected|private|readonly|override|static)[ \t]+(?:readonly[ \t]+)?(?:schema|parameters)[ \t]*[:=!?]|^[ \t]+(?:schema|parameters)[ \t]*=[ \t]*(?:\{|z\.)|\bget(?:InputSchema|ArgsShape|InputShape|ParamsSchema|Schema|Parameters|Description)[ \t]*\(/m;

/** Words every match of MAY_HOLD_TOOL_CLASSES holds: found by substring search, much cheaper than the expression. */
function mayNameToolClass(text: string): boolean {
  return text.includes('Tool') || text.includes('Shape') || text.includes('chema') || text.includes('parameters');
}

/**
 * Pieces every match of the three expressions above holds, each found in one fast pass: a word whose first letter is
 * rare in code (a substring search skips to it), or one expression of a few plain words. Ordinary code holds none of
 * them, and the full expressions, five times slower, never run on it (test/sources/prefilter.test.ts lists the forms).
 */
const ANCHOR_WORDS = ['Tool', 'Shape', 'chema', 'Spec', 'Declarations', '_declarations', 'zodFunction', 'defAgent'];
const ANCHOR_EXPRESSION = /parameters|arguments|tool(?:s|\s*\()|unction['"`]/;

function hasAnchor(text: string): boolean {
  for (const word of ANCHOR_WORDS) if (text.includes(word)) return true;
  return ANCHOR_EXPRESSION.test(text);
}

const WORD = /[\w$]/;
/**
 * A call of a function whose name has Tool in it, with an argument (`createToolSchema(\n  S, 'list_x', ...)`): a
 * lowercase identifier of at most 64 characters around `Tool`, then `(` and an argument. Scanned from each `Tool`,
 * a bounded look either side, so linear in the text (a regular expression for it backtracks on `aToolToolTool...`).
 */
function callsToolHelper(text: string): boolean {
  for (let i = text.indexOf('Tool'); i >= 0; i = text.indexOf('Tool', i + 4)) {
    let start = i;
    while (start > 0 && i - start < 64 && WORD.test(text[start - 1]!)) start--;
    if (start === i || (start > 0 && WORD.test(text[start - 1]!)) || !/[a-z]/.test(text[start]!)) continue;
    let j = i + 4;
    while (j < text.length && j - i < 64 && WORD.test(text[j]!)) j++;
    while (text[j] === ' ' || text[j] === '\t') j++;
    if (text[j] !== '(') continue;
    j++;
    while (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r') j++;
    if (j < text.length && /[\w'"`]/.test(text[j]!)) return true;
  }
  return false;
}

/** A Mastra agent given a record of tools by shorthand (`new Agent({ model, tools })`, the record imported as `tools`). */
const MASTRA_TOOLS_SHORTHAND = /[{,][ \t\r\n]*tools[ \t]*[,}\r\n]/;

export function mayHoldTools(text: string): boolean {
  if (!hasAnchor(text)) return false;
  return MAY_HOLD_TOOLS.test(text) || MAY_HOLD_TOOL_KEYS.test(text) || callsToolHelper(text) || (mayNameToolClass(text) && MAY_HOLD_TOOL_CLASSES.test(text)) || (text.includes('@mastra/') && MASTRA_TOOLS_SHORTHAND.test(text));
}

export function scriptKind(ts: Ts, path: string | undefined, languageId: string | undefined): TS.ScriptKind {
  if (languageId === 'typescriptreact' || /\.tsx$/i.test(path ?? '')) return ts.ScriptKind.TSX;
  if (languageId === 'javascriptreact' || /\.jsx$/i.test(path ?? '')) return ts.ScriptKind.JSX;
  if (languageId === 'javascript' || /\.[cm]?js$/i.test(path ?? '')) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Parentheses, `as`, `satisfies`, `!` and `<T>` around an expression, taken off. */
/** The outermost of the parentheses, `as` and `satisfies` written around `node` (`node` itself when none is). */
export function outermost(ts: Ts, node: TS.Node): TS.Node {
  while (node.parent && (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isSatisfiesExpression(node.parent))) node = node.parent;
  return node;
}

/** True for `a ?? b` and `a || b`: a value with a fallback. */
export function isFallback(ts: Ts, expr: TS.Node): expr is TS.BinaryExpression {
  return ts.isBinaryExpression(expr) && (expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || expr.operatorToken.kind === ts.SyntaxKind.BarBarToken);
}

export function unwrap(ts: Ts, expr: TS.Expression): TS.Expression {
  while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isNonNullExpression(expr) || ts.isTypeAssertionExpression(expr)) {
    expr = expr.expression;
  }
  return expr;
}
