// A member of a const object literal read as the member's value, wherever values are read (issue 11): mcp-google-map's
// `{ name: SearchNearby.NAME, schema: SearchNearby.SCHEMA }` of `export const SearchNearby = { NAME, DESCRIPTION,
// SCHEMA }` (shorthands of that file's consts), ynab's `inputSchema: ListBudgetsTool.inputSchema` of `import * as
// ListBudgetsTool`, `Tools.geo.SCHEMA` a few levels down, a TypeScript namespace's exported const. The member's code is
// found by walking the access (consts of each file, imports, namespace imports; plain, shorthand and `as const`
// members), then read where it is written by the reader that asked (a value, a raw shape, a schema). Bounded: a few
// steps, and a const or file being read is not entered again (a cycle).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { type Ts, unwrap } from './parser';
import { type ConstDeclaration, isConstDeclaration, objectProperty, type Scopes } from './ts-walk';
import { importOf, namespaceOf, respan } from './imports';

/** Most steps one walk takes (a member, a const, an import each count one): `A.b.c.d` through a few consts and files. */
const MAX_MEMBER_STEPS = 24;
/** Most members an access names (`A.b.c.d.e.f`). */
const MAX_MEMBER_NAMES = 8;

/** What a walk needs of the literal reader (literals.ts's LiteralConverter; tool-shapes.ts's ShapeReader is one too). */
export interface MemberCodeReader {
  readonly ts: Ts;
  readonly scopes: Scopes;
  imported<T>(id: TS.Identifier, read: (conv: MemberCodeReader, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
}

/** What reading a member's value needs besides (see memberValue). */
export interface MemberReader extends MemberCodeReader {
  /** The consts being read (one met again is a cycle). */
  readonly resolving: ReadonlySet<TS.Node>;
  span(node: TS.Node): { offset: number; length: number };
  throughConst(decl: ConstDeclaration, read: (init: TS.Expression) => JsonNode | undefined): JsonNode | undefined;
}

interface Walk<T> {
  steps: number;
  crossed: boolean;
  /** Whether a member whose code is another access is walked on (true), or handed to `read`. */
  follow: boolean;
  /** Reads the member's code in the file of `conv`. */
  read: (conv: MemberCodeReader, member: TS.Expression) => T | undefined;
  /** Goes on through a const of the file of `conv`. */
  viaConst: (conv: MemberCodeReader, decl: ConstDeclaration, next: (init: TS.Expression) => T | undefined) => T | undefined;
}

/**
 * The value of `access` (`G.SCHEMA`, `ns.inputSchema`, `Tools.geo.NAME`) as `read` reads the member's code, when the
 * access names a member of const object literals toollint can follow; undefined otherwise. Read in another file, it
 * is placed at the access here (respan: findings land here, no edit reaches that file); read through a const of this
 * file, it is marked as that const is (a shared const stays shared).
 */
export function memberValue(conv: MemberReader, access: TS.PropertyAccessExpression, parent: JsonNode | undefined, read: (conv: MemberCodeReader, member: TS.Expression) => JsonNode | undefined): JsonNode | undefined {
  const viaConst = (c: MemberReader, decl: ConstDeclaration, next: (init: TS.Expression) => JsonNode | undefined) => (c.resolving.has(decl) ? undefined : c.throughConst(decl, next));
  const walk: Walk<JsonNode> = { steps: 0, crossed: false, follow: false, read, viaConst: (c, decl, next) => viaConst(c as MemberReader, decl, next) };
  const found = memberOf(conv, access, [], walk);
  if (!found) return undefined;
  return walk.crossed ? respan(found, conv.span(access), parent) : Object.assign(found, { parent });
}

/**
 * What `inspect` says of the code `access` names (`G.SCHEMA` -> the code of G's member SCHEMA, `SCHEMA` of a shorthand),
 * looked at in the file that writes it, for readers that decide by the kind of code a slot holds (a member that is
 * another access is followed); undefined when the access names no member toollint can follow, or a cycle.
 */
export function memberCode<T>(conv: MemberCodeReader, access: TS.PropertyAccessExpression, inspect: (conv: MemberCodeReader, member: TS.Expression) => T | undefined): T | undefined {
  const seen = new Set<TS.Node>();
  const walk: Walk<T> = {
    steps: 0,
    crossed: false,
    follow: true,
    read: inspect,
    viaConst: (_c, decl, next) => (seen.has(decl) ? undefined : (seen.add(decl), next(decl.initializer))),
  };
  return memberOf(conv, access, [], walk);
}

/** `e.n0.n1...` (the members in `names` still to take), read at the last one; the access itself is taken apart first. */
function memberOf<T>(conv: MemberCodeReader, e: TS.Expression, names: string[], walk: Walk<T>): T | undefined {
  const ts = conv.ts;
  if (++walk.steps > MAX_MEMBER_STEPS || names.length > MAX_MEMBER_NAMES) return undefined;
  e = unwrap(ts, e);
  // A member's code that is itself an access (`SCHEMA: Base.SCHEMA`): a value's reader reads it through its own walk;
  // a look at the code goes on in this one.
  if (names.length === 0 && walk.steps > 1 && !(walk.follow && ts.isPropertyAccessExpression(e))) return walk.read(conv, e);
  if (ts.isPropertyAccessExpression(e)) {
    if (!ts.isIdentifier(e.name) || e.questionDotToken) return undefined;
    // `ns.member` of `import * as ns`: the module's export, read in its file.
    if (ts.isIdentifier(e.expression) && namespaceOf(ts, conv.scopes, e.expression) !== undefined) return across(conv, e.name, names, walk);
    return memberOf(conv, e.expression, [e.name.text, ...names], walk);
  }
  if (names.length === 0) return undefined;
  const [name, ...rest] = names as [string, ...string[]];
  if (ts.isObjectLiteralExpression(e)) {
    const member = objectProperty(ts, e, name, conv.scopes);
    return member && memberOf(conv, member, rest, walk);
  }
  if (!ts.isIdentifier(e)) return undefined;
  const decl = conv.scopes.declarationOf(e);
  if (decl && isConstDeclaration(ts, decl)) return walk.viaConst(conv, decl, (init) => memberOf(conv, init, names, walk));
  // `namespace Tools { export const geo = {...} }` of this file: its exported const.
  if (decl && ts.isModuleDeclaration(decl) && decl.body && ts.isModuleBlock(decl.body)) {
    const held = namespaceConst(ts, decl.body, name);
    return held && walk.viaConst(conv, held, (init) => memberOf(conv, init, rest, walk));
  }
  return importOf(ts, conv.scopes, e) ? across(conv, e, names, walk) : undefined;
}

/** An imported name's value, walked on in the file that exports it (a function there is no object). */
function across<T>(conv: MemberCodeReader, id: TS.Identifier, names: string[], walk: Walk<T>): T | undefined {
  const found = conv.imported(id, (other, init) => (conv.ts.isFunctionDeclaration(init) ? undefined : memberOf(other, init, names, walk)));
  if (found !== undefined) walk.crossed = true;
  return found;
}

/** The exported const `name` of a namespace's block. */
function namespaceConst(ts: Ts, block: TS.ModuleBlock, name: string): ConstDeclaration | undefined {
  for (const st of block.statements) {
    if (!ts.isVariableStatement(st) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of st.declarationList.declarations) if (isConstDeclaration(ts, d) && d.name.text === name) return d;
  }
  return undefined;
}
