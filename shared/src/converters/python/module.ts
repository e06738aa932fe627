// What a module says about names, read from its syntax only: imports (`from typing import Optional as O`), the
// same-file classes a hint may name (pydantic models, TypedDicts, Enums) and module constants, and literal values.
import { type ClassInfo, type Lit, NotAnalyzable, type PyType, type Span, type SVal, arr, obj, prim, setp } from './model';
import { bytesValue, cleandoc, docstringNode, dottedName, numberValue, type PyNode, spanOf, stringValue, textOf } from './syntax';

/** Imports of libraries (never files of the workspace): no file is looked for. */
const LIBRARIES = /^(typing|typing_extensions|collections|builtins|pydantic|pydantic_core|datetime|uuid|decimal|pathlib|enum|annotated_types|dataclasses|fastmcp|mcp|openai|anthropic|agents|langchain\w*|crewai\w*|smolagents|os|sys|json|re)(\.|$)/;

/** How deep literals, hints and classes are read (a bound on any input). */
export const MAX_DEPTH = 40;

export class Module {
  /** Local name -> the dotted name it was imported as (`O` -> `typing.Optional`, `t` -> `typing`). */
  readonly imports = new Map<string, string>();
  private readonly classNodes = new Map<string, PyNode>();
  private readonly classes = new Map<string, ClassInfo>();
  private readonly reading = new Set<string>();
  private readonly assignments = new Map<string, PyNode>();
  /** Filled by hints.ts (a class's fields need the hint reader, which needs this module). */
  readClass?: (node: PyNode, info: ClassInfo) => void;
  /**
   * Filled by imports.ts when other files of the workspace may be read: the class a dotted import path names
   * (`.models.WeatherArgs`, `app.schemas.X`), read from its file; undefined when there is no such file or class.
   */
  resolveImport?: (qualified: string, at: PyNode) => ClassInfo | undefined;
  /** Filled by imports.ts: the function a dotted import path names, with its module (registrations.ts). */
  resolveFunction?: (qualified: string, at: PyNode) => { mod: Module; fn: PyNode; anchor: Span; path: string } | undefined;
  /** Set on a module read from another file: its path, and where the importing document uses what it gives. */
  foreign?: { path: string; anchor: Span };

  constructor(
    readonly root: PyNode,
    readonly text: string,
  ) {
    for (const st of root.namedChildren) {
      if (!st) continue;
      if (st.type === 'import_from_statement') this.importFrom(st);
      else if (st.type === 'import_statement') this.importNames(st);
      else if (st.type === 'class_definition') this.addClass(st);
      else if (st.type === 'decorated_definition') {
        const d = st.childForFieldName('definition');
        if (d?.type === 'class_definition') this.addClass(d);
      } else if (st.type === 'expression_statement') {
        const a = st.namedChildren[0];
        const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
        const right = a?.childForFieldName('right');
        if (left?.type === 'identifier' && right) this.assignments.set(left.text, right);
      } else if (st.type === 'if_statement' || st.type === 'try_statement') {
        // `try: from typing import Annotated / except ImportError: ...` and `if TYPE_CHECKING:` imports.
        for (const c of st.descendantsOfType(['import_from_statement', 'import_statement'])) {
          if (!c) continue;
          if (c.type === 'import_from_statement') this.importFrom(c);
          else this.importNames(c);
        }
      }
    }
  }

  private importFrom(st: PyNode): void {
    const mod = st.childForFieldName('module_name');
    const from = mod ? textOf(mod, this.text).replace(/\s+/g, '') : '';
    for (const n of st.childrenForFieldName('name')) {
      if (!n) continue;
      // `from . import x` is `.x`, `from .m import x` is `.m.x`.
      const join = (name: string) => (from.endsWith('.') ? `${from}${name}` : `${from}.${name}`);
      if (n.type === 'aliased_import') {
        const name = n.childForFieldName('name');
        const alias = n.childForFieldName('alias');
        if (name && alias) this.imports.set(alias.text, join(name.text));
      } else this.imports.set(n.text, join(n.text));
    }
  }

  private importNames(st: PyNode): void {
    for (const n of st.childrenForFieldName('name')) {
      if (!n) continue;
      if (n.type === 'aliased_import') {
        const name = n.childForFieldName('name');
        const alias = n.childForFieldName('alias');
        if (name && alias) this.imports.set(alias.text, name.text);
      } else {
        // `import a.b` binds `a`, and `a.b.X` is then read through it.
        const first = n.text.split('.')[0];
        this.imports.set(first, first);
      }
    }
  }

  private addClass(st: PyNode): void {
    const name = st.childForFieldName('name');
    if (name) this.classNodes.set(name.text, st);
  }

  /** The dotted name a written name stands for: imports resolved (`t.Optional` -> `typing.Optional`); undefined if not a name. */
  qualified(n: PyNode | null | undefined): string | undefined {
    const written = dottedName(n, this.text);
    if (!written) return undefined;
    const [first, ...rest] = written.split('.');
    const imported = this.imports.get(first);
    return imported ? [imported, ...rest].join('.') : written;
  }

  /** True when a written name is a module-level class of this file (and not shadowed by an import). */
  isLocalClass(name: string): boolean {
    return this.classNodes.has(name) && !this.imports.has(name);
  }

  /**
   * The class statement a name stands for where it is written: a class nested in an enclosing class body first (as
   * Python resolves a hint inside that body), then a module-level class not shadowed by an import.
   */
  findClass(name: string, at: PyNode): { key: string; node: PyNode } | undefined {
    let p: PyNode | null = at.parent;
    for (let depth = 0; p && depth < MAX_DEPTH * 4; depth++, p = p.parent) {
      if (p.type !== 'class_definition') continue;
      for (const st of p.childForFieldName('body')?.namedChildren ?? []) {
        const c = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
        if (c?.type === 'class_definition' && c.childForFieldName('name')?.text === name) return { key: `${c.startIndex}:${name}`, node: c };
      }
    }
    const node = this.isLocalClass(name) ? this.classNodes.get(name) : undefined;
    return node ? { key: name, node } : undefined;
  }

  /**
   * The class an imported name stands for (`WeatherArgs` of `from .models import WeatherArgs`, `schemas.X` of
   * `from app import schemas`), read from the workspace file it comes from; undefined when it cannot be.
   */
  importedClass(written: string, at: PyNode): ClassInfo | undefined {
    const first = written.split('.')[0]!;
    const imported = this.imports.get(first);
    if (!this.resolveImport || imported === undefined || !imported.includes('.') && written === first || LIBRARIES.test(imported)) return undefined;
    return this.resolveImport([imported, ...written.split('.').slice(1)].join('.'), at);
  }

  /** The function an imported name stands for (`search` of `from .tools import search`, `tools.search`), read from its workspace file. */
  importedFunction(written: string, at: PyNode): { mod: Module; fn: PyNode; anchor: Span; path: string } | undefined {
    const first = written.split('.')[0]!;
    const imported = this.imports.get(first);
    if (!this.resolveFunction || imported === undefined || (!imported.includes('.') && written === first) || LIBRARIES.test(imported)) return undefined;
    return this.resolveFunction([imported, ...written.split('.').slice(1)].join('.'), at);
  }

  /** The class a name stands for: same-file (read once; a class that names itself while being read gets itself), else imported. */
  classOf(name: string, at: PyNode): ClassInfo | undefined {
    const found = this.findClass(name, at);
    if (!found) return this.importedClass(name, at);
    const { key, node } = found;
    // A class that uses itself (a recursive model) gets the ClassInfo being filled: pydantic writes a `$ref` to it.
    const known = this.classes.get(key);
    if (known) return known;
    const kind = this.classKind(node, 0);
    if (!kind) return undefined;
    const body = node.childForFieldName('body');
    const docNode = docstringNode(body);
    const doc = docNode ? stringValue(docNode, this.text) : undefined;
    const first = body?.namedChildren.find((c) => c && c.type !== 'comment');
    const bodyStart = first?.startIndex ?? body?.startIndex ?? node.endIndex;
    const lineStart = this.text.lastIndexOf('\n', bodyStart - 1) + 1;
    const info: ClassInfo = {
      kind,
      name,
      ...(this.foreign ? { foreign: this.foreign } : {}),
      ...(doc !== undefined && docNode ? { rawDoc: prim(doc, spanOf(docNode)) } : {}),
      span: spanOf(node),
      nameSpan: spanOf(node.childForFieldName('name')!),
      doc: doc !== undefined && docNode ? prim(cleandoc(doc), spanOf(docNode)) : undefined,
      fields: [],
      members: [],
      total: true,
      bodyStart,
      bodyIndent: /^[ \t]*/.exec(this.text.slice(lineStart, bodyStart))![0],
    };
    if (this.reading.size > MAX_DEPTH) throw new NotAnalyzable('classes nested in each other too deeply', spanOf(at));
    this.classes.set(key, info);
    this.reading.add(key);
    try {
      this.readClass?.(node, info);
    } catch (e) {
      this.classes.delete(key);
      throw e;
    } finally {
      this.reading.delete(key);
    }
    return info;
  }

  /** model, typeddict or enum from the class's bases (a same-file base passes its kind on); undefined otherwise. */
  classKind(node: PyNode, depth: number): ClassInfo['kind'] | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const decorated = node.parent?.type === 'decorated_definition' ? node.parent : undefined;
    for (const d of decorated?.namedChildren ?? []) {
      if (d?.type !== 'decorator') continue;
      const e = d.namedChildren[0];
      const q = this.qualified(e?.type === 'call' ? e.childForFieldName('function') : e);
      if (q === 'dataclasses.dataclass' || q === 'pydantic.dataclasses.dataclass') return 'dataclass';
    }
    for (const b of node.childForFieldName('superclasses')?.namedChildren ?? []) {
      if (!b || b.type === 'keyword_argument') continue;
      const q = this.qualified(b);
      if (!q) continue;
      if (/^pydantic(\.main)?\.BaseModel$/.test(q) || (q === 'BaseModel' && !this.classNodes.has('BaseModel'))) return 'model';
      if (/^(typing|typing_extensions)\.TypedDict$/.test(q) || q === 'TypedDict') return 'typeddict';
      if (/^enum\.(Enum|IntEnum|StrEnum)$/.test(q)) return 'enum';
      const local = this.findClass(q, node)?.node;
      if (local && local.startIndex !== node.startIndex) {
        const k = this.classKind(local, depth + 1);
        if (k) return k;
      }
      // A base imported from another file of the workspace passes its kind on too.
      const written = dottedName(b, this.text);
      const imported = !local && written ? this.importedClass(written, b) : undefined;
      if (imported) return imported.kind;
    }
    return undefined;
  }

  /** The class statement of a same-file class. */
  classNode(name: string): PyNode | undefined {
    return this.isLocalClass(name) ? this.classNodes.get(name) : undefined;
  }

  /** A module-level `NAME = value` (the last one written). */
  constant(name: string): PyNode | undefined {
    return this.imports.has(name) ? undefined : this.assignments.get(name);
  }

  /**
   * A Python literal as a JSON value (what pydantic's to_jsonable_python makes of a default): numbers, strings, True,
   * False, None, lists, tuples, dicts with string keys, `Enum.MEMBER` of a same-file enum (its value), module constants.
   */
  literal(n: PyNode, depth = 0): SVal {
    const span = spanOf(n);
    if (depth > MAX_DEPTH) throw new NotAnalyzable('a value nested too deeply', span);
    switch (n.type) {
      case 'true':
      case 'false':
        return prim(n.type === 'true', span);
      case 'none':
        return prim(null, span);
      case 'integer':
      case 'float':
      case 'unary_operator': {
        const v = numberValue(n, this.text);
        if (v === undefined) break;
        return prim(v, span);
      }
      case 'string':
      case 'concatenated_string': {
        // A bytes default is serialized as text (pydantic's ser_json_bytes "utf8").
        const v = stringValue(n, this.text) ?? bytesValue(n, this.text);
        if (v === undefined) break;
        return prim(v, span);
      }
      case 'parenthesized_expression': {
        const inner = n.namedChildren.filter((c) => c && c.type !== 'comment');
        if (inner.length === 1 && inner[0]) return this.literal(inner[0], depth + 1);
        break;
      }
      case 'list':
      case 'tuple':
      case 'set': {
        const items: SVal[] = [];
        for (const c of n.namedChildren) {
          if (!c || c.type === 'comment') continue;
          if (c.type === 'list_splat') throw new NotAnalyzable('a `*` spread in a value', spanOf(c));
          items.push(this.literal(c, depth + 1));
        }
        return arr(items, span);
      }
      case 'dictionary': {
        const o = obj(span);
        // A key written twice keeps its first place and takes the last value, as a Python dict does.
        const at = new Map<string, number>();
        for (const c of n.namedChildren) {
          if (!c || c.type === 'comment') continue;
          if (c.type !== 'pair') throw new NotAnalyzable('a `**` spread in a value', spanOf(c));
          const k = c.childForFieldName('key');
          const v = c.childForFieldName('value');
          const key = k ? stringValue(k, this.text) : undefined;
          if (key === undefined || !v || !k) throw new NotAnalyzable('a dict key that is not a string literal', spanOf(c));
          const value = this.literal(v, depth + 1);
          const i = at.get(key);
          if (i === undefined) {
            at.set(key, o.props.length);
            o.props.push({ key, keySpan: spanOf(k), value });
          } else o.props[i] = { key, keySpan: spanOf(k), value };
        }
        return o;
      }
      case 'call': {
        // set(), list(), dict(), tuple(), frozenset(): empty containers.
        const fn = n.childForFieldName('function');
        const args = n.childForFieldName('arguments')?.namedChildren.filter((c) => c && c.type !== 'comment') ?? [];
        const name = fn?.type === 'identifier' && !this.imports.has(fn.text) && !this.classNodes.has(fn.text) ? fn.text : undefined;
        if (name && args.length === 0 && ['set', 'list', 'tuple', 'frozenset'].includes(name)) return arr([], span);
        if (name === 'dict' && args.length === 0) return obj(span);
        break;
      }
      case 'identifier': {
        const c = this.constant(n.text);
        if (c && c !== n) return { ...this.literal(c, depth + 1), span };
        break;
      }
      case 'attribute': {
        const member = this.enumMember(n);
        if (member) return prim(member.value, span);
        const base = n.childForFieldName('object');
        if (n.childForFieldName('attribute')?.text === 'value' && base) {
          const m = this.enumMember(base);
          if (m) return prim(m.value, span);
        }
        break;
      }
    }
    throw new NotAnalyzable(`\`${textOf(n, this.text).slice(0, 60)}\` is computed at run time`, span);
  }

  /** `Color.RED` of a same-file Enum. */
  enumMember(n: PyNode): { value: Lit } | undefined {
    if (n.type !== 'attribute') return undefined;
    const base = n.childForFieldName('object');
    const attr = n.childForFieldName('attribute');
    if (!base || !attr) return undefined;
    // `Color.RED`, or `models.Color.RED` of an enum imported with its module.
    const written = base.type === 'attribute' ? dottedName(base, this.text) : undefined;
    if (base.type !== 'identifier' && !written) return undefined;
    const cls = base.type === 'identifier' ? this.classOf(base.text, n) : this.importedClass(written!, n);
    return cls?.kind === 'enum' ? cls.members.find((m) => m.name === attr.text) : undefined;
  }
}

/** The literal value of a type of literal (`Literal[...]` arguments): also `Color.RED` (pydantic reads its value). */
export function literalOfType(mod: Module, n: PyNode): Lit {
  const v = mod.literal(n);
  if (v.t !== 'prim') throw new NotAnalyzable('a Literal[...] value that is not a string, number, bool or None', spanOf(n));
  return v.value;
}

export type { PyType };
