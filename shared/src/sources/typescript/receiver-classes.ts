// The method a call `receiver.method(...)` calls, when the receiver's class is certain from the syntax: a parameter or
// a variable declared with a class's name as its type (minecraft-mcp-server's `registerChatTools(factory: ToolFactory)`
// calling `factory.registerTool(...)`), a const made by `new ToolFactory(...)`, `this.factory` of a class whose
// property (or constructor parameter property) is so declared or so made, and `this` in a class's own methods. The
// class is this file's or one another file of the project exports (`import { ToolFactory }`, also `import type`,
// through re-exports and index files), and the method is its own or a base class's. A type that is an interface, a
// union, a generic parameter or anything but one class's name is not followed: any object may stand behind it.
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { exportedClass } from './imports';
import { MAX_IMPORT_DEPTH, type Parsed, resolveModule, type ImportContext } from './module-files';
import { type Ts, unwrap } from './parser';
import { type ClassMethod, isStatic, memberName, ownMember, thisClass } from './class-members';


/** How many base classes are followed for a method the class itself does not declare. */
const MAX_BASES = 4;

/** The classes found for the imports of one lint (its ImportContext), by importing file, depth, specifier and name. */
const FOUND = new WeakMap<ImportContext, Map<string, { path: string; file: Parsed; cls: TS.ClassDeclaration } | undefined>>();

/** A class a receiver is declared as: a name to look up in this file (`ToolFactory`, `ns.ToolFactory`), or the class itself. */
type ClassRef = { name: TS.Identifier; member?: string } | { cls: TS.ClassLikeDeclaration };

/**
 * What `read` makes of the method `access` calls, with the reader of the file that declares the class, whether that
 * is another file (`foreign`) and the class's name. A method that `inside` (the call) stands in is none: a method
 * calling itself.
 */
export function readReceiverMethod<T>(ts: Ts, conv: LiteralConverter, access: TS.PropertyAccessExpression, read: (conv: LiteralConverter, fn: ClassMethod, foreign: boolean, className: string) => T | undefined, inside?: TS.Node): T | undefined {
  const ref = receiverClass(ts, conv, access.expression);
  if (!ref) return undefined;
  const method = access.name.text;
  const inClass = (c: LiteralConverter, cls: TS.ClassLikeDeclaration, foreign: boolean, bases: number): T | undefined => {
    const own = ownMember(ts, cls, method);
    if (own === null) return undefined;
    if (own) return !foreign && inside && inside.pos >= own.pos && inside.end <= own.end && inside.getSourceFile() === own.getSourceFile() ? undefined : read(c, own, foreign, cls.name?.text ?? 'the class');
    const base = bases < MAX_BASES ? baseOf(ts, cls) : undefined;
    return base && withClass(ts, c, base, (c2, cls2, foreign2) => inClass(c2, cls2, foreign || foreign2, bases + 1));
  };
  return withClass(ts, conv, ref, (c, cls, foreign) => inClass(c, cls, foreign, 0));
}

/**
 * What `read` makes of the class `cls` extends, with the reader of the file that declares it (this file's class, or
 * one an import leads to): class-tools.ts reads an inherited `getInputSchema()` there.
 */
export function readBaseClass<T>(ts: Ts, conv: LiteralConverter, cls: TS.ClassLikeDeclaration, read: (conv: LiteralConverter, base: TS.ClassLikeDeclaration, foreign: boolean) => T | undefined): T | undefined {
  const ref = baseOf(ts, cls);
  return ref && withClass(ts, conv, ref, read);
}

/** The class a receiver is declared as, when the syntax says (see above). */
function receiverClass(ts: Ts, conv: LiteralConverter, receiver: TS.Expression): ClassRef | undefined {
  const e = unwrap(ts, receiver);
  if (e.kind === ts.SyntaxKind.ThisKeyword) {
    const cls = thisClass(ts, e);
    return cls && { cls };
  }
  if (ts.isPropertyAccessExpression(e) && unwrap(ts, e.expression).kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(e.name)) {
    const cls = thisClass(ts, e.expression);
    return cls && memberClass(ts, cls, e.name.text);
  }
  if (!ts.isIdentifier(e)) return undefined;
  const decl = conv.scopes.declarationOf(e);
  // A parameter's type, or the class its default makes (`factory = new ToolFactory(server)`, which TypeScript takes as its type).
  if (decl && ts.isParameter(decl) && ts.isIdentifier(decl.name) && !decl.dotDotDotToken) return typeClass(ts, decl.type) ?? (decl.type ? undefined : madeClass(ts, decl.initializer));
  if (decl && ts.isVariableDeclaration(decl) && ts.isIdentifier(decl.name)) {
    const constant = ts.isVariableDeclarationList(decl.parent) && (decl.parent.flags & ts.NodeFlags.Const) !== 0;
    return typeClass(ts, decl.type) ?? (constant && !decl.type ? madeClass(ts, decl.initializer) : undefined);
  }
  return undefined;
}



/** The class a member of `cls` is declared or made as: `private factory: ToolFactory`, `constructor(private f: ToolFactory)`, `f = new ToolFactory()`. */
function memberClass(ts: Ts, cls: TS.ClassLikeDeclaration, key: string): ClassRef | undefined {
  for (const m of cls.members) {
    if (ts.isPropertyDeclaration(m) && !isStatic(ts, m) && memberName(ts, m.name) === key) return typeClass(ts, m.type) ?? (m.type ? undefined : madeClass(ts, m.initializer));
    if (!ts.isConstructorDeclaration(m)) continue;
    for (const p of m.parameters) if (ts.isParameterPropertyDeclaration(p, m) && ts.isIdentifier(p.name) && p.name.text === key) return typeClass(ts, p.type);
  }
  return undefined;
}

/** A type that names one class: `ToolFactory` or `ns.ToolFactory`, written as a plain type reference. */
function typeClass(ts: Ts, type: TS.TypeNode | undefined): ClassRef | undefined {
  if (!type || !ts.isTypeReferenceNode(type)) return undefined;
  const n = type.typeName;
  if (ts.isIdentifier(n)) return { name: n };
  return ts.isIdentifier(n.left) ? { name: n.left, member: n.right.text } : undefined;
}

/** `new ToolFactory(...)` (or `new ns.ToolFactory(...)`): the class it makes. */
function madeClass(ts: Ts, init: TS.Expression | undefined): ClassRef | undefined {
  const e = init && unwrap(ts, init);
  return e && ts.isNewExpression(e) ? namedClass(ts, e.expression) : undefined;
}

/** The class an expression names: `ToolFactory`, or `ns.ToolFactory` of a namespace import. */
function namedClass(ts: Ts, e: TS.Expression): ClassRef | undefined {
  if (ts.isIdentifier(e)) return { name: e };
  return ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) ? { name: e.expression, member: e.name.text } : undefined;
}

/** The class a base class expression names (`extends BaseFactory`, `extends ns.BaseFactory`). */
function baseOf(ts: Ts, cls: TS.ClassLikeDeclaration): ClassRef | undefined {
  const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  return base && namedClass(ts, base);
}




/**
 * Runs `read` on the class `ref` names, with the reader of its file: this file's class declaration, or the one the
 * import it names leads to (a value or a type-only import), read there.
 */
function withClass<T>(ts: Ts, conv: LiteralConverter, ref: ClassRef, read: (conv: LiteralConverter, cls: TS.ClassLikeDeclaration, foreign: boolean) => T | undefined): T | undefined {
  if ('cls' in ref) return read(conv, ref.cls, false);
  const decl = conv.scopes.declarationOf(ref.name);
  if (decl && ts.isClassDeclaration(decl) && !ref.member) return read(conv, decl, false);
  const from = decl && ts.isImportDeclaration(decl) ? importedName(ts, decl, ref.name.text, ref.member) : undefined;
  const site = conv.callSite();
  if (!from || !site.imports || site.path === undefined || site.importDepth >= MAX_IMPORT_DEPTH) return undefined;
  // Looked up once per lint for each importing file and name: a class's methods are called many times.
  let known = FOUND.get(site.imports);
  if (!known) FOUND.set(site.imports, (known = new Map()));
  const key = `${site.path}\0${site.importDepth}\0${from.specifier}\0${from.name}`;
  if (!known.has(key)) {
    const target = resolveModule(site.path, from.specifier, site.imports);
    known.set(key, (target && exportedClass(ts, target, from.name, site.imports, site.importDepth + 1)) || undefined);
  }
  const found = known.get(key);
  if (!found) return undefined;
  return conv.inFile({ source: found.file.source, scopes: found.file.scopes, path: found.path, active: conv.inlineActive }, (other) => read(other, found.cls, true));
}

/** The module and exported name an import gives `ref` (`import { A as B }`, `import type`, a default or namespace import). */
function importedName(ts: Ts, decl: TS.ImportDeclaration, local: string, member?: string): { specifier: string; name: string } | undefined {
  const clause = decl.importClause;
  if (!clause || !ts.isStringLiteral(decl.moduleSpecifier)) return undefined;
  const specifier = decl.moduleSpecifier.text;
  const nb = clause.namedBindings;
  if (member !== undefined) return nb && ts.isNamespaceImport(nb) && nb.name.text === local ? { specifier, name: member } : undefined;
  if (clause.name?.text === local) return { specifier, name: 'default' };
  const el = nb && ts.isNamedImports(nb) ? nb.elements.find((x) => x.name.text === local) : undefined;
  return el ? { specifier, name: (el.propertyName ?? el.name).text } : undefined;
}
