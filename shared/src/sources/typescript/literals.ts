import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { SHAPE_HINT } from '../../extract/shapes';
import { dialectForWrapper, isZodExpression, zodImports, zodShapeToSchemaNode, zodToSchemaNode, type ZodContext, type ZodResult, type ZodWrapper } from '../../converters/zod';
import { getterValue, helperToolConfig, isConstDeclaration, isReference, objectOf, objectProperty, preorder, Scopes, type ConstDeclaration } from './ts-walk';
import { type Marked, markShared, NAMED_ELSEWHERE, type NamedElsewhere, OVER_BUDGET, RUNTIME, RUNTIME_PARAM, RUNTIME_REASON, runtimeValuesIn, SHARED_CONST, TOO_LONG, WRITTEN_AT, ZOD_RAW_SHAPE } from './marks';
import { isFallback, type Ts, unwrap } from './parser';
import { CONVERTERS, dependsOn, factoryResult, MODELLED_MAJOR } from './factories';
import { agentsTool, spreadsToolInput, zodToolLiteral } from './tool-shapes';
import { agentModelAt, mastraAgentRecord, mastraListedTool, type MastraModel, mastraRecordMember, READ_FOR_AGENT } from './mastra';
import { geminiHelperOf, geminiParametersValue } from './gemini-parameters';
import { knownTag, taggedTemplateValue } from './tagged-templates';
import { stringMethod } from './string-methods';
import { forwarded } from './value-marks';
import { type InlineReader, inlinedRead, inlineForZod, valueForZod } from './inline-read';
import type { CallSite } from './inline';
import { isComputed, isJoin, MAX_JOINED_CHARS, nonFinite, nonFiniteReason, staticValue } from './joined';
import { literalMember, truth } from './conditions';
import { enumMemberValue } from './enums';
import { fallbackSchema } from './nullish-fallbacks';
import { accessorName, computedKey, constElement, importedElement, isFunctionMember, keyOf } from './object-members';
import { isKeyNamedCall, isMappedTool, isPromptLiteral, keyOfValue, parameterRead, returnedCall } from './tool-names';
import { zodResolver, type ZodResolver } from './zod-resolver';
import { fileZodNames } from './zod-names';
import { isZodToJsonSchemaCall, NOT_ZOD, zodDescriptionValue, zodToJsonSchemaValue } from './zod-to-json-schema';
import { aiZodSchemaValue } from './zod-conversions';
import { unreadLibrary } from './schema-libraries';
import { declaredMajor, declaredToolSdk, definedIn, exportedValue, importOf, type ImportReading, MAX_IMPORT_DEPTH, namespaceOf, resolveModule, respan } from './imports';
import { CONVERTER, FOREIGN, GENERATED } from '../node-marks';
import { schemaLibraryValue, valibotSchemaSlot } from './valibot-values';
import { sharedThis, thisMember } from './this-members';
import { memberValue } from './member-values';
import { zodResultNode } from './zod-result-nodes';

const MAX_DEPTH = 200;
/**
 * Most values one reading builds. Each use of a const is read as a copy, so consts that each use the previous one twice
 * expand exponentially (18 of them in 1.2 KB made 2^18 nodes and ran out of memory): past this, the rest is not analysed.
 */
export const MAX_READ_NODES = 100_000;
/** Most values all readings of one file build together: a file's own literals read once, and room for reuse. */
export function maxFileNodes(textLength: number): number {
  return Math.max(5 * MAX_READ_NODES, 2 * textLength);
}
const MIN_READ_NODES = 256;
const FILE_EXPANDS = 'the literals of this file expand to too many values through consts they use more than once';
// Built when needed: toLocaleString at module load starts ICU in every process (about 10 ms and 8 MB).
const expands = (): string => `the literal expands to more than ${MAX_READ_NODES.toLocaleString('en-US')} values through consts it uses more than once`;

export class LiteralConverter implements InlineReader {
  /** The consts being read: one met again refers to itself. */
  /** @internal */ readonly resolving = new Set<TS.Node>();
  /** The model of the agent in another file that lists the Mastra tool being read (see mastraListedTool). */
  agentModel?: MastraModel;
  /** The const values the current reading went through (see startReading; inline-read.ts swaps it around a call). */
  /** @internal */ reached = new Set<TS.Node>();
  constructor(
    readonly ts: Ts,
    readonly source: TS.SourceFile,
    readonly scopes: Scopes,
    /** Where imported values are read from (none: an imported name is a run-time value). */
    private readonly imports?: ImportReading,
    /** Reads a call as a tool named by the key that lists it (the AI SDK's tool(): sdk-calls.ts's keyNamedTool). */
    private readonly keyTool?: (conv: LiteralConverter, call: TS.CallExpression) => JsonNode | undefined,
  ) {
    this.fileBudget = maxFileNodes(source.text.length);
  }

  /** What the current reading may still build (see MAX_READ_NODES), and what the file's readings may. */
  private budget = MAX_READ_NODES;
  private fileBudget: number;

  /** Starts a new reading: the set returned collects the const values (their expressions) it reaches. */
  startReading(): Set<TS.Node> {
    // Past the file's budget a reading still gets a few values, so a tool is still found (and reported as not analysed).
    this.budget = Math.min(MAX_READ_NODES, Math.max(MIN_READ_NODES, this.fileBudget));
    return (this.reached = new Set());
  }

  span(node: TS.Node): { offset: number; length: number } {
    const start = node.getStart(this.source);
    return { offset: start, length: node.getEnd() - start };
  }

  /** A node for a value the extension cannot know: kept in the tree (so keys still count), with the reason. */
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode {
    return { type: 'null', value: RUNTIME, [RUNTIME_REASON]: `Not analysed: ${why}. toollint reads literals only and never runs code.`, ...this.span(node), parent } as unknown as JsonNode;
  }

  /** A value not read because the reading's budget ran out (reported once per tool, see runtimeValuesIn). */
  private overBudget(expr: TS.Node, parent: JsonNode | undefined): JsonNode {
    return Object.assign(this.runtimeValue(expr, parent, this.fileBudget < MAX_READ_NODES ? FILE_EXPANDS : expands()), { [OVER_BUDGET]: true });
  }

  /**
   * Reads a const's value with `read`, guarding against a const reached again while it is being read (`const a = b;
   * const b = a`); the node read is marked when the const is shared.
   */
  /** @internal */ throughConst(decl: ConstDeclaration, read: (init: TS.Expression) => JsonNode | undefined): JsonNode | undefined {
    this.resolving.add(decl);
    this.reach(decl);
    try {
      const node = read(decl.initializer);
      if (node) markShared(node, this.scopes.sharedName(decl));
      return node;
    } finally {
      this.resolving.delete(decl);
    }
  }

  /** Notes that the current reading reached a const holding an object or array literal (see parseScriptDocument). */
  private reach(decl: ConstDeclaration): void {
    const init = unwrap(this.ts, decl.initializer);
    if (this.ts.isObjectLiteralExpression(init) || this.ts.isArrayLiteralExpression(init)) this.reached.add(init);
  }

  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined {
    const ts = this.ts;
    if (depth > MAX_DEPTH) return this.runtimeValue(expr, parent, 'the literal nests too deeply');
    if (this.budget <= 0) return this.overBudget(expr, parent);
    this.budget--;
    this.fileBudget--;
    expr = unwrap(ts, expr);
    const span = this.span(expr);
    if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return { type: 'string', value: expr.text, ...span, parent } as JsonNode;
    if (ts.isNumericLiteral(expr)) return { type: 'number', value: Number(expr.text), ...span, parent } as JsonNode;
    if (expr.kind === ts.SyntaxKind.TrueKeyword || expr.kind === ts.SyntaxKind.FalseKeyword) {
      return { type: 'boolean', value: expr.kind === ts.SyntaxKind.TrueKeyword, ...span, parent } as JsonNode;
    }
    if (expr.kind === ts.SyntaxKind.NullKeyword) return { type: 'null', value: null, ...span, parent } as JsonNode;
    if (ts.isIdentifier(expr) && expr.text === 'undefined') return undefined;
    if (ts.isIdentifier(expr)) {
      const decl = this.scopes.constOf(expr);
      if (!decl) {
        const listed = this.listedImport(expr, expr, span, parent) ?? mastraAgentRecord(this, expr, span, parent);
        if (listed) return listed;
        const imported = this.imported(expr, (conv, init) => (ts.isFunctionDeclaration(init) ? undefined : conv.convert(init, undefined, 1)));
        if (imported) return respan(imported, span, parent);
        const from = importOf(ts, this.scopes, expr);
        if (from) return this.runtimeValue(expr, parent, `\`${expr.text}\` is imported from '${from.specifier}', which toollint did not read (${this.imports ? 'a package, a cycle, or a value that is not a const literal there' : 'files are read only when the caller gives readFile'})`);
        return forwarded(ts, this.scopes, expr, this.runtimeValue(expr, parent, `\`${expr.text}\` is not a const literal in this file`));
      }
      if (this.resolving.has(decl)) return this.runtimeValue(expr, parent, `\`${expr.text}\` is defined in terms of itself`);
      const read = this.throughConst(decl, (init) => this.convert(init, parent, depth + 1));
      if (read) (read as { [WRITTEN_AT]?: { offset: number; length: number } })[WRITTEN_AT] = span;
      return read;
    }
    if (ts.isTaggedTemplateExpression(expr)) {
      // `dedent\`...\``, `codeBlock\`...\``: a tag from a package that only reshapes the string.
      const tag = knownTag(ts, this.scopes, expr.tag);
      if (tag) return taggedTemplateValue(this, expr, tag, span, parent, depth);
    }
    if (isComputed(ts, expr)) {
      // Arithmetic not known here (`-x` of a parameter) is read on below as before: a value computed at run time.
      const value = staticValue(this, expr, depth);
      if (value === OVER_BUDGET) return this.overBudget(expr, parent);
      if (value === TOO_LONG) return Object.assign(this.runtimeValue(expr, parent, `the string it joins is longer than ${MAX_JOINED_CHARS.toLocaleString('en-US')} characters`), { [TOO_LONG]: true });
      if (value === undefined && isJoin(ts, expr)) return this.runtimeValue(expr, parent, 'a string built at run time (only literals and consts holding them are joined)');
      if (typeof value === 'number' && !Number.isFinite(value)) return nonFinite(this.runtimeValue(expr, parent, nonFiniteReason(value)), value);
      if (value !== undefined) return { type: typeof value === 'number' ? 'number' : 'string', value, ...span, parent } as JsonNode;
    }
    if (isFallback(ts, expr)) {
      // `a || 'x'`, `a ?? 'x'`: a known `a` decides as JavaScript does; a parameter of the enclosing function
      // (`server.tool(toolName || "web_fetch_exa", ...)`) is taken as not passed, so the literal fallback is the value:
      // what the default call (`registerWebFetchTool(server, config)`) sends.
      const or = expr.operatorToken.kind === ts.SyntaxKind.BarBarToken;
      const left = this.convert(expr.left, parent, depth + 1);
      if (left && left.value !== RUNTIME) return (or ? left.value === '' || left.value === 0 || left.value === false || left.value === null : left.value === null) ? this.convert(expr.right, parent, depth + 1) : left;
      const param = parameterRead(ts, this.scopes, expr.left);
      const fallback = param ? this.convert(expr.right, parent, depth + 1) : undefined;
      if (fallback && fallback.value !== RUNTIME) return fallback;
      return this.runtimeValue(expr, parent, `\`${expr.left.getText(this.source).slice(0, 40)}\` decides this value at run time, and it is not a parameter whose fallback toollint would take`);
    }
    if (ts.isConditionalExpression(expr)) {
      // `flag ? 'a' : 'b'` with the flag known here (a const, or an inlined call's argument): the branch JavaScript takes.
      const cond = truth(this, expr.condition, depth + 1);
      if (cond !== undefined) return this.convert(cond ? expr.whenTrue : expr.whenFalse, parent, depth + 1);
      return this.runtimeValue(expr, parent, `\`${expr.condition.getText(this.source).slice(0, 40)}\` decides this value at run time`);
    }
    if (ts.isArrayLiteralExpression(expr)) {
      const node = { type: 'array', ...span, parent, children: [] as JsonNode[] } as JsonNode;
      for (const el of expr.elements) {
        if (ts.isSpreadElement(el)) {
          const spread = this.spreadValue(el.expression, node, depth + 1);
          if (spread?.type === 'array') for (const c of spread.children ?? []) node.children!.push(this.copied(c, spread, node));
          else if (spread?.value === RUNTIME) node.children!.push(spread);
          else node.children!.push(this.runtimeValue(el, node, 'a spread of a value that is not an array literal'));
          continue;
        }
        if (ts.isOmittedExpression(el)) continue;
        const child = this.convert(el, node, depth + 1);
        if (child) node.children!.push(child);
      }
      return node;
    }
    if (ts.isObjectLiteralExpression(expr)) {
      if (isMappedTool(ts, this.scopes, expr)) return this.runtimeValue(expr, parent, 'a tool converted from the parameter of a callback (code that maps tools, not a definition)');
      if (isPromptLiteral(ts, expr, this.scopes)) return undefined;
      const tool = zodToolLiteral(this, expr);
      if (tool) return Object.assign(tool, { parent });
      if (spreadsToolInput(this, expr)) return undefined;
      const node = { type: 'object', ...span, parent, children: [] as JsonNode[] } as JsonNode;
      for (const prop of expr.properties) {
        if (ts.isSpreadAssignment(prop)) {
          const spread = this.spreadValue(prop.expression, node, depth + 1);
          if (spread?.type === 'object') for (const p of spread.children ?? []) node.children!.push(this.copied(p, spread, node));
          else if (spread?.value === RUNTIME) node.children!.push(this.property(prop, '...', spread, node));
          else node.children!.push(this.property(prop, '...', this.runtimeValue(prop, node, 'a spread of a value that is not an object literal'), node));
          continue;
        }
        const key = keyOf(ts, prop) ?? computedKey(this, prop, depth);
        // A function beside a tool's parts (`execute`, `run`, `handler`, a method) is never sent: JSON.stringify leaves
        // it out, and so does the reading. In a slot a tool shape reads (a name, a schema), it stays a run-time value.
        if (isFunctionMember(ts, this.scopes, prop)) continue;
        const getName = key === undefined && ts.isGetAccessorDeclaration(prop) ? accessorName(ts, prop) : undefined;
        const getter = getName !== undefined && ts.isGetAccessorDeclaration(prop) ? getterValue(ts, prop) : undefined;
        if (getter) {
          const value = this.convert(getter, undefined, depth + 1);
          if (value) node.children!.push(this.property(prop, getName!, value, node));
          continue;
        }
        if (key === undefined) {
          // An accessor keeps its name (a getter `name` is a tool whose name is known only at run time).
          const named = accessorName(ts, prop);
          node.children!.push(this.property(prop, named ?? '[computed]', this.runtimeValue(prop, node, named ? 'a method or accessor' : 'a computed or method property'), node));
          continue;
        }
        const propNode = { type: 'property', ...this.span(prop), parent: node, children: [] as JsonNode[] } as JsonNode;
        const keyNode = { type: 'string', value: key, ...this.span(prop.name!), parent: propNode, ...(ts.isComputedPropertyName(prop.name!) && { [FOREIGN]: true }) } as JsonNode;
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
    // `TOOL_DESCRIPTIONS['get-issue']`: a member of a const object literal of this file, read by a string key.
    const element = constElement(ts, this.scopes, expr);
    if (element && !this.resolving.has(element.decl) && this.resolving.size < MAX_DEPTH) return this.throughConst(element.decl, () => this.convert(element.member, parent, depth + 1));
    const elementRead = element ? undefined : importedElement(this, expr, parent); // `X['k']` of an import: the last return
    if (ts.isPropertyAccessExpression(expr) && ts.isIdentifier(expr.name) && !expr.questionDotToken) {
      // `this.name` in a method of an object literal is that literal's member (this-members.ts), shared with it.
      const self = thisMember(ts, this.scopes, expr);
      if (self) return sharedThis(ts, expr, this.convert(self, parent, depth + 1));
      // A member of a const object literal of this file (`name: currentTime.name`, `...defs.list_tables`): only the
      // member is read, through the const that holds the literal (a shared const stays marked as such).
      let root: TS.Expression = expr.expression;
      while (ts.isPropertyAccessExpression(root)) root = root.expression;
      const decl = ts.isIdentifier(root) ? this.scopes.constOf(root) : undefined;
      const owner = decl && (objectOf(ts, expr.expression, this.scopes, 0) ?? helperToolConfig(ts, expr.expression, expr.name.text, this.scopes));
      const member = owner && objectProperty(ts, owner, expr.name.text, this.scopes);
      if (decl && member && !this.resolving.has(decl) && this.resolving.size < MAX_DEPTH) return this.throughConst(decl, () => this.convert(member, parent, depth + 1));
      const inEnum = enumMemberValue(ts, this.scopes, expr, this.imports);
      if (inEnum !== undefined) return { type: typeof inEnum === 'number' ? 'number' : 'string', value: inEnum, ...span, parent, [FOREIGN]: true } as JsonNode;
      const described = zodDescriptionValue(ts, this, expr);
      if (described !== NOT_ZOD) return described && Object.assign(described, { parent });
      // A Mastra agent's tool listed from another file's record (see mastra.ts).
      const listedMember = decl ? undefined : mastraRecordMember(this, expr, span, parent);
      if (listedMember) return listedMember;
      // A member of an object another file exports (`name: ToolNames.ADD_LABELS`), or a namespace import's (`constants.X`).
      const name = expr.name.text;
      const ns = ts.isIdentifier(expr.expression) ? namespaceOf(ts, this.scopes, expr.expression) : undefined;
      const importedMember = ts.isIdentifier(expr.expression) && !decl ? this.imported(ns !== undefined ? expr.name : expr.expression, (conv, init) => {
        const o = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
        const m = ns !== undefined ? o : o && ts.isObjectLiteralExpression(o) ? objectProperty(ts, o, name, conv.scopes) : undefined;
        return m && conv.convert(m, undefined, 1);
      }) : undefined;
      if (importedMember || ns !== undefined) return importedMember ? respan(importedMember, span, parent) : this.runtimeValue(expr, parent, `\`${expr.getText()}\` is imported from '${ns}', which toollint did not read (${this.imports ? 'a package, a cycle, or a value that is not a const literal there' : 'files are read only when the caller gives readFile'})`);
      // `({ full: true }).full`, `({}).customer` (an inlined call's argument): a member of an object value known here.
      const ofValue = !decl && !ts.isIdentifier(expr.expression) ? literalMember(this, expr, depth) : undefined;
      if (ofValue) return ofValue === 'absent' ? undefined : ({ ...ofValue, parent } as JsonNode);
      // `Local.geo.NAME` through an import, `ns.Tools.geo.NAME`, a namespace's const: the member's code, read where it is.
      const walked = memberValue(this, expr, parent, (c, m) => (c as LiteralConverter).convert(m, parent, depth + 1));
      if (walked) return walked;
    }
    if (ts.isCallExpression(expr)) {
      const method = stringMethod(this, expr, span, parent, depth);
      if (method) return method;
      const library = schemaLibraryValue(this, expr, parent, depth); // TypeBox, Valibot
      if (library) return library;
      if (isZodToJsonSchemaCall(ts, this, expr)) return Object.assign(zodToJsonSchemaValue(ts, this, expr), { parent });
      const gemini = geminiHelperOf(ts, this, expr);
      if (gemini) return Object.assign(geminiParametersValue(ts, this, expr, gemini), { parent });
      // A call that is itself a tool (`injectableTool({ ...defs.x, execute })`) is read where it stands, not in the function's file.
      const listed = ts.isIdentifier(expr.expression) && !isKeyNamedCall(ts, expr) && !this.scopes.constOf(expr.expression) ? this.listedImport(expr.expression, expr, span, parent) : undefined;
      if (listed) return listed;
      // A same-file function whose result does not depend on its arguments (`describe(ctx)` returning a template).
      const factory = factoryResult(this.ts, this.scopes, expr);
      // A project function called with known arguments (`connectionIdDescription({ hasX: true })`): inlined.
      const inlined = (!factory || 'param' in factory) && inlinedRead(this, expr, parent, 'value', (other, e) => other.convert(e, undefined, 1), !!factory);
      if (inlined) return inlined;
      if (factory && 'param' in factory) return Object.assign(this.runtimeValue(expr, parent, dependsOn(factory, 'value')), { [RUNTIME_PARAM]: factory.param });
      if (factory && !this.resolving.has(factory.fn) && this.resolving.size < MAX_DEPTH) {
        this.resolving.add(factory.fn);
        try {
          return this.convert(factory.result, parent, depth + 1);
        } finally {
          this.resolving.delete(factory.fn);
        }
      }
    }
    return elementRead ?? forwarded(ts, this.scopes, expr, this.runtimeValue(expr, parent, 'a value computed at run time (a call, an import or an expression)'));
  }

  /** The value of a spread: only its members are copied, so a const literal spread here is still read on its own too. */
  private spreadValue(expr: TS.Expression, parent: JsonNode, depth: number): JsonNode | undefined {
    const reached = this.reached;
    this.reached = new Set();
    try {
      return this.convert(expr, parent, depth);
    } finally {
      this.reached = reached;
    }
  }

  /** A member of a spread value, moved into the literal that spreads it (and marked as the spread value is). */
  private copied(member: JsonNode, spread: JsonNode, parent: JsonNode): JsonNode {
    const copy = { ...member, parent } as JsonNode;
    markShared(copy, (spread as Marked)[SHARED_CONST]);
    return copy;
  }

  /** True for a string, a template, a `+` or a const holding a string: an MCP `server.tool()` description. */
  isStringLike(expr: TS.Expression): boolean {
    const e = unwrap(this.ts, expr);
    const ts = this.ts;
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e) || (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)) return true;
    // `toolName || "web_fetch_exa"`: string-like when it falls back to a string.
    const fallback = isFallback(ts, e);
    return (ts.isIdentifier(e) || fallback || ts.isPropertyAccessExpression(e)) && this.convert(e, undefined, 1)?.type === 'string';
  }

  /**
   * True for what may be a tool name: string-like, or a name that is not a const (a parameter or an import: known only
   * at run time, so reported as not analysed).
   */
  isNameLike(expr: TS.Expression): boolean {
    const e = unwrap(this.ts, expr);
    const ts = this.ts;
    // `process.env.NAME || "fallback"`: a name, known only at run time.
    const fallback = isFallback(ts, e) && this.isStringLike(e.right);
    // `TOOLS.list_projects` of an import, `metadata.name` of a run-time const: a name known elsewhere (never silent).
    const member = ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && (!!this.scopes.constOf(e.expression) || (importOf(ts, this.scopes, e.expression) ?? namespaceOf(ts, this.scopes, e.expression)) !== undefined);
    return fallback || member || this.isStringLike(e) || (ts.isIdentifier(e) && !this.scopes.constOf(e));
  }

  /**
   * True for an object that the MCP SDK's isZodRawShape rejects, read as tool annotations: not empty, and with only
   * values known statically (a zod schema is a call, so it is not one).
   */
  isAnnotations(expr: TS.Expression): boolean {
    const node = this.convert(expr, undefined, 1);
    return node?.type === 'object' && (node.children?.length ?? 0) > 0 && runtimeValuesIn(node).length === 0;
  }

  /**
   * A tool object node for an SDK call: name, description and the argument schema, each pointing at its code.
   * The name is a key or declared name (`nameKey`) or a value (`name`, read like any value, through consts).
   * `schemaKind` 'shape' is an MCP raw shape (an object of zod schemas); 'schema' a zod schema or jsonSchema({...}).
   */
  toolObject(
    call: TS.CallExpression,
    shape: 'ai-sdk' | 'mcp-sdk' | 'openai-zod' | 'anthropic' | 'openai-agents' | 'livekit',
    parts: { name?: TS.Expression; nameKey?: TS.PropertyName | TS.BindingName; nameNote?: string; unnamed?: { unnamed: TS.Node; why: string }; description?: TS.Expression; schema?: TS.Expression; schemaKind: 'shape' | 'schema' | 'zod'; wrappable?: boolean; unmodelled?: string; unmodelledAt?: TS.Node; strict?: TS.Expression; asTool?: boolean },
  ): JsonNode {
    if (shape === 'openai-agents') return agentsTool(this, call, parts); // 'livekit': `{ name, description, parameters }` (livekit.ts)
    const node = { type: 'object', ...this.span(call), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: shape === 'livekit' ? 'openai-function' : shape } as unknown as JsonNode;
    const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
      if (value) node.children!.push(this.property(at, key, value, node));
    };
    const nameAt = parts.nameKey ?? parts.name ?? parts.unnamed?.unnamed;
    const named = parts.nameKey ? this.keyName(parts.nameKey) : parts.name ? this.convert(parts.name, undefined, 1) : parts.unnamed && this.runtimeValue(parts.unnamed.unnamed, undefined, parts.unnamed.why);
    if (named && parts.nameNote) (named as unknown as Record<symbol, NamedElsewhere>)[NAMED_ELSEWHERE] = { ...this.span(nameAt!), message: parts.nameNote };
    if (nameAt) add('name', nameAt, named);
    const toolName = named?.type === 'string' ? (named.value as string) : undefined;
    if (parts.description) add('description', parts.description, this.convert(parts.description, undefined, 1));
    const wrapper: ZodWrapper = shape === 'ai-sdk' ? 'ai-sdk' : shape === 'mcp-sdk' ? 'mcp' : shape === 'anthropic' ? 'anthropic' : shape === 'livekit' ? 'livekit' : 'openai-zodFunction';
    const unmodelledAt = parts.schema ?? parts.unmodelledAt;
    const schemaNode = parts.unmodelled && unmodelledAt
      ? ({ type: 'null', value: RUNTIME, [RUNTIME_REASON]: parts.unmodelled, ...this.span(unmodelledAt) } as unknown as JsonNode)
      : parts.schema
        ? this.schema(parts.schema, parts.schemaKind, wrapper, toolName, parts.wrappable === true)
        : undefined;
    if (parts.schema) add(shape === 'openai-zod' || shape === 'livekit' ? 'parameters' : shape === 'anthropic' ? 'input_schema' : 'inputSchema', parts.schema, schemaNode);
    else if (shape === 'livekit') add('parameters', unmodelledAt ?? call.expression, schemaNode ?? this.emptyObjectSchema(call.expression, true)); // tool()'s z.object({})
    // The MCP SDK lists a tool registered without arguments with `{ type: "object", properties: {} }`.
    else if (shape === 'mcp-sdk') {
      add('inputSchema', call.expression, this.emptyObjectSchema(call.expression));
      Object.assign(node, { [GENERATED]: true });
    }
    if ((schemaNode && (schemaNode as unknown as Record<symbol, boolean>)[GENERATED]) || (shape === 'livekit' && !unmodelledAt)) Object.assign(node, { [GENERATED]: true, [CONVERTER]: this.converterNote(wrapper) });
    // zodFunction always sends strict: true; betaZodTool sends the `strict` it is given.
    if (shape === 'openai-zod') add('strict', call.expression, { type: 'boolean', value: true, ...this.span(call.expression) } as JsonNode);
    if (parts.strict) add('strict', parts.strict, this.convert(parts.strict, undefined, 1));
    return node;
  }

  /**
   * A value imported from another file of the project, read there by `read` (with that file's consts and imports)
   * within what is left of this reading's budget; undefined when it cannot be found (a package, a file not there, a
   * cycle, too many files deep).
   */
  /** @internal */ imported<T>(id: TS.Identifier, read: (conv: LiteralConverter, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined {
    const imp = this.imports;
    if (!imp || imp.depth >= MAX_IMPORT_DEPTH) return undefined;
    const what = importOf(this.ts, this.scopes, id);
    const target = what && resolveModule(imp.path, what.specifier, imp.ctx);
    if (!what || !target || imp.active.has(target)) return undefined;
    const found = exportedValue(this.ts, target, what.name, imp.ctx, imp.depth + 1);
    if (!found || imp.active.has(found.path)) return undefined;
    return this.inFile({ ...found.file, path: found.path, active: this.inlineActive }, (conv) => read(conv, found.expr), { ctx: imp.ctx, path: found.path, depth: imp.depth + 1, active: new Set([...imp.active, target, found.path]) });
  }

  /** The functions being inlined around this reading (see inline.ts), and where its calls stand. */
  inlineActive: ReadonlySet<string> = new Set();
  /** @internal */ callSite(): CallSite {
    return { source: this.source, scopes: this.scopes, path: this.imports?.path, imports: this.imports?.ctx, active: this.inlineActive, importDepth: this.imports?.depth ?? 0 };
  }
  /** Runs `read` with a converter of another parsed file, within what is left of this reading's budget. */
  /** @internal */ inFile<T>(file: { source: TS.SourceFile; scopes: Scopes; path: string | undefined; active: ReadonlySet<string> }, read: (conv: LiteralConverter) => T, imports = this.imports && file.path ? { ...this.imports, path: file.path, depth: this.imports.depth + 1, active: new Set([...this.imports.active, file.path]) } : undefined): T {
    const conv = new LiteralConverter(this.ts, file.source, file.scopes, imports, this.keyTool);
    conv.inlineActive = file.active;
    conv.budget = this.budget;
    conv.fileBudget = this.fileBudget;
    try {
      return read(conv);
    } finally {
      this.fileBudget -= this.budget - conv.budget;
      this.budget = conv.budget;
    }
  }

  /**
   * A tool imported from another file and listed here under a key (`tools: { image: generateImageTool }`, `read:
   * readFileTool()`): read there (the const's tool() call, or the one the function returns), placed here, and named
   * by the key, which is the name the model sees.
   */
  /** @internal */ listedImport(id: TS.Identifier, at: TS.Expression, span: { offset: number; length: number }, parent: JsonNode | undefined): JsonNode | undefined {
    const ts = this.ts;
    const key = this.keyTool && keyOfValue(ts, at, this.scopes);
    if (!key) return undefined;
    // A Mastra agent here listing another file's createTool(): its model decides the tool's layer and destination.
    const agentModel = () => agentModelAt(ts, this.source, key);
    const tool = this.imported(id, (conv, init) => {
      const e = ts.isFunctionDeclaration(init) ? init : unwrap(ts, init);
      const call = at === id ? (ts.isCallExpression(e) ? e : undefined) : ts.isFunctionDeclaration(e) || ts.isArrowFunction(e) || ts.isFunctionExpression(e) ? returnedCall(ts, e) : undefined;
      return call && definedIn(conv.imports?.path, conv.keyTool?.(conv, call) ?? mastraListedTool(conv, call, agentModel()));
    });
    if (!tool || tool.type !== 'object') return undefined;
    const differs = (tool as unknown as Record<symbol, boolean>)[READ_FOR_AGENT] === true;
    respan(tool, span, parent, differs);
    const name = this.keyName(key);
    // Listed under the name its own file reports it by (`tools: { weatherTool }`), read the same: that file's tool.
    if (name && name.value === importOf(ts, this.scopes, id)?.name && !differs) (name as unknown as Record<symbol, boolean>)[FOREIGN] = true;
    const children = (tool.children ?? []).filter((p) => p.children?.[0]?.value !== 'name');
    if (name) children.unshift(this.property(key, 'name', name, tool));
    (tool as { children?: JsonNode[] }).children = children;
    return tool;
  }

  /** `{ type: "object", properties: {} }` spanning the code that makes it (generated: no text to edit). */
  private emptyObjectSchema(at: TS.Node, closed = false): JsonNode {
    const span = this.span(at);
    const node = { type: 'object', ...span, children: [] as JsonNode[] } as JsonNode;
    node.children!.push(this.property(at, 'type', { type: 'string', value: 'object', ...span } as JsonNode, node));
    node.children!.push(this.property(at, 'properties', { type: 'object', ...span, children: [] } as unknown as JsonNode, node));
    if (closed) node.children!.push(this.property(at, 'additionalProperties', { type: 'boolean', value: false, ...span } as JsonNode, node));
    return Object.assign(node, { [GENERATED]: true });
  }

  /** A key or declared name as a string node; a computed key `[NAME]` is read as a value. */
  /** @internal */ keyName(key: TS.PropertyName | TS.BindingName): JsonNode | undefined {
    const ts = this.ts;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNumericLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key)) return { type: 'string', value: key.text, ...this.span(key) } as JsonNode;
    if (ts.isComputedPropertyName(key)) return this.convert(key.expression, undefined, 1);
    return undefined;
  }

  /** An argument schema (jsonSchema({...}), a JSON Schema literal, zod, an MCP raw shape of zod) converted as the wrapper does. */
  /** @internal */ schema(expr: TS.Expression, kind: 'shape' | 'schema' | 'zod', wrapper: ZodWrapper, toolName: string | undefined, wrappable = false): JsonNode | undefined {
    const ts = this.ts;
    let e = expr;
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
    if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'jsonSchema' && e.arguments[0]) return this.convert(e.arguments[0], undefined, 1);
    const viaZodSchema = aiZodSchemaValue(ts, this, e); // the AI SDK's zodSchema(X)
    if (viaZodSchema) return viaZodSchema;
    const fallback = fallbackSchema(this, e, (side) => this.schema(side, kind, wrapper, toolName));
    if (fallback) return fallback;
    const factory = factoryResult(this.ts, this.scopes, e);
    if (ts.isConditionalExpression(e)) {
      const cond = truth(this, e.condition, 1);
      if (cond !== undefined) return this.schema(cond ? e.whenTrue : e.whenFalse, kind, wrapper, toolName);
    }
    const inlined = ts.isCallExpression(e) && (!factory || 'param' in factory) && inlinedRead(this, e, undefined, 'schema', (other, r) => (other as LiteralConverter).schema(r, kind, wrapper, toolName), !!factory);
    if (inlined) return inlined;
    if (factory && 'param' in factory) return Object.assign(this.runtimeValue(expr, undefined, dependsOn(factory, 'schema')), { [RUNTIME_PARAM]: factory.param });
    if (factory && !this.resolving.has(factory.fn) && this.resolving.size < MAX_DEPTH) {
      this.resolving.add(factory.fn);
      try {
        return this.schema(factory.result, kind, wrapper, toolName, false);
      } finally {
        this.resolving.delete(factory.fn);
      }
    }
    const read: ConstDeclaration[] = [];
    // An empty raw shape (`inputSchema: {}`) needs no zod import: the MCP SDK wraps it in z.object({}) all the same.
    const empty = kind === 'shape' && ts.isObjectLiteralExpression(e) && e.properties.length === 0;
    const zod = this.zodContext(wrapper, toolName, e, read) ?? (empty ? { ts, source: this.source, resolveConst: () => undefined, dialect: dialectForWrapper(wrapper, this.zodMajorOf()), zodNames: new Set<string>(), rootName: toolName } : undefined);
    if (ts.isIdentifier(e) && !(zod && isZodExpression(e, zod))) {
      const decl = this.scopes.constOf(e);
      if (decl && !this.resolving.has(decl) && this.resolving.size < MAX_DEPTH) return this.throughConst(decl, (init) => this.schema(init, kind, wrapper, toolName));
      const imported = decl ? undefined : this.imported(e, (conv, init) => (ts.isFunctionDeclaration(init) ? undefined : conv.schema(init, kind, wrapper, toolName)));
      if (imported) return respan(imported, this.span(e), undefined);
    }
    // `X.shape` of a `z.object({...})` another file exports: the fields it was given.
    if (kind === 'shape' && ts.isPropertyAccessExpression(e) && e.name.text === 'shape' && ts.isIdentifier(e.expression) && !(zod && isZodExpression(e.expression, zod)) && !this.scopes.constOf(e.expression)) {
      const fields = this.imported(e.expression, (conv, init) => {
        const u = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
        const arg = u && ts.isCallExpression(u) && u.arguments.length === 1 && ts.isPropertyAccessExpression(u.expression) && u.expression.name.text === 'object' ? unwrap(ts, u.arguments[0]!) : undefined;
        return arg && ts.isObjectLiteralExpression(arg) ? conv.schema(arg, 'shape', wrapper, toolName) : undefined;
      });
      if (fields) return respan(fields, this.span(e), undefined);
    }
    if (zod && kind === 'shape' && ts.isObjectLiteralExpression(e)) {
      const node = this.fromZod(zodShapeToSchemaNode(e, zod), read);
      // Only a literal written in place is rewritten (a const shape may be shared).
      if (wrappable && e === expr && node.type === 'object') Object.assign(node, { [ZOD_RAW_SHAPE]: [...zod.zodNames][0] });
      return node;
    }
    // `inputSchema: Base.shape`: another z.object()'s fields, as a raw shape.
    if (zod && kind === 'shape' && ts.isPropertyAccessExpression(e) && e.name.text === 'shape' && isZodExpression(e.expression, zod)) return this.fromZod(zodShapeToSchemaNode(e, zod), read);
    if (zod && isZodExpression(e, zod)) return this.fromZod(zodToSchemaNode(e, zod), read);
    if (kind === 'schema' && ts.isObjectLiteralExpression(e)) return this.convert(e, undefined, 1);
    if (kind === 'zod') return this.runtimeValue(expr, undefined, 'a schema that is not a zod schema toollint can read (betaZodTool converts it with zod 4)');
    // `inputSchema: G.SCHEMA`, `ns.inputSchema`: a member of const object literals, read as the schema its code is.
    const member = ts.isPropertyAccessExpression(e) ? memberValue(this, e, undefined, (c, m) => (c as LiteralConverter).schema(m, kind, wrapper, toolName)) : undefined;
    if (member && member.value !== RUNTIME) return member;
    return valibotSchemaSlot(this, e, wrapper) ?? this.runtimeValue(expr, undefined, unreadLibrary(ts, this.scopes, e) ?? 'a schema built at run time (not a literal, jsonSchema({...}) or a zod schema toollint can read)');
  }

  /** The zod reader's result as a node (see zodResultNode). */
  /** @internal */ fromZod(r: ZodResult, read: ConstDeclaration[]): JsonNode {
    return zodResultNode(this, r, read, this.foreignOf.get(read)?.foreignUses() ?? []);
  }

  /** zod is read when the file imports it; `zod/v3` means zod 3, anything else zod 4 (the current major). */
  /** @internal */ zodContext(wrapper: ZodWrapper, rootName: string | undefined, entry: TS.Expression, read: ConstDeclaration[]): ZodContext | undefined {
    const own = this.zodNamesOf();
    // A file that does not import zod may still use schemas other files export: read with those files' names for zod.
    if (own.size === 0 && !this.imports) return undefined;
    this.zodMajor ??= this.zodMajorOf();
    const zodNames = new Set(own);
    const resolver = zodResolver(this.ts, this.source, this.scopes, this.imports, (n) => this.span(n), entry, read, (d) => this.reach(d), (file) => zodImports(this.ts, file).forEach((n) => zodNames.add(n)), { active: this.inlineActive, run: (call, site) => inlineForZod(this, call, site), value: (call, site) => valueForZod(this, call, site) });
    this.foreignOf.set(read, resolver);
    return { ts: this.ts, source: this.source, resolveConst: resolver.resolveConst, resolveCall: resolver.resolveCall, foreignSpan: resolver.foreignSpan, dialect: dialectForWrapper(wrapper, this.zodMajor), zodNames, rootName };
  }
  private zodNames: Set<string> | undefined;
  /** The names this file binds to zod (those of a project module re-exporting it too). */
  zodNamesOf(): Set<string> {
    return (this.zodNames ??= fileZodNames(this.ts, this.source, this.imports));
  }
  private readonly foreignOf = new WeakMap<ConstDeclaration[], ZodResolver>();
  private zodMajor: 3 | 4 | undefined;
  /**
   * What the hover says of the converter: the modelled one, and where the project's package.json declares another
   * major of the SDK, that it was read as the modelled (newest known) one.
   */
  converterNote(wrapper: ZodWrapper): string {
    const modelled = MODELLED_MAJOR[wrapper];
    const declared = modelled && this.imports ? declaredMajor(this.imports.path, modelled.pkg, this.imports.ctx) : undefined;
    const note = modelled && declared !== undefined && declared !== modelled.major ? ` Your package.json declares ${modelled.pkg} ${declared}.x: read as ${modelled.major}.x, the newest toollint models.` : '';
    return CONVERTERS[wrapper] + note;
  }
  /** The tool SDK the project's package.json alone declares (see declaredToolSdk). */
  declaredSdk(): 'mcp' | undefined {
    return this.imports ? declaredToolSdk(this.imports.path, this.imports.ctx) : undefined;
  }
  /** `zod/v3` (and Genkit, whose `z` is zod 3) and `zod/v4` say; a bare `zod` is the major package.json declares, else 4. */
  private zodMajorOf(): 3 | 4 {
    const text = this.source.text;
    if (/from\s+['"]zod\/v3['"]/.test(text)) return 3;
    if (/from\s+['"]zod\/v4['"]/.test(text)) return 4;
    if (/from\s+['"](?:genkit(?:\/beta)?|@genkit-ai\/core)['"]/.test(text)) return 3;
    if (!this.imports) return 4;
    return declaredMajor(this.imports.path, 'zod', this.imports.ctx) === 3 ? 3 : 4;
  }

  /** A property node `key: value` spanning `at`; the value node (built for it) is adopted, not copied, so its children's parent links stay right. */
  /** @internal */ property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode {
    const propNode = { type: 'property', ...this.span(at), parent, children: [] as JsonNode[] } as JsonNode;
    (value as { parent?: JsonNode }).parent = propNode;
    propNode.children!.push({ type: 'string', value: key, ...this.span(at), parent: propNode } as JsonNode, value);
    return propNode;
  }
}
