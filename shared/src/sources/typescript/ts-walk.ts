import type * as TS from 'typescript';
import { unwrap } from './parser';

/**
 * Visits every node in document order (a parent before its children) without recursion: a 20,000-call method chain
 * or deeply nested code is as deep as the syntax tree, and a recursive walk would overflow the stack.
 */
export function preorder(ts: typeof TS, root: TS.Node, fn: (node: TS.Node) => void): void {
  const stack: TS.Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    fn(node);
    const children: TS.Node[] = [];
    ts.forEachChild(node, (c) => {
      children.push(c);
    });
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}


/** True for an identifier that names a value where it stands (not a property or declaration name, not a type name). */
export function isReference(ts: typeof TS, id: TS.Identifier): boolean {
  const p = id.parent;
  if (!p) return false;
  if (ts.isShorthandPropertyAssignment(p)) return true;
  if (ts.isExportSpecifier(p)) return (p.propertyName ?? p.name) === id;
  if (ts.isQualifiedName(p)) return p.left === id;
  if (ts.isTypeReferenceNode(p) || ts.isLabeledStatement(p) || ts.isBreakOrContinueStatement(p)) return false;
  if ((ts.isBindingElement(p) || ts.isImportSpecifier(p)) && p.propertyName === id) return false;
  return (p as { name?: TS.Node }).name !== id;
}

type Bindings = Map<string, TS.Node>;

/**
 * Names as the syntax tree scopes them (no type checker): a name used somewhere is declared by the nearest enclosing
 * block, switch, function (its parameters, own name and `var`s), for or catch header, or the file. `var` counts in the
 * nearest function-like scope (a function, static block, module block or the file), wherever in it it is written.
 */
export class Scopes {
  private readonly bindings = new Map<TS.Node, Bindings | undefined>();
  private uses: Map<TS.Node, TS.Identifier[]> | undefined;
  private varsByScope: Map<TS.Node, TS.VariableDeclarationList[]> | undefined;

  /** `idents`: every identifier of the file, for usesOf; `vars`: every `var` declaration list of the file. */
  constructor(
    private readonly ts: typeof TS,
    private readonly idents: TS.Identifier[] = [],
    private readonly vars: TS.VariableDeclarationList[] = [],
  ) {}

  /** The `var` lists that belong to a function-like scope (a function, static block, module block or the file). */
  private varsOf(scope: TS.Node): TS.VariableDeclarationList[] {
    if (!this.varsByScope) {
      const ts = this.ts;
      this.varsByScope = new Map();
      for (const list of this.vars) {
        let n: TS.Node = list.parent;
        while (!(ts.isFunctionLike(n) || ts.isClassStaticBlockDeclaration(n) || ts.isModuleBlock(n) || ts.isSourceFile(n))) n = n.parent;
        const lists = this.varsByScope.get(n);
        if (lists) lists.push(list);
        else this.varsByScope.set(n, [list]);
      }
    }
    return this.varsByScope.get(scope) ?? [];
  }

  /** The node that declares the name an identifier uses (a variable declaration, parameter, function, import...). */
  declarationOf(id: TS.Identifier): TS.Node | undefined {
    for (let n: TS.Node | undefined = id.parent; n; n = n.parent) {
      const decl = this.bindingsOf(n)?.get(id.text);
      if (decl) return decl;
    }
    return undefined;
  }

  /** True when the identifier names a function: a function declaration, or a const holding a function written in place. */
  namesFunction(id: TS.Identifier): boolean {
    const ts = this.ts;
    const decl = this.declarationOf(id);
    if (decl && (ts.isFunctionDeclaration(decl) || (ts.isIdentifier(decl) && decl.parent !== undefined && ts.isFunctionDeclaration(decl.parent)))) return true;
    const held = this.constOf(id);
    const init = held && unwrap(ts, held.initializer);
    return !!init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init));
  }

  /** The const declaration with an initializer the identifier refers to, if that is what it refers to. */
  constOf(id: TS.Identifier): ConstDeclaration | undefined {
    const decl = this.declarationOf(id);
    return decl && isConstDeclaration(this.ts, decl) ? decl : undefined;
  }

  /** The identifiers in the file that refer to a declaration. */
  usesOf(decl: TS.Node): TS.Identifier[] {
    if (!this.uses) {
      this.uses = new Map();
      for (const id of this.idents) {
        if (!isReference(this.ts, id)) continue;
        const d = this.declarationOf(id);
        if (!d) continue;
        const list = this.uses.get(d);
        if (list) list.push(id);
        else this.uses.set(d, [id]);
      }
    }
    return this.uses.get(decl) ?? [];
  }

  /** The const's name when other code may depend on its value too: it is exported, or used more than once. */
  sharedName(decl: ConstDeclaration): string | undefined {
    const statement = decl.parent.parent;
    const exported = this.ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === this.ts.SyntaxKind.ExportKeyword) === true;
    return exported || this.usesOf(decl).length > 1 ? decl.name.text : undefined;
  }

  private bindingsOf(node: TS.Node): Bindings | undefined {
    if (this.bindings.has(node)) return this.bindings.get(node);
    const ts = this.ts;
    let names: Bindings | undefined;
    const add = (name: TS.BindingName | undefined, decl: TS.Node): void => {
      if (!name) return;
      if (ts.isIdentifier(name)) {
        if (!names!.has(name.text)) names!.set(name.text, decl);
        return;
      }
      for (const el of name.elements) if (ts.isBindingElement(el)) add(el.name, el);
    };
    const lexical = (list: TS.VariableDeclarationList) => {
      if (list.flags & ts.NodeFlags.BlockScoped) for (const d of list.declarations) add(d.name, d);
    };
    // The `var`s of a function-like scope: in its blocks and loop headers too, not in the functions inside it.
    const hoisted = (scope: TS.Node) => {
      for (const list of this.varsOf(scope)) for (const d of list.declarations) add(d.name, d);
    };
    const statements = (list: readonly TS.Statement[]) => {
      for (const st of list) {
        if (ts.isVariableStatement(st)) lexical(st.declarationList);
        else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isEnumDeclaration(st) || ts.isImportEqualsDeclaration(st)) && st.name) add(st.name, st);
        else if (ts.isModuleDeclaration(st) && ts.isIdentifier(st.name)) add(st.name, st);
        else if (ts.isImportDeclaration(st) && st.importClause) {
          const { name, namedBindings } = st.importClause;
          add(name, st);
          if (namedBindings && ts.isNamespaceImport(namedBindings)) add(namedBindings.name, st);
          else if (namedBindings) for (const el of namedBindings.elements) add(el.name, st);
        }
      }
    };
    if (ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node)) {
      names = new Map();
      statements(node.statements);
      if (!ts.isBlock(node)) hoisted(node);
    } else if (ts.isClassStaticBlockDeclaration(node)) {
      names = new Map();
      hoisted(node);
    } else if (ts.isCaseBlock(node)) {
      names = new Map();
      for (const clause of node.clauses) statements(clause.statements);
    } else if (ts.isFunctionLike(node)) {
      names = new Map();
      for (const p of node.parameters) add(p.name, p);
      if ((ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) && node.name) add(node.name, node);
      hoisted(node);
    } else if ((ts.isForStatement(node) || ts.isForInStatement(node) || ts.isForOfStatement(node)) && node.initializer && ts.isVariableDeclarationList(node.initializer)) {
      names = new Map();
      lexical(node.initializer);
    } else if (ts.isCatchClause(node) && node.variableDeclaration) {
      names = new Map();
      add(node.variableDeclaration.name, node.variableDeclaration);
    }
    this.bindings.set(node, names);
    return names;
  }
}

export type ConstDeclaration = TS.VariableDeclaration & { name: TS.Identifier; initializer: TS.Expression };

/** A function written in place: an arrow function or a function expression (through parentheses and `as`). */
export function asFunction(ts: typeof TS, expr: TS.Expression): TS.ArrowFunction | TS.FunctionExpression | undefined {
  const e = unwrap(ts, expr);
  return ts.isArrowFunction(e) || ts.isFunctionExpression(e) ? e : undefined;
}

/** The function `id` names in its scope: a function declaration, or a const holding an arrow or function expression. */
export function localFunction(ts: typeof TS, scopes: Scopes, id: TS.Identifier): TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression | undefined {
  const decl = scopes.declarationOf(id);
  if (decl && ts.isFunctionDeclaration(decl)) return decl;
  if (decl && decl.parent && ts.isFunctionDeclaration(decl.parent) && decl.parent.name === decl) return decl.parent;
  const held = scopes.constOf(id);
  return held ? asFunction(ts, held.initializer) : undefined;
}

/** `const name = value` (one name, with a value). */
export function isConstDeclaration(ts: typeof TS, decl: TS.Node): decl is ConstDeclaration {
  return ts.isVariableDeclaration(decl) && ts.isIdentifier(decl.name) && decl.initializer !== undefined && ts.isVariableDeclarationList(decl.parent) && (decl.parent.flags & ts.NodeFlags.Const) !== 0;
}

/** A key's value in an object literal (the last writer, spreads of same-file object literals followed when `scopes` is given). */
export function objectProperty(ts: typeof TS, obj: TS.ObjectLiteralExpression, key: string, scopes?: Scopes, depth = 0): TS.Expression | undefined {
  // The last writer wins, as in JavaScript: a key written after a spread overrides the spread's.
  for (let i = obj.properties.length - 1; i >= 0; i--) {
    const p = obj.properties[i]!;
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
    // `get inputSchema() { return z.object({...}); }`: a getter whose body is one return is that value on every read.
    if (ts.isGetAccessorDeclaration(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) {
      const returned = getterValue(ts, p);
      if (returned) return returned;
    }
    if (ts.isSpreadAssignment(p) && scopes && depth < 8) {
      // `...defs.list_tables`, `...base`: an object literal of this file, held in a const or one of its members.
      const spread = objectOf(ts, p.expression, scopes, depth + 1);
      const found = spread && objectProperty(ts, spread, key, scopes, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** The object literal an expression names: itself, a const holding one, or a member of such a literal (`defs.x`). */
/** Anthropic's helpers whose tool object carries the config's `name` and `description` as given (helpers/beta/zod.js, json-schema.js). */
const PASS_THROUGH_HELPERS = new Set(['betaZodTool', 'betaTool']);
/** The names of a tool object that such a helper copies from its config. */
const PASSED_MEMBERS = new Set(['name', 'description']);

/**
 * The config literal behind `member` of a same-file const holding `betaZodTool({ name, ... })` or `betaTool(...)`
 * (`name: currentTime.name`), for the members the helper copies as given; undefined otherwise.
 */
export function helperToolConfig(ts: typeof TS, expr: TS.Expression, member: string, scopes: Scopes): TS.ObjectLiteralExpression | undefined {
  if (!PASSED_MEMBERS.has(member)) return undefined;
  const e = unwrap(ts, expr);
  const init = ts.isIdentifier(e) ? scopes.constOf(e)?.initializer : undefined;
  const call = init && unwrap(ts, init);
  if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || !PASS_THROUGH_HELPERS.has(call.expression.text) || call.arguments.length !== 1) return undefined;
  const arg = unwrap(ts, call.arguments[0]!);
  return ts.isObjectLiteralExpression(arg) ? arg : undefined;
}

export function objectOf(ts: typeof TS, expr: TS.Expression, scopes: Scopes, depth: number): TS.ObjectLiteralExpression | undefined {
  const e = unwrap(ts, expr);
  if (ts.isObjectLiteralExpression(e)) return e;
  if (depth > 8) return undefined;
  if (ts.isIdentifier(e)) {
    const init = scopes.constOf(e)?.initializer;
    return init ? objectOf(ts, init, scopes, depth + 1) : undefined;
  }
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.name)) {
    const owner = objectOf(ts, e.expression, scopes, depth + 1);
    const member = owner && objectProperty(ts, owner, e.name.text, scopes, depth + 1);
    return member ? objectOf(ts, member, scopes, depth + 1) : undefined;
  }
  return undefined;
}

/** The value a getter returns when its body is one `return` that does not use `this` (read as a plain member). */
export function getterValue(ts: typeof TS, getter: TS.GetAccessorDeclaration): TS.Expression | undefined {
  const only = getter.body?.statements.length === 1 ? getter.body.statements[0] : undefined;
  const value = only && ts.isReturnStatement(only) ? only.expression : undefined;
  if (!value) return undefined;
  let self = false;
  preorder(ts, value, (n) => {
    if (n.kind === ts.SyntaxKind.ThisKeyword || n.kind === ts.SyntaxKind.SuperKeyword) self = true;
  });
  return self ? undefined : value;
}
