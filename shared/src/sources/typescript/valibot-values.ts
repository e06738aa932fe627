// Valibot in the code the literal reader reads: `v.object({...})` and the adapters that convert it
// (`toJsonSchema(...)` of @valibot/to-json-schema, `valibotSchema(...)` of @ai-sdk/valibot) as the JSON Schema
// toJsonSchema returns (converters/valibot), its nodes marked as not editable text. Consts of this file and imported
// ones are read where they are defined. Also the literal reader's one entry for schema libraries' calls: TypeBox first
// (typebox-values.ts), then Valibot.
import type * as TS from 'typescript';
import type { Node as JsonNode } from 'jsonc-parser';
import { aiSdkClosedObjects, isSchemaFunction, readValibot, UNREAD_FIELD, valibotJsonSchema, type Span, type ToJsonSchemaConfig, type ValibotReadContext, type VItem, type VNode, type VSchema } from '../../converters/valibot';
import { FOREIGN } from '../node-marks';
import { importOf, respan } from './imports';
import { enumObjectText, importedEnum } from './enums';
import type { CallSite } from './inline';
import { unwrap, type Ts } from './parser';
import type { Scopes } from './ts-walk';
import { typeboxValue } from './typebox-values';
import { markSubtree } from './value-marks';
import { RUNTIME_REASON } from './marks';
import { keepUnreadPieces } from '../../converters/zod/unknown-pieces';

/** What is needed of the literal reader (literals.ts, which uses this file). */
export interface ValibotReader {
  readonly ts: Ts;
  readonly source: TS.SourceFile;
  readonly scopes: Scopes;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
  imported<T>(id: TS.Identifier, read: (conv: ValibotReader, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
  callSite(): CallSite;
}

type Adapter = 'toJsonSchema' | 'valibotSchema' | 'toStandardJsonSchema';
interface Names {
  /** `import * as v from 'valibot'`: v. */
  namespaces: Set<string>;
  /** `import { object, string as str } from 'valibot'`: local name -> Valibot's. */
  named: Map<string, string>;
  adapters: Map<string, Adapter>;
}

const NAMES = new WeakMap<TS.SourceFile, Names | null>();
/** The Valibot consts each reader has read (models are never changed once read: placed() copies). */
const READ = new WeakMap<ValibotReader, Map<TS.Node, VNode>>();
/** What each reader's conversions may still draft (a file of many literals each reaching a huge schema stays bounded). */
const EMITTED = new WeakMap<ValibotReader, { left: number }>();
/** Most parts one reading of a Valibot schema builds (consts used many times expand at each use). */
const MAX_PARTS = 20_000;

/** The file's Valibot imports, found once per parsed file (null: none). */
export function valibotNames(ts: Ts, source: TS.SourceFile): Names | null {
  let names = NAMES.get(source);
  if (names !== undefined) return names;
  names = null;
  if (source.text.includes('valibot')) {
    const found: Names = { namespaces: new Set(), named: new Map(), adapters: new Map() };
    for (const st of source.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || st.importClause?.isTypeOnly) continue;
      const from = st.moduleSpecifier.text;
      const nb = st.importClause?.namedBindings;
      if (from === 'valibot') {
        if (nb && ts.isNamespaceImport(nb)) found.namespaces.add(nb.name.text);
        if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) if (!el.isTypeOnly) found.named.set(el.name.text, (el.propertyName ?? el.name).text);
      } else if ((from === '@valibot/to-json-schema' || from === '@ai-sdk/valibot') && nb && ts.isNamedImports(nb)) {
        for (const el of nb.elements) {
          const name = (el.propertyName ?? el.name).text;
          if (name === 'toJsonSchema' || name === 'valibotSchema' || name === 'toStandardJsonSchema') found.adapters.set(el.name.text, name);
        }
      }
    }
    if (found.namespaces.size || found.named.size || found.adapters.size) names = found;
  }
  NAMES.set(source, names);
  return names;
}

/** The Valibot function a call's callee names in this file (`v.object`, `object`), if any. */
function methodOf(ts: Ts, names: Names, call: TS.CallExpression): string | undefined {
  const c = call.expression;
  if (ts.isPropertyAccessExpression(c) && ts.isIdentifier(c.expression) && names.namespaces.has(c.expression.text)) return c.name.text;
  if (ts.isIdentifier(c)) return names.named.get(c.text);
  return undefined;
}

function adapterOf(ts: Ts, names: Names, call: TS.CallExpression): Adapter | undefined {
  return ts.isIdentifier(call.expression) ? names.adapters.get(call.expression.text) : undefined;
}

/** True for code that builds a Valibot schema in this file: a call of one of Valibot's schema functions. */
export function isValibotSchema(conv: ValibotReader, expr: TS.Expression): boolean {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  const names = ts.isCallExpression(e) ? valibotNames(ts, conv.source) : null;
  const m = names && methodOf(ts, names, e as TS.CallExpression);
  return !!m && isSchemaFunction(m);
}

function spanOf(conv: ValibotReader, node: TS.Node): Span {
  const start = node.getStart(conv.source);
  return { offset: start, length: node.getEnd() - start };
}

/** The reading context over one file: its consts, its imports (read in their own file, placed at the use here). */
function readContext(conv: ValibotReader, names: Names, budget: { left: number }, resolving: Set<TS.Node>): ValibotReadContext {
  const ts = conv.ts;
  const ctx: ValibotReadContext = {
    ts,
    source: conv.source,
    budget,
    method: (call) => methodOf(ts, names, call),
    value: (e) => conv.convert(e, undefined, 1),
    runtime: (at, why) => conv.runtimeValue(at, undefined, why),
    enumValues: (e) => enumValues(conv, e),
    resolve: (e, depth) => {
      const id = ts.isIdentifier(e) ? e : ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && ts.isIdentifier(e.name) ? e.name : undefined;
      if (!id) return undefined;
      const decl = ts.isIdentifier(e) ? conv.scopes.constOf(e) : undefined;
      if (decl) {
        if (resolving.has(decl)) return { kind: 'unknown', node: conv.runtimeValue(e, undefined, `\`${e.getText(conv.source)}\` is defined in terms of itself`) };
        // A const is read once per reader: a schema used in many places is one model (emit.ts bounds its expansion).
        let cache = READ.get(conv);
        if (!cache) READ.set(conv, (cache = new Map()));
        const known = cache.get(decl);
        if (known) return known;
        resolving.add(decl);
        try {
          const read = readValibot(decl.initializer, ctx, depth);
          cache.set(decl, read);
          return read;
        } finally {
          resolving.delete(decl);
        }
      }
      if (ts.isPropertyAccessExpression(e) && conv.scopes.constOf(e.expression as TS.Identifier)) return undefined;
      const read = conv.imported<VNode>(id, (other, init) => {
        if (ts.isFunctionDeclaration(init)) return undefined;
        const otherNames = valibotNames(ts, other.source);
        return otherNames ? readValibot(init, readContext(other, otherNames, budget, new Set()), depth) : undefined;
      });
      if (read) return placed(read, spanOf(conv, e));
      const from = importOf(ts, conv.scopes, id);
      return from ? { kind: 'unknown', unread: true, node: conv.runtimeValue(e, undefined, `\`${e.getText(conv.source).slice(0, 40)}\` is imported from '${from.specifier}', which toollint did not read (a package, or not a Valibot schema there)`) } : undefined;
    },
  };
  return ctx;
}

/**
 * The member values of the TypeScript enum a name refers to (declared here, or exported by a project file it is
 * imported from), in order: the keys of its compiled object that are not numbers (Valibot's enum_ drops the reverse
 * mappings of numeric members).
 */
function enumValues(conv: ValibotReader, e: TS.Expression): (string | number)[] | undefined {
  const ts = conv.ts;
  const id = unwrap(ts, e);
  if (!ts.isIdentifier(id)) return undefined;
  const here = conv.scopes.declarationOf(id);
  const site = conv.callSite();
  const decl = here && ts.isEnumDeclaration(here) ? here : !here || !site.path || !site.imports ? undefined : importedEnum(ts, conv.scopes, id, site.path, site.imports)?.decl;
  const text = decl && enumObjectText(ts, decl);
  if (!text) return undefined;
  const obj = JSON.parse(text.slice(1, -1)) as Record<string, string | number>;
  return Object.entries(obj).filter(([key]) => Number.isNaN(Number(key))).map(([, v]) => v);
}

/** A schema read in another file, placed at its use here: a copy whose every part spans the use, its values marked foreign. */
function placed(node: VNode, span: Span): VNode {
  const value = (n: JsonNode): JsonNode => respan(copyNode(n), span, undefined);
  const item = (x: VItem): VItem => (x.kind === 'action' ? { ...x, span, ...(x.arg ? { arg: value(x.arg) } : {}) } : place(x));
  // One copy per part (a v.lazy getter returns the schema that holds it: the same copy, as toJsonSchema's references need).
  const copies = new Map<VNode, VNode>();
  const place = (n: VNode): VNode => {
    const known = copies.get(n);
    if (known) return known;
    if (n.kind === 'unknown') return { ...n, node: value(n.node) };
    const out: VSchema = { ...n, span };
    copies.set(n, out);
    if (n.getter) {
      const getter = n.getter;
      out.getter = () => place(getter());
    }
    for (const k of ['item', 'wrapped', 'key', 'value', 'rest'] as const) if (n[k]) out[k] = place(n[k]!);
    if (n.members) out.members = n.members.map(place);
    if (n.pipe) out.pipe = n.pipe.map(item);
    if (n.entries) out.entries = n.entries.map((en) => ({ key: en.key, span, schema: place(en.schema) }));
    for (const k of ['literal', 'default'] as const) if (n[k]) out[k] = value(n[k]!);
    if (n.options) out.options = n.options.map(value);
    return out;
  };
  return place(node);
}

function copyNode(node: JsonNode): JsonNode {
  const out = { ...node } as JsonNode;
  if (node.children) (out as { children?: JsonNode[] }).children = node.children.map((c) => Object.assign(copyNode(c), { parent: out }));
  return out;
}

/** The Valibot schema an expression builds, read in this file's context. */
export function readValibotAt(conv: ValibotReader, expr: TS.Expression): VNode {
  // A file that imports no Valibot may still use the schemas another file exports.
  const names = valibotNames(conv.ts, conv.source) ?? { namespaces: new Set<string>(), named: new Map<string, string>(), adapters: new Map<string, Adapter>() };
  return readValibot(expr, readContext(conv, names, { left: MAX_PARTS }, new Set()));
}

/** What toJsonSchema(schema, config) returns for a schema read here, marked as code that is not JSON text. */
export function valibotSchemaNode(conv: ValibotReader, schema: VNode, at: TS.Node, config: ToJsonSchemaConfig, caller: string): JsonNode {
  const runtime = (span: Span, why: string) => Object.assign(conv.runtimeValue(at, undefined, why), span);
  let fileBudget = EMITTED.get(conv);
  if (!fileBudget) EMITTED.set(conv, (fileBudget = { left: Math.max(50_000, 2 * conv.source.text.length) }));
  const root = valibotJsonSchema(schema, spanOf(conv, at), { config, runtime, caller, fileBudget });
  keepUnreadFields(conv, root);
  return markSubtree(root, FOREIGN);
}

/**
 * A field whose Valibot code cannot be read statically (a schema from a package, a project's helper) no longer drops
 * the tool: it is sent, its schema unknown, as the zod reader keeps such fields (converters/zod/unknown-pieces.ts).
 */
function keepUnreadFields(conv: ValibotReader, root: JsonNode): void {
  keepUnreadPieces(root, conv.source.text, (node) => {
    const marks = node as unknown as Record<symbol, unknown>;
    if (!marks[UNREAD_FIELD]) return undefined;
    const reason = String(marks[RUNTIME_REASON] ?? '').replace(/^Not analysed: /, '').replace(/\. toollint reads literals only and never runs code\.$/, '');
    delete marks[RUNTIME_REASON];
    delete marks[UNREAD_FIELD];
    return { reason, at: node };
  });
}

/** toJsonSchema's config written as a literal: the options that change what it sends; undefined when not modelled. */
function configOf(conv: ValibotReader, arg: TS.Expression | undefined): ToJsonSchemaConfig | string {
  if (!arg) return {};
  const ts = conv.ts;
  const e = unwrap(ts, arg);
  if (!ts.isObjectLiteralExpression(e)) return 'a toJsonSchema config that is not an object literal';
  const config: ToJsonSchemaConfig = {};
  for (const p of e.properties) {
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    const v = key && ts.isPropertyAssignment(p) ? conv.convert(p.initializer, undefined, 1) : undefined;
    const s = v && typeof v.value === 'string' ? v.value : undefined;
    if (key === 'typeMode' && (s === 'ignore' || s === 'input' || s === 'output')) config.typeMode = s;
    else if (key === 'errorMode' && (s === 'throw' || s === 'warn' || s === 'ignore')) config.errorMode = s;
    else if (key === 'target' && (s === 'draft-07' || s === 'draft-2020-12')) config.target = s;
    else if (key === 'ignoreActions' && v?.type === 'array' && (v.children ?? []).every((c) => c.type === 'string')) config.ignoreActions = (v.children ?? []).map((c) => c.value as string);
    else return `toJsonSchema's \`${key ?? p.getText(conv.source).slice(0, 30)}\` option as written here (toollint models typeMode, errorMode, ignoreActions and the draft-07 and draft-2020-12 targets)`;
  }
  return config;
}

/**
 * A Valibot call in a literal as the JSON Schema sent for it: `toJsonSchema(S, config?)` and `valibotSchema(S)` as
 * toJsonSchema returns it, and a bare schema (`v.object({...})`, which a project's wrapper or tmcp converts) as
 * toJsonSchema returns it by default. Undefined when the call is no Valibot schema or adapter of this file's imports.
 */
export function valibotValue(conv: ValibotReader, call: TS.CallExpression, parent: JsonNode | undefined): JsonNode | undefined {
  const ts = conv.ts;
  const names = valibotNames(ts, conv.source);
  if (!names) return undefined;
  const adapter = adapterOf(ts, names, call);
  const method = adapter ? undefined : methodOf(ts, names, call);
  if (!adapter && !(method && isSchemaFunction(method))) return undefined;
  if (adapter === 'toStandardJsonSchema') return undefined;
  const schemaExpr = adapter ? call.arguments[0] : call;
  if (!schemaExpr) return Object.assign(conv.runtimeValue(call, parent, `\`${adapter}()\` without a schema`), { parent });
  const config = adapter === 'toJsonSchema' ? configOf(conv, call.arguments[1]) : {};
  if (typeof config === 'string') return conv.runtimeValue(call.arguments[1]!, parent, config);
  const schema = readValibot(schemaExpr, readContext(conv, names, { left: MAX_PARTS }, new Set()));
  const caller = adapter === 'valibotSchema' ? "@ai-sdk/valibot's valibotSchema()" : 'toJsonSchema';
  return Object.assign(valibotSchemaNode(conv, schema, schemaExpr, config, caller), { parent });
}

/** A schema library's call in a literal (TypeBox, then Valibot) as the JSON Schema it builds or sends. */
export function schemaLibraryValue(conv: ValibotReader, call: TS.CallExpression, parent: JsonNode | undefined, depth: number): JsonNode | undefined {
  return typeboxValue(conv, call, parent, depth) ?? valibotValue(conv, call, parent);
}

/**
 * A Valibot call in an SDK's schema slot (`inputSchema: valibotSchema(v.object(...))`): the adapters as they convert
 * (for the AI SDK, `toStandardJsonSchema(S)` as AI SDK 6 converts it); a bare Valibot schema where the SDK converts zod
 * only, as not sent. Undefined for anything else.
 */
export function valibotSchemaSlot(conv: ValibotReader, expr: TS.Expression, sdk: string): JsonNode | undefined {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  if (!ts.isCallExpression(e)) return undefined;
  if (isValibotSchema(conv, e)) {
    const how = sdk === 'ai-sdk' ? "the AI SDK converts zod and its own jsonSchema() objects, not a Valibot schema (AI SDK 6 throws \"Standard schema vendor 'valibot' does not support JSON Schema conversion\"): wrap it in valibotSchema() from @ai-sdk/valibot" : 'this SDK converts zod schemas, not a Valibot schema: convert it with toJsonSchema() from @valibot/to-json-schema';
    return conv.runtimeValue(e, undefined, how);
  }
  // AI SDK 6 asks a Standard JSON Schema for its input side (draft-07), then closes every object.
  const names = sdk === 'ai-sdk' ? valibotNames(ts, conv.source) : null;
  if (names && adapterOf(ts, names, e) === 'toStandardJsonSchema' && e.arguments[0]) {
    const schema = readValibot(e.arguments[0], readContext(conv, names, { left: MAX_PARTS }, new Set()));
    return aiSdkClosedObjects(valibotSchemaNode(conv, schema, e.arguments[0], { typeMode: 'input', target: 'draft-07' }, "the AI SDK's Standard JSON Schema conversion"));
  }
  return valibotValue(conv, e, undefined);
}
