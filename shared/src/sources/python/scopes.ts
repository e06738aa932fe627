// Names in Python code, read statically: what each module or function scope binds (an assignment's value, or a
// binding whose value is known only at run time: a parameter, an import, a loop variable), which names are changed
// after they are assigned (`tools.append(...)`, `x += ...`, `x[k] = ...`), and the constants of module-level classes
// (Enum members among them). A notebook's cells are one module: names resolve across cells.
import type { TreeCursor } from 'web-tree-sitter';
import { type PyNode, walkTree } from './parser';

/** A node the walk is inside of: its type, and the node itself for calls and keyword arguments. */
export interface OpenNode {
  type: string;
  node?: PyNode;
}
type Ctx = OpenNode & { chain: string[]; cls?: PyClass; bodyClass?: PyClass; passClass: boolean };

/** One code unit read on its own (a file, or one notebook cell) with the text its offsets index. */
export interface PyUnit {
  root: PyNode;
  text: string;
  /** Index of the cell (0 for a file). */
  cell: number;
}

export interface Binding {
  unit: PyUnit;
  /** The scopes names in its value are looked up in, innermost first (the module last). */
  chain: string[];
  /** The value assigned; undefined for a binding whose value is known only at run time. */
  value?: PyNode;
  /** What binds it when there is no value (for the message). */
  kind?: string;
}

export interface PyClass {
  unit: PyUnit;
  chain: string[];
  bases: string[];
  attrs: Map<string, Binding[]>;
}

export type Lookup = { binding: Binding & { value: PyNode } } | { reason: string };

const MODULE = 'module';
const MODULE_CHAIN = [MODULE];
const INTERESTING = new Set(['function_definition', 'lambda', 'class_definition', 'assignment', 'augmented_assignment', 'delete_statement', 'global_statement', 'nonlocal_statement', 'call', 'for_statement', 'for_in_clause', 'as_pattern', 'named_expression', 'import_statement', 'import_from_statement']);
const MUTATORS = new Set(['append', 'extend', 'update', 'insert', 'setdefault', 'pop', 'popitem', 'clear', 'remove', '__setitem__']);
const ENUM_BASES = /^(?:enum\.)?(?:Enum|StrEnum|IntEnum|IntFlag|Flag)$/;

export class PyScopes {
  private readonly bindings = new Map<string, Map<string, Binding[]>>();
  private readonly mutated = new Set<string>();
  private readonly uses = new Map<string, number>();
  private readonly exported = new Set<string>();
  readonly classes = new Map<string, PyClass>();

  /** `onNode` sees every named node in the same walk, with the open nodes above it and its scope chain. */
  constructor(units: PyUnit[], private readonly onNode?: (unit: PyUnit, c: TreeCursor, open: readonly OpenNode[], chain: string[]) => void) {
    for (const u of units) this.collect(u);
  }

  private scopeKey(unit: PyUnit, fn: PyNode): string {
    return `${unit.cell}:${fn.startIndex}`;
  }

  private bind(scope: string, name: string, b: Binding): void {
    let names = this.bindings.get(scope);
    if (!names) this.bindings.set(scope, (names = new Map()));
    const list = names.get(name);
    if (list) list.push(b);
    else names.set(name, [b]);
  }

  /** One walk per unit with a tree cursor: bindings per scope, mutations, uses, module classes. */
  private collect(unit: PyUnit): void {
    const text = unit.text;
    const open: Ctx[] = [];
    walkTree(
      unit.root,
      (c) => {
        const up = open[open.length - 1];
        const chain = up ? up.chain : MODULE_CHAIN;
        const type = c.nodeType;
        // A class body's statements bind class attributes; a function in it has its own scope.
        const cls = up ? (up.bodyClass && type === 'block' ? up.bodyClass : up.passClass ? up.cls : undefined) : undefined;
        const ctx: Ctx = { type, chain, ...(cls ? { cls } : {}), passClass: type === 'block' || type === 'expression_statement' };
        if (!c.nodeIsNamed) {
          open.push(ctx);
          return false;
        }
        if (type === 'identifier') {
          const n = text.slice(c.startIndex, c.endIndex);
          this.uses.set(n, (this.uses.get(n) ?? 0) + 1);
          open.push(ctx);
          return false;
        }
        if (INTERESTING.has(type) || type === 'keyword_argument') ctx.node = c.currentNode;
        this.onNode?.(unit, c, open, chain);
        open.push(ctx);
        return ctx.node && INTERESTING.has(type) ? this.visit(unit, ctx.node, chain, cls, ctx) : true;
      },
      () => {
        open.pop();
      },
    );
  }

  /** What one node binds or changes; sets its children's context (a function's scope, a class body). */
  private visit(unit: PyUnit, node: PyNode, chain: string[], cls: PyClass | undefined, ctx: Ctx): boolean {
    const text = unit.text;
    const scope = chain[0]!;
    switch (node.type) {
      case 'function_definition':
      case 'lambda': {
        const name = node.childForFieldName('name');
        // A method is the class's, not a name of the module.
        if (name && !cls) this.bind(scope, textOf(name, text), { unit, chain, kind: 'a function' });
        ctx.chain = [this.scopeKey(unit, node), ...chain];
        const params = node.childForFieldName('parameters');
        if (params) for (const id of identifiersIn(params, true)) this.bind(ctx.chain[0]!, textOf(id, text), { unit, chain: ctx.chain, kind: 'a parameter' });
        return true;
      }
      case 'class_definition': {
        const name = node.childForFieldName('name');
        if (!name) return true;
        const n = textOf(name, text);
        this.bind(scope, n, { unit, chain, kind: 'a class' });
        const supers = node.childForFieldName('superclasses');
        const bases = supers ? supers.namedChildren.filter((c): c is PyNode => !!c && c.type !== 'keyword_argument').map((c) => textOf(c, text)) : [];
        if (scope === MODULE && !cls) {
          const info: PyClass = { unit, chain, bases, attrs: new Map() };
          this.classes.set(n, info);
          ctx.bodyClass = info;
        }
        return true;
      }
      case 'assignment': {
        // `a = b = {...}`: each assignment binds its own left to the last right (the inner one is walked on its own).
        const left = node.childForFieldName('left');
        let right = node.childForFieldName('right');
        for (let i = 0; right?.type === 'assignment' && i < 10_000; i++) right = right.childForFieldName('right');
        if (left) this.assign(unit, chain, cls, left, right ?? undefined);
        return true;
      }
      case 'augmented_assignment': {
        const left = node.childForFieldName('left');
        if (left) this.mutate(left, text);
        return true;
      }
      case 'delete_statement':
      case 'global_statement':
      case 'nonlocal_statement':
        for (const c of node.namedChildren) if (c) this.mutate(c, text);
        return node.type === 'delete_statement';
      case 'call': {
        const fn = node.childForFieldName('function');
        if (fn?.type === 'attribute' && MUTATORS.has(textOf(fn.childForFieldName('attribute'), text))) {
          const obj = fn.childForFieldName('object');
          if (obj) this.mutate(obj, text);
        }
        return true;
      }
      case 'for_statement':
      case 'for_in_clause': {
        const left = node.childForFieldName('left');
        if (left) for (const id of identifiersIn(left, false)) this.bind(scope, textOf(id, text), { unit, chain, kind: 'a loop variable' });
        return true;
      }
      case 'as_pattern': {
        const alias = node.childForFieldName('alias');
        if (alias) for (const id of identifiersIn(alias, false)) this.bind(scope, textOf(id, text), { unit, chain, kind: 'a `with`/`except` name' });
        return true;
      }
      case 'named_expression': {
        const name = node.childForFieldName('name');
        if (name) this.bind(scope, textOf(name, text), { unit, chain, kind: 'an assignment expression' });
        return true;
      }
      case 'import_statement':
      case 'import_from_statement': {
        const moduleName = node.childForFieldName('module_name');
        for (const c of node.namedChildren) {
          if (!c || (moduleName && c.startIndex === moduleName.startIndex)) continue;
          const id = c.type === 'aliased_import' ? c.childForFieldName('alias') : c.type === 'dotted_name' ? c.firstNamedChild : undefined;
          if (id) this.bind(scope, textOf(id, text), { unit, chain, kind: 'an import' });
        }
        return false;
      }
    }
    return true;
  }

  private assign(unit: PyUnit, chain: string[], cls: PyClass | undefined, left: PyNode, right: PyNode | undefined): void {
    const text = unit.text;
    const scope = chain[0]!;
    if (left.type === 'identifier') {
      const name = textOf(left, text);
      const b: Binding = right ? { unit, chain, value: right } : { unit, chain, kind: 'an annotation without a value' };
      if (cls) {
        const list = cls.attrs.get(name);
        if (list) list.push(b);
        else cls.attrs.set(name, [b]);
      } else {
        this.bind(scope, name, b);
        if (name === '__all__' && right) for (const s of right.descendantsOfType('string_content')) if (s) this.exported.add(textOf(s, text));
      }
      return;
    }
    if (left.type === 'attribute' || left.type === 'subscript') return this.mutate(left, text);
    for (const id of identifiersIn(left, false)) this.bind(scope, textOf(id, text), { unit, chain, kind: 'an unpacking' });
  }

  /** The name at the base of `x`, `x.a`, `x[k]` is changed after it is assigned. */
  private mutate(target: PyNode, text: string): void {
    let n: PyNode | null = target;
    for (let i = 0; n && i < 1000 && (n.type === 'attribute' || n.type === 'subscript'); i++) n = n.childForFieldName(n.type === 'attribute' ? 'object' : 'value');
    if (n?.type === 'identifier') this.mutated.add(textOf(n, text));
  }

  /**
   * What a name used in the scopes `chain` of cell `cell` stands for: the one value it is assigned, or why it has none
   * toollint can know. A notebook's cells run in order: a later cell's assignments are not seen.
   */
  lookup(name: string, chain: readonly string[], cell: number): Lookup {
    for (const scope of chain) {
      const list = this.bindings.get(scope)?.get(name)?.filter((b) => b.unit.cell <= cell);
      if (!list?.length) continue;
      if (this.mutated.has(name)) return { reason: `\`${name}\` is changed after it is assigned` };
      if (list.length > 1) return { reason: `\`${name}\` is assigned more than once` };
      const b = list[0]!;
      if (!b.value) return { reason: `\`${name}\` is ${b.kind ?? 'bound at run time'}` };
      return { binding: b as Binding & { value: PyNode } };
    }
    return { reason: `\`${name}\` is not assigned in this file` };
  }

  /** A module-level class's constant `Cls.NAME`, with what the class is (an Enum's members are read differently). */
  classConstant(cls: string, attr: string): { binding?: Binding & { value: PyNode }; enumKind?: 'plain' | 'str' | 'int'; reason?: string } {
    const c = this.classes.get(cls);
    if (!c) return { reason: `\`${cls}\` is not a class of this file` };
    const list = c.attrs.get(attr);
    if (!list) return { reason: `\`${cls}.${attr}\` is not assigned in the class` };
    if (list.length > 1) return { reason: `\`${cls}.${attr}\` is assigned more than once` };
    const b = list[0]!;
    if (!b.value) return { reason: `\`${cls}.${attr}\` has no value` };
    const isEnum = c.bases.some((base) => ENUM_BASES.test(base));
    const enumKind = !isEnum ? undefined : c.bases.some((x) => /^(?:str|(?:enum\.)?StrEnum)$/.test(x)) ? 'str' : c.bases.some((x) => /^(?:int|(?:enum\.)?IntEnum|(?:enum\.)?IntFlag)$/.test(x)) ? 'int' : 'plain';
    return { binding: b as Binding & { value: PyNode }, ...(enumKind ? { enumKind } : {}) };
  }

  /** True when code other than one use depends on the name: used more than once, or listed in `__all__`. */
  isShared(name: string): boolean {
    return this.exported.has(name) || (this.uses.get(name) ?? 0) > 2;
  }

}

export function textOf(node: PyNode | null | undefined, text: string): string {
  return node ? text.slice(node.startIndex, node.endIndex) : '';
}

/** The names a target or parameter list binds (a default value's names are not bound). */
function identifiersIn(node: PyNode, params: boolean): PyNode[] {
  const out: PyNode[] = [];
  const stack = [node];
  while (stack.length && out.length < 10_000) {
    const n = stack.pop()!;
    if (n.type === 'identifier') {
      out.push(n);
      continue;
    }
    if (params && (n.type === 'default_parameter' || n.type === 'typed_default_parameter' || n.type === 'typed_parameter')) {
      const name = n.childForFieldName('name') ?? n.firstNamedChild;
      if (name) stack.push(name);
      continue;
    }
    if (n.type === 'attribute' || n.type === 'subscript' || n.type === 'type') continue;
    for (const c of n.namedChildren) if (c) stack.push(c);
  }
  return out;
}
