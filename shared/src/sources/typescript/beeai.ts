// The BeeAI framework's tools (i-am-bee/beeai-framework, npm `beeai-framework`, formerly `bee-agent-framework`):
//   class CalculatorTool extends Tool<StringToolOutput> { name = "Calculator"; description = `...`;
//     inputSchema() { return z.object({ expression: z.string() }) } protected async _run(...) {...} }
//   new DynamicTool({ name: "GenerateRandomNumber", description: "...", inputSchema: z.object({...}), handler })
// Every chat adapter sends a tool as { name, description, <parameters>: await tool.getInputJsonSchema() } (the Vercel
// adapter through the AI SDK's jsonSchema(), watsonx as a function's `parameters`), and getInputJsonSchema() is
// toJsonSchema(await this.inputSchema()) (internals/helpers/schema): zod-to-json-schema's defaults for a zod 3 schema
// (after validateSchema, which throws on a ZodEffects root), any other object as it is. Checked against beeai-framework
// 0.1.30 in test/oracles/beeai.test.ts. `inputSchema` is a method; name and description are class fields (a
// constructor's `this.name = options?.name || this.name` keeps the field: what a tool made without options sends).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { SHAPE_HINT } from '../../extract/shapes';
import { dirname, joinPath } from '../../text/posix-path';
import type { ZodWrapper } from '../../converters/zod';
import { CONVERTER, GENERATED } from '../node-marks';
import { isStatic, memberName } from './class-members';
import { CONVERTERS } from './factories';
import { fileImports, ZOD4_IMPORT } from './file-imports';
import { RUNTIME } from './marks';
import { importOf } from './imports';
import { type Ts, unwrap } from './parser';
import { objectProperty, type Scopes } from './ts-walk';

/** What this reader uses of the literal reader (LiteralConverter). */
export interface BeeaiReader {
  readonly ts: Ts;
  readonly scopes: Scopes;
  span(node: TS.Node): { offset: number; length: number };
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode;
  readonly source: TS.SourceFile;
  schema(expr: TS.Expression, kind: 'shape' | 'schema' | 'zod', wrapper: ZodWrapper, toolName: string | undefined): JsonNode | undefined;
}

/** The framework's modules: the package (any subpath), its old name, and the framework's own `@/tools/base.js`. */
const BEEAI_MODULE = /^(?:bee(?:ai|-agent)-framework(?:\/[\w./-]*)?|@\/tools\/base(?:\.js)?)$/;
/** The framework's own tools/base module, imported by a relative path from inside the framework (`./base.js` in src/tools). */
const OWN_BASE = /(?:^|\/)src\/tools\/base(?:\.[jt]s)?$/;
/** Why a zod 4 schema is not read: what the framework does with one. */
const ZOD4 = "beeai-framework converts zod 3 schemas only: a `zod/v4` schema beside zod 3 is sent as the zod object itself, no JSON Schema (and with zod 4 installed its getInputJsonSchema() throws on `instanceof ZodEffects`, which zod 4 does not export): use zod 3's `z`";
/** How many classes of this file are looked through for the one extending the framework's Tool. */
const MAX_BASES = 4;
/** DynamicTool's check of its name (tools/base.ts): other names make its constructor throw. */
const DYNAMIC_NAME = /^[a-zA-Z0-9\-_]+$/;

/** The framework's class `id` names (`Tool`, `DynamicTool`), imported under any local name; undefined otherwise. */
function frameworkClass(conv: BeeaiReader, e: TS.Expression | undefined): string | undefined {
  const ts = conv.ts;
  const id = e && unwrap(ts, e);
  if (!id || !ts.isIdentifier(id)) return undefined;
  const imported = importOf(ts, conv.scopes, id);
  if (!imported) return undefined;
  if (BEEAI_MODULE.test(imported.specifier)) return imported.name;
  const path = imported.specifier.startsWith('.') ? conv.source.fileName : undefined;
  return path && OWN_BASE.test(joinPath(dirname(path), imported.specifier)) ? imported.name : undefined;
}

function baseExpression(ts: Ts, cls: TS.ClassLikeDeclaration): TS.Expression | undefined {
  return cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
}

/**
 * The class and its bases of this file up to the one extending the framework's Tool (`[CalculatorTool]`, or
 * `[WeatherTool, BaseApiTool]` for a project base between them); undefined when the class is no such tool.
 */
function toolChain(conv: BeeaiReader, cls: TS.ClassLikeDeclaration): TS.ClassLikeDeclaration[] | undefined {
  const ts = conv.ts;
  const chain: TS.ClassLikeDeclaration[] = [];
  for (let c: TS.ClassLikeDeclaration | undefined = cls; c && chain.length < MAX_BASES; ) {
    chain.push(c);
    const base = baseExpression(ts, c);
    if (!base) return undefined;
    if (frameworkClass(conv, base) === 'Tool') return chain;
    const held = ts.isIdentifier(base) ? conv.scopes.declarationOf(base) : undefined;
    c = held && ts.isClassDeclaration(held) ? held : undefined;
  }
  return undefined;
}

/** A member written in one of the classes (own first): a field's initializer, or a getter's one returned value. */
function fieldValue(ts: Ts, chain: TS.ClassLikeDeclaration[], key: string): TS.Expression | undefined {
  for (const c of chain) {
    for (const m of c.members) {
      if (isStatic(ts, m) || !m.name || memberName(ts, m.name) !== key) continue;
      if (ts.isPropertyDeclaration(m) && m.initializer) return m.initializer;
      if (ts.isGetAccessorDeclaration(m) && m.body) return soleReturn(ts, m.body);
    }
  }
  return undefined;
}

/** `this.key = value` statements of the classes' constructors, own class first. */
function constructorAssignments(ts: Ts, chain: TS.ClassLikeDeclaration[], key: string): TS.Expression[] {
  const out: TS.Expression[] = [];
  for (const c of chain) {
    const ctor = c.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && !!m.body);
    for (const st of ctor?.body?.statements ?? []) {
      const e = ts.isExpressionStatement(st) ? unwrap(ts, st.expression) : undefined;
      if (e && ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken && isThisMember(ts, e.left, key)) out.push(e.right);
    }
  }
  return out;
}

function isThisMember(ts: Ts, e: TS.Expression, key: string): boolean {
  const u = unwrap(ts, e);
  return ts.isPropertyAccessExpression(u) && u.expression.kind === ts.SyntaxKind.ThisKeyword && u.name.text === key;
}

/**
 * What a member holds for a tool made without options: its field, unless the constructor assigns it otherwise
 * (`this.name = toCamelCase(options?.name || this.target.meta.name)`: known only at run time). An assignment that
 * falls back to the field (`input?.name || this.name`, `??`) keeps it.
 */
function memberValue(ts: Ts, chain: TS.ClassLikeDeclaration[], key: string): TS.Expression | undefined {
  for (const right of constructorAssignments(ts, chain, key)) {
    const r = unwrap(ts, right);
    const keepsField = ts.isBinaryExpression(r) && (r.operatorToken.kind === ts.SyntaxKind.BarBarToken || r.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) && isThisMember(ts, r.right, key);
    if (!keepsField) return fieldValue(ts, chain, key) === undefined ? right : undefined;
  }
  return fieldValue(ts, chain, key);
}

/** `options.schema ?? ThinkSchema` with `options` a parameter: `ThinkSchema`, what a tool made without the option gets. */
function optionDefault(ts: Ts, scopes: Scopes, e: TS.Expression): TS.Expression {
  const u = unwrap(ts, e);
  if (!ts.isBinaryExpression(u) || (u.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && u.operatorToken.kind !== ts.SyntaxKind.BarBarToken)) return e;
  let root: TS.Expression = unwrap(ts, u.left);
  while (ts.isPropertyAccessExpression(root)) root = unwrap(ts, root.expression);
  const decl = ts.isIdentifier(root) ? scopes.declarationOf(root) : undefined;
  return decl && ts.isParameter(decl) ? u.right : e;
}

function soleReturn(ts: Ts, body: TS.Block): TS.Expression | undefined {
  const st = body.statements.length === 1 ? body.statements[0]! : undefined;
  return st && ts.isReturnStatement(st) ? st.expression : undefined;
}

/** The return statements of a body, not those of functions or classes inside it (bounded by the body's size). */
function returnsOf(ts: Ts, body: TS.Block): TS.ReturnStatement[] {
  const out: TS.ReturnStatement[] = [];
  const visit = (n: TS.Node): void => {
    if (ts.isReturnStatement(n)) out.push(n);
    else if (!ts.isFunctionLike(n) && !ts.isClassLike(n)) ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
  return out;
}

/** Most characters of a condition quoted in a message. */
const MAX_CONDITION = 80;

/** The schema `inputSchema()` returns, or why it is known only at run time; undefined when no class writes the method. */
function inputSchemaOf(ts: Ts, conv: BeeaiReader, chain: TS.ClassLikeDeclaration[]): { expr: TS.Expression } | { at: TS.Node; why: string } | undefined {
  for (const c of chain) {
    const m = c.members.find((x): x is TS.MethodDeclaration => ts.isMethodDeclaration(x) && !!x.body && !isStatic(ts, x) && !!x.name && memberName(ts, x.name) === 'inputSchema');
    if (!m) continue;
    const what = `\`inputSchema()\` of ${c.name?.text ?? 'this class'}`;
    const returns = returnsOf(ts, m.body!);
    const last = m.body!.statements[m.body!.statements.length - 1];
    if (returns.length === 1 && returns[0] === last && returns[0]!.expression) {
      let expr = returns[0]!.expression;
      const e = unwrap(ts, ts.isAwaitExpression(unwrap(ts, expr)) ? (unwrap(ts, expr) as TS.AwaitExpression).expression : expr);
      // `return this._inputSchema`: what the field or the constructor gives it.
      if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword) {
        const held = memberValue(ts, chain, e.name.text);
        if (!held) return { at: expr, why: `${what} returns \`${e.getText()}\`, set at run time` };
        expr = optionDefault(ts, conv.scopes, held);
      }
      return { expr };
    }
    const choice = m.body!.statements.find((s): s is TS.IfStatement | TS.SwitchStatement => ts.isIfStatement(s) || ts.isSwitchStatement(s));
    const cond = choice && (ts.isIfStatement(choice) ? choice.expression : choice.expression).getText();
    const on = cond ? `, choosing on \`${cond.length > MAX_CONDITION ? `${cond.slice(0, MAX_CONDITION)}…` : cond}\`` : '';
    return { at: m.name, why: `${what} computes the schema at run time${on}` };
  }
  return undefined;
}

/** The tool node: name, description and inputSchema, each pointing at its code, in the AI SDK's shape the adapters send. */
function toolNode(conv: BeeaiReader, at: TS.Node, name: TS.Expression, description: TS.Expression, schema: { expr: TS.Expression } | { at: TS.Node; why: string }, how: string): JsonNode {
  const node = { type: 'object', ...conv.span(at), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'ai-sdk' } as unknown as JsonNode;
  const add = (key: string, where: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(where, key, value, node));
  };
  const named = conv.convert(name, undefined, 1);
  add('name', name, named);
  add('description', description, conv.convert(description, undefined, 1));
  const toolName = named?.type === 'string' ? (named.value as string) : undefined;
  const zod4 = 'expr' in schema && fileImports(conv.source, ZOD4_IMPORT);
  const schemaNode = 'expr' in schema && !zod4 ? conv.schema(schema.expr, 'schema', 'beeai', toolName) : 'expr' in schema ? conv.runtimeValue(schema.expr, undefined, ZOD4) : conv.runtimeValue(schema.at, undefined, schema.why);
  add('inputSchema', 'expr' in schema ? schema.expr : schema.at, schemaNode);
  if (schemaNode && (schemaNode as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(node, { [GENERATED]: true, [CONVERTER]: `${CONVERTERS.beeai}; ${how}` });
  return node;
}

/**
 * A class extending the framework's Tool (directly or through project classes of this file) as its adapters send it;
 * null for such a class that defines no tool of its own (abstract, or its name or schema given at run time: MCPTool,
 * OpenAPITool, HandoffTool), undefined for any other class.
 */
export function beeaiClassTool(conv: BeeaiReader, cls: TS.ClassLikeDeclaration): JsonNode | null | undefined {
  const ts = conv.ts;
  if (!baseExpression(ts, cls)) return undefined;
  const chain = toolChain(conv, cls);
  if (!chain) return undefined;
  if (cls.modifiers?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword)) return null;
  const name = memberValue(ts, chain, 'name');
  const description = memberValue(ts, chain, 'description');
  const schema = inputSchemaOf(ts, conv, chain);
  if (!name || !description || !schema) return null;
  // A name from the constructor's parameters (`this.name = options.name`) is none the class writes.
  if (conv.convert(name, undefined, 1)?.type !== 'string') return null;
  const written = chain.length > 1 ? `, through ${chain.slice(1).map((c) => c.name?.text ?? 'a class').join(' and ')}` : '';
  return toolNode(conv, cls, name, description, schema, `a class of beeai-framework's Tool${written}: name, description and inputSchema() as the class writes them`);
}

/** `new DynamicTool({ name, description, inputSchema, handler })` of the framework, as it sends it; undefined for other literals. */
export function beeaiDynamicTool(conv: BeeaiReader, expr: TS.ObjectLiteralExpression): JsonNode | undefined {
  const ts = conv.ts;
  let at: TS.Node = expr;
  while (at.parent && (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent))) at = at.parent;
  const call = at.parent;
  if (!call || !ts.isNewExpression(call) || call.arguments?.[0] !== at || frameworkClass(conv, call.expression) !== 'DynamicTool') return undefined;
  // `undefined` written (a test of the constructor's checks) is no value.
  const given = (key: string) => {
    const v = objectProperty(ts, expr, key);
    const u = v && unwrap(ts, v);
    return u && !(ts.isIdentifier(u) && u.text === 'undefined') ? v : undefined;
  };
  const name = given('name');
  const description = given('description');
  const inputSchema = given('inputSchema');
  if (!name) return undefined;
  // Its constructor validates the fields and throws: there is no tool, and the schema slot says why.
  const named = conv.convert(name, undefined, 1);
  const text = description && conv.convert(description, undefined, 1);
  const known = (n: JsonNode | undefined) => !!n && n.value !== RUNTIME;
  const throws = (message: string) => `beeai-framework's DynamicTool throws here: "${message}"`;
  const refusal = known(named) && named!.type !== 'string'
    ? throws('Tool must have a name')
    : named?.type === 'string' && !DYNAMIC_NAME.test(String(named.value))
      ? throws('Tool name must only have -, _, letters or numbers')
      : !description || (known(text) && (text!.type !== 'string' || text!.value === ''))
        ? throws('Tool must have a description')
        : !inputSchema
          ? throws('Tool must have a schema')
          : undefined;
  const schema = refusal || !inputSchema ? { at: inputSchema ?? expr, why: refusal! } : { expr: inputSchema };
  return toolNode(conv, expr, name, description ?? name, schema, "beeai-framework's DynamicTool: name, description and inputSchema as given");
}
