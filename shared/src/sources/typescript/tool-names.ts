// Where a tool that has no name of its own (the AI SDK's tool(), a project's camelCase wrapper) gets the name the model
// sees: the key of the record that lists it. That key may be written beside the call, where a const holding it is
// listed, where a function returning it is called, or in another file that imports the const or the function.
import type * as TS from 'typescript';
import { isFallback, type Ts, unwrap } from './parser';
import { isConstDeclaration, type Scopes } from './ts-walk';

/** What a tool's name is, by where its call stands. */
export type NameSite =
  /** The key that lists it in this file. */
  | { key: TS.PropertyName | TS.BindingName }
  /** Exported (a const holding it, or a function returning it) and not listed here: the importer's key names it. */
  | { exported: TS.Identifier; via: 'const' | 'function' }
  /** Nothing in this file names it. */
  | { unnamed: TS.Node; why: string };

/**
 * The key a value is written under (`key: value`, `{ value }`), through parentheses, `as`, `satisfies`, `!`; with the
 * file's scopes, also the key it is assigned to in a tool record (`tools.stock_chart = stockChartTool`, see assignedKey).
 */
function keyWrittenOver(ts: Ts, expr: TS.Node, scopes?: Scopes): TS.PropertyName | undefined {
  let at: TS.Node = expr;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent) || ts.isNonNullExpression(at.parent)) at = at.parent;
  const p = at.parent;
  if (ts.isPropertyAssignment(p) && p.initializer === at) return p.name;
  if (ts.isShorthandPropertyAssignment(p)) return p.name;
  return scopes && ts.isExpression(at) ? assignedKey(ts, at, scopes) : undefined;
}

/**
 * The key a value is assigned to in a record of tools, as a loader fills one (`tools.stock_chart = stockChartTool`,
 * `tools['x_search'] = xSearchTool(stream)`, `tools.coin_data = tools.coin_data ?? coinDataTool`): the record is a
 * variable of this file that starts as an object literal and is returned or passed as `tools` (`streamText({ tools })`),
 * so the key is the name the model sees, as in `{ stock_chart: stockChartTool }`.
 */
export function assignedKey(ts: Ts, value: TS.Expression, scopes: Scopes): TS.PropertyName | undefined {
  let at: TS.Node = value;
  let p = at.parent;
  // `tools.k = tools.k ?? value`: the value assigned when the key is not set yet.
  if (isFallback(ts, p) && p.right === at) {
    const set = p.parent;
    if (!ts.isBinaryExpression(set) || set.right !== p || set.left.getText() !== p.left.getText()) return undefined;
    at = p;
    p = set;
  }
  if (!ts.isBinaryExpression(p) || p.right !== at || p.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const target = p.left;
  let key: TS.PropertyName | undefined;
  if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.name)) key = target.name;
  else if (ts.isElementAccessExpression(target) && (ts.isStringLiteral(target.argumentExpression) || ts.isNoSubstitutionTemplateLiteral(target.argumentExpression))) key = target.argumentExpression;
  const record = key && unwrap(ts, (target as TS.PropertyAccessExpression | TS.ElementAccessExpression).expression);
  return record && ts.isIdentifier(record) && isToolRecord(ts, record, scopes) ? key : undefined;
}

/** A variable that starts as an object literal (`const tools: ToolSet = {}`) and is returned or passed as `tools`. */
function isToolRecord(ts: Ts, record: TS.Identifier, scopes: Scopes): boolean {
  const decl = scopes.declarationOf(record);
  if (!decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || !decl.initializer || !ts.isObjectLiteralExpression(unwrap(ts, decl.initializer))) return false;
  return scopes.usesOf(decl).some((use) => {
    let at: TS.Node = use;
    while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent) || ts.isNonNullExpression(at.parent)) at = at.parent;
    const p = at.parent;
    if (ts.isReturnStatement(p) || (ts.isArrowFunction(p) && p.body === at)) return true;
    // `tools: record`, `{ tools }`, `tools: { ...record, ...other }`.
    const entry = ts.isSpreadAssignment(p) && ts.isObjectLiteralExpression(p.parent) ? p.parent.parent : p;
    const name = ts.isPropertyAssignment(entry) || ts.isShorthandPropertyAssignment(entry) ? entry.name : undefined;
    return !!name && ts.isIdentifier(name) && name.text === 'tools';
  });
}

/**
 * The key a value is listed under, also through a const of a block that holds it (`const whoamiTool =
 * createWhoamiTool(opts)` listed as `tools: { whoami: whoamiTool }`, as sentry-mcp's embedded agents list their tools):
 * the key of the first use of the const in its block that is written under one (a shorthand `{ whoamiTool }` is the
 * const's own name). Where a tool imported from another file is listed (LiteralConverter.listedImport).
 */
export function keyOfValue(ts: Ts, expr: TS.Node, scopes?: Scopes): TS.PropertyName | undefined {
  const direct = keyWrittenOver(ts, expr, scopes);
  if (direct) return direct;
  let at: TS.Node = expr;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent) || ts.isNonNullExpression(at.parent)) at = at.parent;
  const decl = at.parent;
  if (!ts.isVariableDeclaration(decl) || decl.initializer !== at || !ts.isIdentifier(decl.name) || !isConstDeclaration(ts, decl)) return undefined;
  const block = decl.parent.parent.parent;
  if (!block) return undefined;
  for (const use of usesIn(ts, block).get(decl.name.text) ?? []) {
    if (use === decl.name) continue;
    const listed = keyWrittenOver(ts, use, scopes);
    if (listed) return listed;
  }
  return undefined;
}

/** The identifiers of a block or file by name, in source order (once per block: each lookup is then a map read). */
const usesByBlock = new WeakMap<TS.Node, Map<string, TS.Identifier[]>>();
function usesIn(ts: Ts, block: TS.Node): Map<string, TS.Identifier[]> {
  let uses = usesByBlock.get(block);
  if (uses) return uses;
  uses = new Map();
  usesByBlock.set(block, uses);
  const stack: TS.Node[] = [block];
  while (stack.length) {
    const n = stack.pop()!;
    if (ts.isIdentifier(n)) {
      const list = uses.get(n.text);
      if (list) list.push(n);
      else uses.set(n.text, [n]);
      continue;
    }
    const kids: TS.Node[] = [];
    ts.forEachChild(n, (c) => {
      kids.push(c);
    });
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return uses;
}

type FunctionLike = TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression;

/**
 * The call a function returns: its expression body, or the one `return <call>` among its body's own statements
 * (a function that returns calls in more than one place returns none of them for sure).
 */
export function returnedCall(ts: Ts, fn: FunctionLike): TS.CallExpression | undefined {
  if (!fn.body) return undefined;
  if (!ts.isBlock(fn.body)) {
    const e = unwrap(ts, fn.body);
    return ts.isCallExpression(e) ? e : undefined;
  }
  const calls: TS.CallExpression[] = [];
  for (const st of fn.body.statements) {
    if (!ts.isReturnStatement(st) || !st.expression) continue;
    const e = unwrap(ts, st.expression);
    if (ts.isCallExpression(e)) calls.push(e);
  }
  return calls.length === 1 ? calls[0] : undefined;
}

/** The function a value is returned from (as its expression body or a `return` of its body), and the name it is called by. */
function returningFunction(ts: Ts, at: TS.Node): { fn: FunctionLike; name: TS.Identifier | undefined } | undefined {
  const p = at.parent;
  let fn: FunctionLike | undefined;
  if (ts.isArrowFunction(p) && p.body === at) fn = p;
  else if (ts.isReturnStatement(p) && ts.isBlock(p.parent) && (ts.isFunctionDeclaration(p.parent.parent) || ts.isArrowFunction(p.parent.parent) || ts.isFunctionExpression(p.parent.parent))) fn = p.parent.parent;
  if (!fn || returnedCall(ts, fn) === undefined) return undefined;
  if (ts.isFunctionDeclaration(fn)) return { fn, name: fn.name };
  let holder: TS.Node = fn;
  while (ts.isParenthesizedExpression(holder.parent) || ts.isAsExpression(holder.parent) || ts.isSatisfiesExpression(holder.parent)) holder = holder.parent;
  const decl = holder.parent;
  return { fn, name: decl && isConstDeclaration(ts, decl) && decl.initializer === holder ? decl.name : undefined };
}

function isExported(ts: Ts, node: TS.Node): boolean {
  const st = ts.isVariableDeclaration(node) ? node.parent.parent : node;
  const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
  if (mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return true;
  // `export { weatherTool }` further down.
  const name = ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) ? node.name : undefined;
  if (!name || !ts.isIdentifier(name)) return false;
  return node.getSourceFile().statements.some((s) => ts.isExportDeclaration(s) && !s.moduleSpecifier && !!s.exportClause && ts.isNamedExports(s.exportClause) && s.exportClause.elements.some((el) => (el.propertyName ?? el.name).text === name.text));
}

/**
 * Where a key-named tool call gets its name: the key beside it (`weather: tool(...)`, `read: { ...tool(...), kind }`);
 * for a const holding it or a function returning it, the key of the first use that lists it in this file
 * (`tools: { get_weather: weather }`, `readFile: readFileTool()`); for one exported and not listed here, the importer's.
 */
export function nameSite(ts: Ts, call: TS.CallExpression, scopes: Scopes): NameSite | undefined {
  let at: TS.Node = call;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent)) at = at.parent;
  const p = at.parent;
  const key = keyWrittenOver(ts, at, scopes);
  if (key) return { key };
  // `read_file: { ...tool({...}), toolUseKind: 'readonly' }`: the record entry that spreads the tool.
  if (ts.isSpreadAssignment(p) && ts.isObjectLiteralExpression(p.parent)) {
    const entry = keyWrittenOver(ts, p.parent);
    return entry ? { key: entry } : undefined;
  }
  if (ts.isVariableDeclaration(p)) {
    if (!isConstDeclaration(ts, p)) return { key: p.name };
    let shorthand = false;
    for (const use of scopes.usesOf(p)) {
      const listed = keyWrittenOver(ts, use, scopes);
      if (listed && !ts.isShorthandPropertyAssignment(listed.parent)) return { key: listed };
      if (listed) shorthand = true;
    }
    return isExported(ts, p) && !shorthand ? { exported: p.name, via: 'const' } : { key: p.name };
  }
  const factory = returningFunction(ts, at);
  if (!factory) return undefined;
  const { fn, name } = factory;
  if (name) {
    const decl = ts.isFunctionDeclaration(fn) ? fn : name.parent;
    for (const use of scopes.usesOf(decl)) {
      const made = use.parent;
      const listed = ts.isCallExpression(made) && made.expression === use ? keyWrittenOver(ts, made, scopes) : undefined;
      if (listed) return { key: listed };
    }
    if (isExported(ts, decl)) return { exported: name, via: 'function' };
  }
  const called = name ? `\`${name.text}\`` : 'this function';
  return { unnamed: name ?? call.expression, why: `the tool ${called} returns is named by the key its result is listed under (\`tools: { name: ${name?.text ?? 'f'}() }\`), and no such use is in this file` };
}

/** The info a key-named tool gets where it is defined but named elsewhere (see NameSite's `exported`). */
export function namedByImporter(site: { exported: TS.Identifier; via: 'const' | 'function' }): string {
  const n = site.exported.text;
  const use = site.via === 'const' ? n : `${n}()`;
  return `The name the model sees is the key a file importing \`${n}\` lists it under (\`tools: { key: ${use} }\`), read there when that file is linted; here the tool is checked under \`${n}\`, which is its name only where it is listed as \`{ ${n} }\`.`;
}

/**
 * The parameter a value reads (`toolName`, `opts.name`): an identifier, or a member chain on one, declared as a
 * parameter of an enclosing function (or destructured from one); undefined for anything else.
 */
export function parameterRead(ts: Ts, scopes: Scopes, expr: TS.Expression): TS.Identifier | undefined {
  let root = unwrap(ts, expr);
  while (ts.isPropertyAccessExpression(root)) root = unwrap(ts, root.expression);
  if (!ts.isIdentifier(root)) return undefined;
  for (let d: TS.Node | undefined = scopes.declarationOf(root); d; d = d.parent) {
    if (ts.isParameter(d)) return root;
    // `const { customDescription } = options`, `options` a parameter: a part of it, destructured in the body.
    if (ts.isVariableDeclaration(d) && d.initializer && !ts.isIdentifier(d.name) && ts.isVariableDeclarationList(d.parent) && (d.parent.flags & ts.NodeFlags.Const) !== 0) {
      let init = unwrap(ts, d.initializer);
      while (ts.isPropertyAccessExpression(init)) init = unwrap(ts, init.expression);
      return ts.isIdentifier(init) && init !== root && parameterRead(ts, scopes, init) ? root : undefined;
    }
    if (!ts.isBindingElement(d) && !ts.isObjectBindingPattern(d) && !ts.isArrayBindingPattern(d)) return undefined;
  }
  return undefined;
}

/**
 * True when a value is (or is derived by method calls from) a parameter of an enclosing function: `description`,
 * `schema`, `parameters.omit(mask)`, also through a same-file const holding such a value.
 */
export function derivedFromParameter(ts: Ts, scopes: Scopes, expr: TS.Expression): boolean {
  let e = unwrap(ts, expr);
  for (let i = 0; i < 16; i++) {
    if (ts.isCallExpression(e)) e = unwrap(ts, e.expression);
    else if (ts.isPropertyAccessExpression(e)) e = unwrap(ts, e.expression);
    else if (ts.isIdentifier(e)) {
      if (parameterRead(ts, scopes, e)) return true;
      const held = scopes.constOf(e);
      if (!held) return false;
      e = unwrap(ts, held.initializer);
    } else return false;
  }
  return false;
}

/** The AI SDK's tool() and dynamicTool(), or a project's camelCase wrapper (`injectableTool`), called on one object literal. */
export function isKeyNamedCall(ts: Ts, call: TS.CallExpression): boolean {
  const c = call.expression;
  const name = ts.isIdentifier(c) ? c.text : ts.isPropertyAccessExpression(c) ? c.name.text : undefined;
  const arg = call.arguments.length === 1 ? call.arguments[0]! : undefined;
  if (!arg || !ts.isObjectLiteralExpression(arg)) return false;
  if (name === 'tool' || name === 'dynamicTool') return true;
  // A camelCase wrapper given a tool's config (`injectableTool({ description, inputSchema, execute })`, or spread from
  // one); a factory given its options (`createWhoamiTool({ apiService })`) returns a tool, and is read as such.
  // Spreads alone (`injectableTool({ ...defs.x })`) may hold a config; beside other keys (`saveMemoryTool({
  // ...toolOptions, chatId })`) they are the factory's options.
  if (!name || !/^[a-z][A-Za-z0-9]*Tool$/.test(name) || !ts.isIdentifier(c)) return false;
  const configKey = arg.properties.some((p) => !!p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && WRAPPER_CONFIG_KEYS.has(p.name.text));
  return configKey || (arg.properties.length > 0 && arg.properties.every((p) => ts.isSpreadAssignment(p)));
}

/** What a wrapper's tool config holds (and a factory's options do not). */
const WRAPPER_CONFIG_KEYS = new Set(['description', 'inputSchema', 'parameters', 'execute']);

/** The slots a tool-shaped literal holds its schema in. */
const SCHEMA_KEYS = new Set(['inputSchema', 'input_schema', 'parameters', 'schema']);

/**
 * A literal that converts tools rather than defines one (`tools.map(tool => ({ name: tool.name, input_schema: {
 * ...tool.inputSchema, type: 'object' } }))`): returned by a callback passed to a call, its `name` a member of the
 * callback's parameter and every schema it holds derived from that parameter. Such code defines no tool of its own.
 */
export function isMappedTool(ts: Ts, scopes: Scopes, lit: TS.ObjectLiteralExpression): boolean {
  let at: TS.Node = lit;
  while (at.parent && (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent))) at = at.parent;
  const fn = at.parent;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.body !== at || !fn.parent || !ts.isCallExpression(fn.parent) || !fn.parent.arguments.includes(fn)) return false;
  const param = fn.parameters[0];
  if (!param || !ts.isIdentifier(param.name)) return false;
  const ofParam = (e: TS.Expression): boolean => {
    let root = unwrap(ts, e);
    if (!ts.isPropertyAccessExpression(root) && !ts.isElementAccessExpression(root)) return false;
    while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = unwrap(ts, root.expression);
    return ts.isIdentifier(root) && scopes.declarationOf(root) === param;
  };
  const derived = (e: TS.Expression): boolean => {
    const u = unwrap(ts, e);
    if (ofParam(u)) return true;
    // `{ ...tool.inputSchema, type: 'object' }`: the parameter's schema with literal keys over it.
    return ts.isObjectLiteralExpression(u) && u.properties.some((p) => ts.isSpreadAssignment(p) && ofParam(p.expression));
  };
  let named = false;
  let schemas = 0;
  for (const p of lit.properties) {
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) continue;
    if (p.name.text === 'name') named = ofParam(p.initializer);
    else if (SCHEMA_KEYS.has(p.name.text)) {
      if (!derived(p.initializer)) return false;
      schemas++;
    }
  }
  return named && schemas > 0;
}

/**
 * An MCP prompt as a ListPrompts handler or a test lists it (`prompts: [{ name: 'k8s-diagnose', description,
 * arguments: [{ name: 'keyword', description, required: true }] }]`): `arguments` of a prompt are named strings with no
 * `type` (the SDK's PromptArgument), and there is no schema slot. No tool: the model never gets it as one. A list whose
 * entries have a `type` (the Docker MCP catalog's `{ name, arguments: [{ name, type, desc }] }`) stays a tool.
 */
export function isPromptLiteral(ts: Ts, lit: TS.ObjectLiteralExpression, scopes: Scopes): boolean {
  let args: TS.Expression | undefined;
  let named = false;
  for (const p of lit.properties) {
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    if (key === undefined) continue;
    if (SCHEMA_KEYS.has(key) || key === 'argsSchema') return false;
    if (key === 'name') named = true;
    if (key === 'arguments' && ts.isPropertyAssignment(p)) args = unwrap(ts, p.initializer);
  }
  // `arguments: args` with `const args: PromptArgument[] = [...]` in scope (apify's prompts) reads that array.
  const declared = args && ts.isIdentifier(args) ? scopes.constOf(args) : undefined;
  if (declared?.type && /\bPromptArgument\b/.test(declared.type.getText())) return named;
  if (declared?.initializer) args = unwrap(ts, declared.initializer);
  if (!named || !args || !ts.isArrayLiteralExpression(args) || args.elements.length === 0) return false;
  return args.elements.every((el) => {
    const e = unwrap(ts, el as TS.Expression);
    if (!ts.isObjectLiteralExpression(e)) return false;
    const keys = e.properties.map((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : ''));
    return keys.includes('name') && !keys.includes('type') && keys.every((k) => PROMPT_ARGUMENT_KEYS.has(k));
  });
}

/** The keys of an MCP PromptArgument (and what servers add beside them: a default, a title). */
const PROMPT_ARGUMENT_KEYS = new Set(['name', 'description', 'required', 'title', 'default']);

