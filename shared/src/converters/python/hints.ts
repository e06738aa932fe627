// Type hints -> PyType, as pydantic reads them: typing's generics (both `Optional[int]` and `int | None`), Literal,
// Annotated with Field(...) or a string, same-file models, TypedDicts and Enums; and Field(...) -> FieldInfo.
import { type ClassInfo, type FieldInfo, type ModelField, NotAnalyzable, type PyType, type Span, type SVal, prim } from './model';
import { literalOfType, MAX_DEPTH, type Module } from './module';
import { callArgs, type PyNode, spanOf, stringValue, textOf } from './syntax';

const TYPING = /^(typing|typing_extensions|collections\.abc|builtins|pydantic|pydantic\.types|pydantic\.networks|datetime|uuid|decimal|pathlib|enum|annotated_types)\./;

/** A hint's bare name as pydantic knows it (`typing.Optional` -> `Optional`), or undefined when it is not one. */
function known(mod: Module, n: PyNode | null | undefined): string | undefined {
  const q = mod.qualified(n);
  if (!q) return undefined;
  if (TYPING.test(q)) return q.replace(TYPING, '');
  if (!q.includes('.')) return q;
  return undefined;
}

/** Types pydantic writes as a string with a format (and, for URLs and secrets, more keywords). */
const FORMATS: Record<string, { type: string; format?: string; extra?: [string, string | number | boolean][] }> = {
  datetime: { type: 'string', format: 'date-time' },
  date: { type: 'string', format: 'date' },
  time: { type: 'string', format: 'time' },
  timedelta: { type: 'string', format: 'duration' },
  UUID: { type: 'string', format: 'uuid' },
  UUID1: { type: 'string', format: 'uuid1' },
  UUID3: { type: 'string', format: 'uuid3' },
  UUID4: { type: 'string', format: 'uuid4' },
  UUID5: { type: 'string', format: 'uuid5' },
  Path: { type: 'string', format: 'path' },
  EmailStr: { type: 'string', format: 'email' },
  AnyUrl: { type: 'string', format: 'uri', extra: [['minLength', 1]] },
  HttpUrl: { type: 'string', format: 'uri', extra: [['maxLength', 2083], ['minLength', 1]] },
  SecretStr: { type: 'string', format: 'password', extra: [['writeOnly', true]] },
  Decimal: { type: 'decimal' },
};

/** pydantic's constrained aliases: the base type and its constraint. */
const CONSTRAINED: Record<string, [PyType['k'], string?, number?]> = {
  PositiveInt: ['int', 'gt', 0], NegativeInt: ['int', 'lt', 0], NonNegativeInt: ['int', 'ge', 0], NonPositiveInt: ['int', 'le', 0],
  PositiveFloat: ['float', 'gt', 0], NegativeFloat: ['float', 'lt', 0], NonNegativeFloat: ['float', 'ge', 0], NonPositiveFloat: ['float', 'le', 0],
  StrictStr: ['str'], StrictInt: ['int'], StrictFloat: ['float'], StrictBool: ['bool'], StrictBytes: ['bytes'],
};

/** conint(...) and friends: the base type and the keywords that are constraints (others change validation only). */
const CON_CALLS: Record<string, { base: 'int' | 'str' | 'float' | 'list' | 'set' | 'bytes'; constraints: string[]; ignored: string[] }> = {
  conint: { base: 'int', constraints: ['gt', 'ge', 'lt', 'le', 'multiple_of'], ignored: ['strict'] },
  confloat: { base: 'float', constraints: ['gt', 'ge', 'lt', 'le', 'multiple_of'], ignored: ['strict', 'allow_inf_nan'] },
  constr: { base: 'str', constraints: ['min_length', 'max_length', 'pattern'], ignored: ['strict', 'strip_whitespace', 'to_upper', 'to_lower'] },
  conbytes: { base: 'bytes', constraints: ['min_length', 'max_length'], ignored: ['strict'] },
  conlist: { base: 'list', constraints: ['min_length', 'max_length'], ignored: [] },
  conset: { base: 'set', constraints: ['min_length', 'max_length'], ignored: [] },
};

/** annotated_types metadata in Annotated[...]: the Field keyword each is. */
const ANNOTATED_TYPES: Record<string, string> = { Gt: 'gt', Ge: 'ge', Lt: 'lt', Le: 'le', MultipleOf: 'multiple_of', MinLen: 'min_length', MaxLen: 'max_length' };

/** The parts of a subscripted hint: its base and its arguments (`Optional[int]`, `typing.Dict[str, int]`). */
function subscripted(n: PyNode): { base: PyNode; args: PyNode[] } | undefined {
  if (n.type === 'generic_type') {
    const base = n.namedChildren[0];
    const params = n.namedChildren.find((c) => c?.type === 'type_parameter');
    if (!base || !params) return undefined;
    return { base, args: params.namedChildren.filter((c): c is PyNode => !!c && c.type !== 'comment').map(unwrapType) };
  }
  if (n.type === 'subscript') {
    const base = n.childForFieldName('value');
    if (!base) return undefined;
    const subs = n.childrenForFieldName('subscript').filter((c): c is PyNode => !!c && c.type !== 'comment');
    const args = subs.length === 1 && subs[0].type === 'tuple' ? subs[0].namedChildren.filter((c): c is PyNode => !!c && c.type !== 'comment') : subs;
    return { base, args };
  }
  return undefined;
}

function unwrapType(n: PyNode): PyNode {
  let cur = n;
  while ((cur.type === 'type' || cur.type === 'parenthesized_expression') && cur.namedChildren.length === 1 && cur.namedChildren[0]) cur = cur.namedChildren[0];
  return cur;
}

export class Hints {
  /** Set while reading a hint where a nested string cannot be resolved by the library: why. */
  nestedStringsRefused: string | undefined;

  constructor(readonly mod: Module) {
    mod.readClass = (node, info) => this.readClass(node, info);
  }

  private fail(what: string, n: PyNode): never {
    throw new NotAnalyzable(what, spanOf(n));
  }

  /** The PyType of a hint (anything pydantic would need the running program for is not analysable). */
  type(node: PyNode, depth = 0): PyType {
    const n = unwrapType(node);
    const span = spanOf(n);
    if (depth > MAX_DEPTH) this.fail('a type hint nested too deeply', n);
    const text = this.mod.text;
    if (n.type === 'none') return { k: 'none', span };
    if (n.type === 'string') {
      // A forward reference to a same-file class (`"Node"`, how a recursive model names itself) is that class.
      if (depth > 0 && this.nestedStringsRefused) this.fail(`the forward reference \`${textOf(n, text)}\` inside a parameter's hint: ${this.nestedStringsRefused}`, n);
      const s = stringValue(n, text);
      const cls = s !== undefined && /^[A-Za-z_]\w*$/.test(s) && this.mod.findClass(s, n) ? this.mod.classOf(s, n) : undefined;
      if (cls) return { k: 'class', cls, span };
      this.fail(`the hint \`${textOf(n, text)}\` is a string (a forward reference resolved at run time)`, n);
    }
    if (n.type === 'union_type' || (n.type === 'binary_operator' && n.childForFieldName('operator')?.text === '|')) {
      const parts = n.type === 'union_type' ? n.namedChildren.filter((c): c is PyNode => !!c) : [n.childForFieldName('left')!, n.childForFieldName('right')!];
      return this.union(parts.map((p) => this.type(p, depth + 1)), span);
    }
    const sub = subscripted(n);
    if (sub) return this.generic(sub.base, sub.args, span, n, depth);
    if (n.type === 'call') return this.constrainedCall(n, depth);
    if (n.type === 'identifier' || n.type === 'attribute') {
      const name = n.type === 'identifier' && this.mod.findClass(n.text, n) ? n.text : undefined;
      if (name) {
        const cls = this.mod.classOf(name, n);
        if (cls) return { k: 'class', cls, span };
        this.fail(`the class \`${name}\` is not a pydantic model, TypedDict or Enum`, n);
      }
      const k = known(this.mod, n);
      switch (k) {
        case 'str':
        case 'int':
        case 'float':
        case 'bool':
        case 'bytes':
          return { k, span };
        case 'Any':
        case 'object':
          return { k: 'any', span };
        case 'list':
        case 'List':
          return { k: 'list', item: undefined, span };
        case 'set':
        case 'Set':
          return { k: 'set', item: undefined, span };
        case 'frozenset':
        case 'FrozenSet':
          return { k: 'frozenset', item: undefined, span };
        case 'Sequence':
          return { k: 'sequence', item: undefined, span };
        case 'tuple':
        case 'Tuple':
          return { k: 'tuple', items: [], rest: { k: 'any', span }, span };
        case 'dict':
        case 'Dict':
        case 'Mapping':
          return { k: 'dict', key: undefined, value: undefined, span };
      }
      // A module-level alias (`Sku = Literal["lamp", "dock"]`) is the type it names: Python hands pydantic that object.
      const alias = n.type === 'identifier' && !this.mod.imports.has(n.text) ? this.mod.constant(n.text) : undefined;
      if (alias && ['subscript', 'binary_operator', 'identifier', 'attribute', 'none'].includes(alias.type) && alias.startIndex !== n.startIndex) return this.type(alias, depth + 1);
      if (k && FORMATS[k]) return { k: 'format', ...FORMATS[k], span };
      if (k && CONSTRAINED[k]) {
        const [base, key, value] = CONSTRAINED[k];
        const inner = { k: base, span } as PyType;
        return key ? { k: 'annotated', inner, field: { constraints: [{ key, value: prim(value!, span), span }], extra: [], span }, span } : inner;
      }
      // A class imported from another file of the workspace (read through the lint's readFile, never imported).
      const imported = this.mod.importedClass(textOf(n, text).replace(/\s+/g, ''), n);
      if (imported) return { k: 'class', cls: imported, span };
      this.fail(`the type \`${textOf(n, text)}\` is not defined in this file${this.mod.resolveImport ? ' or a file of the workspace toollint could read' : ''} (toollint reads models, TypedDicts and Enums written in the project)`, n);
    }
    this.fail(`the hint \`${textOf(n, text).slice(0, 60)}\` is not a type toollint can read`, n);
  }

  private union(items: PyType[], span: Span): PyType {
    const flat: PyType[] = [];
    for (const i of items) for (const x of i.k === 'union' ? i.items : [i]) if (!flat.some((f) => sameType(f, x))) flat.push(x);
    return flat.length === 1 ? flat[0] : { k: 'union', items: flat, span };
  }

  private generic(base: PyNode, args: PyNode[], span: Span, n: PyNode, depth: number): PyType {
    const name = known(this.mod, base);
    const one = (): PyType | undefined => (args[0] ? this.type(args[0], depth + 1) : undefined);
    switch (name) {
      case 'Optional':
        return this.union([one()!, { k: 'none', span }], span);
      case 'Union':
        return this.union(args.map((a) => this.type(a, depth + 1)), span);
      case 'list':
      case 'List':
        return { k: 'list', item: one(), span };
      case 'set':
      case 'Set':
        return { k: 'set', item: one(), span };
      case 'frozenset':
      case 'FrozenSet':
        return { k: 'frozenset', item: one(), span };
      case 'Sequence':
        return { k: 'sequence', item: one(), span };
      case 'tuple':
      case 'Tuple': {
        if (args.length === 2 && args[1].type === 'ellipsis') return { k: 'tuple', items: [], rest: this.type(args[0], depth + 1), span };
        if (args.length === 1 && args[0].type === 'tuple' && args[0].namedChildren.length === 0) return { k: 'tuple', items: [], empty: true, span };
        return { k: 'tuple', items: args.map((a) => this.type(a, depth + 1)), span };
      }
      case 'dict':
      case 'Dict':
      case 'Mapping':
        return { k: 'dict', key: args[0] ? this.type(args[0], depth + 1) : undefined, value: args[1] ? this.type(args[1], depth + 1) : undefined, span };
      case 'Literal': {
        const values: { value: string | number | boolean | null; span: Span }[] = [];
        const flatten = (a: PyNode, d: number): void => {
          const s = subscripted(a);
          if (s && known(this.mod, s.base) === 'Literal' && d < MAX_DEPTH) for (const x of s.args) flatten(unwrapType(x), d + 1);
          else values.push({ value: literalOfType(this.mod, a), span: spanOf(a) });
        };
        for (const a of args) flatten(unwrapType(a), 0);
        return { k: 'literal', values, span };
      }
      case 'Annotated': {
        const [first, ...meta] = args;
        if (!first) this.fail('an empty Annotated[...]', n);
        let t = this.type(first, depth + 1);
        for (const m of meta) {
          const field = this.annotation(m);
          if (field) t = { k: 'annotated', inner: t, field, span };
        }
        return t;
      }
      case 'Required':
      case 'NotRequired':
      case 'ReadOnly':
        return one()!;
    }
    this.fail(`the type \`${textOf(n, this.mod.text).slice(0, 60)}\` is not a type toollint can read`, n);
  }

  /** `conint(ge=1)`, `constr(pattern=...)`, `conlist(int, min_length=1)`: the base type with its constraints. */
  private constrainedCall(n: PyNode, depth: number): PyType {
    const span = spanOf(n);
    const name = known(this.mod, n.childForFieldName('function'));
    const spec = name ? CON_CALLS[name] : undefined;
    if (!spec) this.fail(`the hint \`${textOf(n, this.mod.text).slice(0, 60)}\` is a call toollint does not model`, n);
    const { positional, keywords, spread } = callArgs(n);
    if (spread) this.fail(`${name}(...) with a spread`, n);
    const field: FieldInfo = { constraints: [], extra: [], span };
    for (const [key, { name: k, value }] of keywords) {
      if (spec.ignored.includes(key)) continue;
      const param = key === 'min_items' ? 'min_length' : key === 'max_items' ? 'max_length' : key;
      if (!spec.constraints.includes(param)) this.fail(`${name}(${key}=...) is not modelled`, k);
      field.constraints.push({ key: param, value: this.mod.literal(value), span: spanOf(k.parent!) });
    }
    let inner: PyType;
    if (spec.base === 'list' || spec.base === 'set') {
      const item = positional[0] ?? keywords.get('item_type')?.value;
      inner = { k: spec.base, item: item ? this.type(item, depth + 1) : undefined, span };
    } else inner = { k: spec.base, span } as PyType;
    return field.constraints.length ? { k: 'annotated', inner, field, span } : inner;
  }

  /** One `Annotated` metadata item: `Field(...)` or a string (FastMCP reads a string as the description); others ignored. */
  private annotation(m: PyNode): FieldInfo | undefined {
    if (m.type === 'call' && this.isField(m.childForFieldName('function'))) return this.field(m, undefined);
    const at = m.type === 'call' ? known(this.mod, m.childForFieldName('function')) : undefined;
    if (at && ANNOTATED_TYPES[at] && /^annotated_types\./.test(this.mod.qualified(m.childForFieldName('function')) ?? '')) {
      const arg = callArgs(m).positional[0];
      if (!arg) this.fail(`${at}() without its bound`, m);
      return { constraints: [{ key: ANNOTATED_TYPES[at], value: this.mod.literal(arg), span: spanOf(m) }], extra: [], span: spanOf(m) };
    }
    if (m.type === 'string' || m.type === 'concatenated_string') {
      const s = stringValue(m, this.mod.text);
      if (s !== undefined) return { constraints: [], extra: [], span: spanOf(m), note: prim(s, spanOf(m)) };
    }
    if (m.type === 'call') this.fail(`the metadata \`${textOf(m, this.mod.text).slice(0, 60)}\` is not Field(...)`, m);
    return undefined;
  }

  isField(fn: PyNode | null | undefined): boolean {
    const q = fn ? this.mod.qualified(fn) : undefined;
    return q === 'pydantic.Field' || q === 'pydantic.fields.Field' || q === 'Field';
  }

  /** `Field(...)`'s keywords; `defaultArg` is the value after `=` when the Field is in a hint. */
  field(call: PyNode, defaultArg: PyNode | undefined): FieldInfo {
    const { positional, keywords, spread } = callArgs(call);
    if (spread) this.fail('Field(...) with a `*` or `**` spread', call);
    const info: FieldInfo = { constraints: [], extra: [], span: spanOf(call) };
    const setDefault = (v: PyNode): void => {
      if (v.type === 'ellipsis') info.required = true;
      else info.default = { value: this.defaultValue(v) };
    };
    if (defaultArg) setDefault(defaultArg);
    if (positional[0]) setDefault(positional[0]);
    for (const [key, { name, value }] of keywords) {
      const span = spanOf(name.parent!);
      switch (key) {
        case 'default':
          setDefault(value);
          break;
        case 'default_factory':
          info.default = 'factory';
          break;
        case 'description':
        case 'title': {
          const s = stringValue(value, this.mod.text);
          if (s === undefined) this.fail(`Field(${key}=...) is not a string literal`, value);
          info[key] = prim(s, spanOf(value));
          break;
        }
        case 'alias':
        case 'serialization_alias':
        case 'validation_alias': {
          const s = stringValue(value, this.mod.text);
          if (s === undefined) this.fail(`Field(${key}=...) is not a string literal`, value);
          if (key !== 'serialization_alias') info.alias = s;
          break;
        }
        case 'ge':
        case 'gt':
        case 'le':
        case 'lt':
        case 'multiple_of':
        case 'min_length':
        case 'max_length':
        case 'pattern':
          info.constraints.push({ key, value: this.mod.literal(value), span });
          break;
        case 'examples':
        case 'deprecated':
          info.extra.push({ key, value: this.mod.literal(value), span });
          break;
        case 'json_schema_extra': {
          const v = this.mod.literal(value);
          if (v.t !== 'obj') this.fail('json_schema_extra that is not a dict literal', value);
          for (const p of v.props) info.extra.push({ key: p.key, value: p.value, span: p.keySpan });
          break;
        }
        case 'strict':
        case 'exclude':
        case 'repr':
        case 'init':
        case 'init_var':
        case 'kw_only':
        case 'frozen':
        case 'validate_default':
          break;
        case 'discriminator': {
          // A field name (a tagged union); pydantic's Discriminator(callable) is decided at run time.
          const d = stringValue(value, this.mod.text);
          if (d === undefined) this.fail('Field(discriminator=...) that is not a field name (a callable Discriminator is decided at run time)', value);
          info.discriminator = { value: d, span };
          break;
        }
        case 'union_mode':
        case 'coerce_numbers_to_str':
        case 'allow_inf_nan':
        case 'max_digits':
        case 'decimal_places':
        case 'field_title_generator':
          this.fail(`Field(${key}=...) is not modelled`, name);
        // eslint-disable-next-line no-fallthrough
        default:
          // pydantic adds unknown keywords to the field's schema (a deprecated spelling of json_schema_extra).
          info.extra.push({ key, value: this.mod.literal(value), span });
      }
    }
    return info;
  }

  /**
   * A default as pydantic serializes it into `default` (an Enum member as its value, a tuple as a list). A float
   * default such as `1.0` is the JSON number 1 here (JSON.parse reads pydantic's `1.0` the same way).
   */
  defaultValue(v: PyNode): SVal {
    return this.mod.literal(v);
  }

  /** A class's fields, config and members (models inherit the fields of same-file model bases first). */
  private readClass(node: PyNode, info: ClassInfo): void {
    // pydantic resolves a model's own forward references in the model's module.
    const refused = this.nestedStringsRefused;
    this.nestedStringsRefused = undefined;
    try {
      this.readClassBody(node, info);
    } finally {
      this.nestedStringsRefused = refused;
    }
  }

  private readClassBody(node: PyNode, info: ClassInfo): void {
    const text = this.mod.text;
    for (const b of node.childForFieldName('superclasses')?.namedChildren ?? []) {
      if (!b) continue;
      if (b.type === 'keyword_argument') {
        if (b.childForFieldName('name')?.text === 'total' && b.childForFieldName('value')?.type === 'false') info.total = false;
        continue;
      }
      if (b.type === 'identifier' || b.type === 'attribute') {
        const base = b.type === 'identifier' && this.mod.findClass(b.text, b) ? this.mod.classOf(b.text, b) : this.mod.importedClass(textOf(b, text).replace(/\s+/g, ''), b);
        if (base && base.kind === info.kind) {
          // Fields inherited from a class of another file are written there (their spans are that file's).
          const foreign = base.foreign && !info.foreign ? base.foreign : undefined;
          info.fields.push(...base.fields.map((f) => (foreign && !f.foreign ? { ...f, foreign } : f)));
          info.members.push(...base.members);
          info.extra ??= base.extra;
        }
      }
    }
    const fieldAt = new Map<string, number>(info.fields.map((f, i) => [f.name, i]));
    for (const st of node.childForFieldName('body')?.namedChildren ?? []) {
      if (!st || st.type !== 'expression_statement') continue;
      const a = st.namedChildren[0];
      if (a?.type !== 'assignment') continue;
      const left = a.childForFieldName('left');
      const hint = a.childForFieldName('type');
      const right = a.childForFieldName('right');
      if (left?.type !== 'identifier') continue;
      const name = left.text;
      if (info.kind === 'enum') {
        if (right && !name.startsWith('_')) {
          const v = this.mod.literal(right);
          if (v.t !== 'prim') this.fail(`the Enum member \`${name}\` has a value that is not a literal`, right);
          info.members.push({ name, value: v.value, span: spanOf(right) });
        }
        continue;
      }
      if (name === 'model_config' && right) {
        this.config(right, info);
        continue;
      }
      if (!hint) continue;
      if (/^ClassVar\b/.test(textOf(hint, text).replace(/^typing\./, ''))) continue;
      if (name.startsWith('_')) continue;
      const isField = right?.type === 'call' && this.isField(right.childForFieldName('function'));
      const field = isField ? this.field(right!, undefined) : ({ constraints: [], extra: [], span: spanOf(st) } as FieldInfo);
      const dcField = info.kind === 'dataclass' && right?.type === 'call' && /^(dataclasses\.)?field$/.test(this.mod.qualified(right.childForFieldName('function')) ?? '');
      if (dcField) {
        // dataclasses.field(default=..., default_factory=...): the rest (repr, compare...) says nothing to the schema.
        const { keywords } = callArgs(right!);
        const d = keywords.get('default')?.value;
        if (d) field.default = { value: this.defaultValue(d) };
        else if (keywords.has('default_factory')) field.default = 'factory';
      } else if (right && !isField) field.default = { value: this.defaultValue(right) };
      const unwrapped = unwrapType(hint);
      const sub = subscripted(unwrapped);
      const q = sub ? known(this.mod, sub.base) : undefined;
      const f: ModelField = { name, nameSpan: spanOf(left), span: spanOf(st), type: this.type(hint), field };
      // LangChain leaves an `Annotated[T, InjectedToolArg]` field out of the tool's schema.
      if (/\bInjected\w*\b|\bToolRuntime\b/.test(textOf(hint, text))) f.injected = true;
      if (q === 'Required') f.requiredness = 'required';
      if (q === 'NotRequired') f.requiredness = 'not-required';
      // A field declared again (here or in a base) keeps its first place.
      const at = fieldAt.get(name) ?? info.fields.findIndex((x) => x.name === name);
      if (at >= 0) info.fields[at] = f;
      else {
        fieldAt.set(name, info.fields.length);
        info.fields.push(f);
      }
    }
  }

  /** `model_config = ConfigDict(extra="forbid", title=...)` or a dict literal. */
  private config(right: PyNode, info: ClassInfo): void {
    const read = (key: string, value: PyNode): void => {
      if (key === 'extra') {
        const s = stringValue(value, this.mod.text);
        if (s === undefined) this.fail('model_config extra= is not a string literal', value);
        info.extra = { value: s, span: spanOf(value) };
      } else if (key === 'title') {
        const s = stringValue(value, this.mod.text);
        if (s === undefined) this.fail('model_config title= is not a string literal', value);
        info.title = prim(s, spanOf(value));
      } else if (['json_schema_extra', 'alias_generator', 'populate_by_name', 'use_attribute_docstrings', 'json_schema_mode_override', 'field_title_generator', 'model_title_generator', 'use_enum_values'].includes(key)) {
        this.fail(`model_config ${key}= is not modelled`, value);
      }
    };
    if (right.type === 'call') {
      const q = this.mod.qualified(right.childForFieldName('function'));
      if (q !== 'pydantic.ConfigDict' && q !== 'ConfigDict' && q !== 'dict') this.fail('model_config is not ConfigDict(...)', right);
      const { keywords, spread } = callArgs(right);
      if (spread) this.fail('model_config with a `**` spread', right);
      for (const [k, { value }] of keywords) read(k, value);
    } else if (right.type === 'dictionary') {
      for (const p of right.namedChildren) {
        const k = p?.type === 'pair' ? stringValue(p.childForFieldName('key'), this.mod.text) : undefined;
        const v = p?.childForFieldName('value');
        if (k === undefined || !v) this.fail('model_config with a key that is not a string literal', p ?? right);
        read(k, v);
      }
    } else this.fail('model_config is not ConfigDict(...) or a dict literal', right);
  }
}

function sameType(a: PyType, b: PyType): boolean {
  if (a.k !== b.k) return false;
  if (a.k === 'class' && b.k === 'class') return a.cls === b.cls;
  return ['str', 'int', 'float', 'bool', 'none', 'any', 'bytes'].includes(a.k);
}
