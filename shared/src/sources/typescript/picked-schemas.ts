// A project function that picks a tool's schema out of a named zod-to-json-schema conversion: datadog's
// `pickRootObjectProperty(zodToJsonSchema(schema, { name }), name)`, whose body is
//   const definitions = fullSchema.definitions ?? {}
//   const root = definitions[schemaName]
//   return { type: 'object', properties: root?.properties ?? {}, required: root?.required ?? [] }
// With a `name`, zodToJsonSchema returns `{ $ref, definitions: { [name]: <the schema> }, $schema }`; the picker's
// result is its literal keys, and the values its paths reach in that object (with their `??`/`||` fallbacks). The
// picker is read, never run: consts of paths into its first parameter and one returned object literal; anything
// else is not a picker. A picked part that holds a `$ref` (which then points into `definitions`) is not modelled.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { type Ts, unwrap } from './parser';
import { type ProjectFunction, readProjectFunction } from './project-functions';
import type { Scopes } from './ts-walk';
import type { LiteralConverter } from './literals';

/** One step of a path into the conversion's result: a key, the name argument, or a fallback for a missing value. */
type Step = { key: string; optional: boolean } | { named: true; optional: boolean } | { or: '??' | '||'; value: unknown };

/** A picker's returned object, key by key: a fixed value, or a path from its first parameter. */
export interface Picker {
  fields: { key: string; value: { fixed: unknown } | { path: Step[] } }[];
  /** The parameter that names the definition (`definitions[schemaName]`). */
  nameParam: number;
}


const PICKERS = new WeakMap<ProjectFunction, Picker | null>();
const MAX_DEPTH = 16;

/** A literal fallback (`{}`, `[]`, `'object'`, numbers, booleans, null, and objects/arrays of those); undefined: none. */
function literalValue(ts: Ts, e: TS.Expression, depth = 0): { value: unknown } | undefined {
  const u = unwrap(ts, e);
  if (depth > MAX_DEPTH) return undefined;
  if (ts.isStringLiteral(u) || ts.isNoSubstitutionTemplateLiteral(u)) return { value: u.text };
  if (ts.isNumericLiteral(u)) return { value: Number(u.text) };
  if (u.kind === ts.SyntaxKind.TrueKeyword) return { value: true };
  if (u.kind === ts.SyntaxKind.FalseKeyword) return { value: false };
  if (u.kind === ts.SyntaxKind.NullKeyword) return { value: null };
  if (ts.isArrayLiteralExpression(u)) {
    const out: unknown[] = [];
    for (const el of u.elements) {
      const v = ts.isSpreadElement(el) || ts.isOmittedExpression(el) ? undefined : literalValue(ts, el, depth + 1);
      if (!v) return undefined;
      out.push(v.value);
    }
    return { value: out };
  }
  if (ts.isObjectLiteralExpression(u)) {
    const out: Record<string, unknown> = {};
    for (const p of u.properties) {
      const key = ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
      const v = key !== undefined && ts.isPropertyAssignment(p) ? literalValue(ts, p.initializer, depth + 1) : undefined;
      if (!v) return undefined;
      out[key!] = v.value;
    }
    return { value: out };
  }
  return undefined;
}

/** `fn` read as a picker; undefined when its body is anything else. */
function pickerOf(ts: Ts, scopes: Scopes, fn: ProjectFunction): Picker | undefined {
  const known = PICKERS.get(fn);
  if (known !== undefined) return known ?? undefined;
  PICKERS.set(fn, null);
  const [full, name] = fn.parameters;
  if (!full || !name || fn.parameters.length !== 2 || !ts.isIdentifier(full.name) || !ts.isIdentifier(name.name) || full.initializer || name.initializer || fn.asteriskToken) return undefined;
  const body = fn.body;
  if (!body) return undefined;
  const paths = new Map<TS.Node, Step[]>();
  let nameUsed = false;
  const pathOf = (expr: TS.Expression, depth = 0): Step[] | undefined => {
    const e = unwrap(ts, expr);
    if (depth > MAX_DEPTH) return undefined;
    if (ts.isIdentifier(e)) {
      const d = scopes.declarationOf(e);
      if (d === full) return [];
      return d ? paths.get(d) : undefined;
    }
    if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name)) {
      const base = pathOf(e.expression, depth + 1);
      return base && [...base, { key: e.name.text, optional: !!e.questionDotToken }];
    }
    if (ts.isElementAccessExpression(e)) {
      const base = pathOf(e.expression, depth + 1);
      const arg = unwrap(ts, e.argumentExpression);
      const optional = !!e.questionDotToken;
      if (!base) return undefined;
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return [...base, { key: arg.text, optional }];
      if (ts.isIdentifier(arg) && scopes.declarationOf(arg) === name) {
        nameUsed = true;
        return [...base, { named: true, optional }];
      }
      return undefined;
    }
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      const base = pathOf(e.left, depth + 1);
      const fallback = literalValue(ts, e.right);
      const or = e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ? '??' : '||';
      return base && fallback && [...base, { or, value: fallback.value }];
    }
    return undefined;
  };
  let returned: TS.Expression | undefined;
  if (ts.isBlock(body)) {
    const statements = body.statements;
    for (let i = 0; i < statements.length; i++) {
      const st = statements[i]!;
      if (ts.isReturnStatement(st) && i === statements.length - 1) returned = st.expression;
      else if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const) {
        for (const d of st.declarationList.declarations) {
          const path = ts.isIdentifier(d.name) && d.initializer ? pathOf(d.initializer) : undefined;
          if (!path) return undefined;
          paths.set(d, path);
        }
      } else return undefined;
    }
  } else returned = body;
  const obj = returned && unwrap(ts, returned);
  if (!obj || !ts.isObjectLiteralExpression(obj)) return undefined;
  const fields: Picker['fields'] = [];
  for (const p of obj.properties) {
    if (ts.isShorthandPropertyAssignment(p)) {
      const path = pathOf(p.name);
      if (!path) return undefined;
      fields.push({ key: p.name.text, value: { path } });
      continue;
    }
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return undefined;
    const fixed = literalValue(ts, p.initializer);
    const path = fixed ? undefined : pathOf(p.initializer);
    if (!fixed && !path) return undefined;
    fields.push({ key: p.name.text, value: fixed ? { fixed: fixed.value } : { path: path! } });
  }
  if (!nameUsed) return undefined;
  const picker = { fields, nameParam: 1 };
  PICKERS.set(fn, picker);
  return picker;
}

/** A call `pick(conversion, nameArg)` of a project picker: the picker, the conversion and the name argument. */
export function pickerCall(ts: Ts, conv: LiteralConverter, expr: TS.Expression): { picker: Picker; conversion: TS.Expression; name: TS.Expression } | undefined {
  const e = unwrap(ts, expr);
  if (!ts.isCallExpression(e) || e.questionDotToken || e.arguments.length !== 2 || e.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  const callee = unwrap(ts, e.expression);
  if (!ts.isIdentifier(callee)) return undefined;
  const picker = readProjectFunction(ts, conv, callee, (other, fn) => pickerOf(ts, other.scopes, fn));
  return picker && { picker, conversion: e.arguments[0]!, name: e.arguments[picker.nameParam]! };
}

/** A value on the way along a path: the whole result, its `definitions`, a node of the schema, or a plain value. */
type At = { whole: true } | { definitions: true } | { node: JsonNode; root: boolean } | { plain: unknown };

/** The node's property `key` (the schema root's `$schema` is not in the definition). */
function childOf(node: JsonNode, key: string, root: boolean): JsonNode | undefined {
  if (node.type !== 'object' || (root && key === '$schema')) return undefined;
  const prop = node.children?.find((p) => p.children?.[0]?.value === key);
  return prop?.children?.[1];
}

function isMissing(at: At): boolean {
  return 'plain' in at && (at.plain === undefined || at.plain === null);
}

function isFalsy(at: At): boolean {
  if ('plain' in at) return !at.plain;
  if ('node' in at) return at.node.type === 'null' || ((at.node.type === 'string' || at.node.type === 'number' || at.node.type === 'boolean') && !at.node.value);
  return false;
}

/** Where `path` leads in the named conversion's result; 'unknown' where the picker would throw or leave the model. */
function follow(path: Step[], schema: JsonNode): At | 'unknown' {
  let at: At | 'unknown' = { whole: true };
  for (const step of path) {
    if (at === 'unknown') return at;
    if ('or' in step) {
      if (step.or === '??' ? isMissing(at) : isFalsy(at)) at = { plain: step.value };
      continue;
    }
    if (isMissing(at)) {
      if (!step.optional) return 'unknown';
      at = { plain: undefined };
      continue;
    }
    if ('whole' in at) at = 'key' in step && step.key === 'definitions' ? { definitions: true } : 'key' in step && step.key === '$ref' ? 'unknown' : { plain: undefined };
    else if ('definitions' in at) at = 'named' in step ? { node: schema, root: true } : 'unknown';
    else if ('node' in at) {
      if ('named' in step) return 'unknown';
      const child = childOf(at.node, step.key, at.root);
      at = child ? { node: child, root: false } : { plain: undefined };
    } else {
      const v: unknown = at.plain;
      if ('named' in step || typeof v !== 'object' || v === null) return 'unknown';
      at = { plain: Object.prototype.hasOwnProperty.call(v, step.key) ? (v as Record<string, unknown>)[step.key] : undefined };
    }
  }
  return at;
}

function holdsRef(node: JsonNode): boolean {
  const stack = [node];
  for (let n = stack.pop(); n; n = stack.pop()) {
    if (n.type === 'property' && n.children?.[0]?.value === '$ref') return true;
    for (const c of n.children ?? []) stack.push(c);
  }
  return false;
}

/** One field of the picked result: a node of the schema, a plain value, or nothing (the key is dropped, as JSON does). */
export type PickedField = { key: string; node: JsonNode } | { key: string; plain: unknown };

/**
 * The picker's result for the converted `schema` (the definition the name names): its fields in their order; 'unknown'
 * where a path leads outside what is modelled, 'refs' where a picked part holds a `$ref`.
 */
export function applyPicker(picker: Picker, schema: JsonNode): PickedField[] | 'unknown' | 'refs' {
  const out: PickedField[] = [];
  for (const f of picker.fields) {
    if ('fixed' in f.value) {
      out.push({ key: f.key, plain: f.value.fixed });
      continue;
    }
    const at = follow(f.value.path, schema);
    if (at === 'unknown' || 'whole' in at || 'definitions' in at) return 'unknown';
    if ('node' in at) {
      if (at.root) return 'unknown';
      if (holdsRef(at.node)) return 'refs';
      out.push({ key: f.key, node: at.node });
    } else if (at.plain !== undefined) out.push({ key: f.key, plain: at.plain });
  }
  return out;
}
