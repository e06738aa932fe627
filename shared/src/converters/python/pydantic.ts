// pydantic 2.13's GenerateJsonSchema (mode "validation"), one method per kind of type as pydantic has one per core
// schema: a hint's schema, a field's (title, default, description, constraints), a model's, a TypedDict's and an
// Enum's definitions in `$defs` behind `$ref`s, a function's arguments (validate_call / TypeAdapter(fn)), and the
// final recursive sort (keys alphabetical except inside `properties` and `default`).
import { arr, type ClassInfo, delp, type FieldInfo, getp, NotAnalyzable, obj, prim, type PyType, respanned, type SObj, type Span, type SProp, type SVal, setp, spend } from './model';

/** A parameter or field as pydantic builds its schema: the name, the hint, the Field info and where it is written. */
export interface FieldSpec {
  name: string;
  nameSpan: Span;
  /** The whole `days: int = 3`. */
  span: Span;
  type: PyType;
  field: FieldInfo;
  /** TypedDict: required unless total=False or NotRequired. */
  required?: boolean;
  /** MCPServer: a parameter without a hint is `WithJsonSchema({"title": name, "type": "string"})`. */
  untyped?: true;
  model?: ClassInfo;
  /** A positional parameter after one with a default (its default cannot be removed). */
  keepDefault?: true;
  /** A field inherited from a class of another file. */
  foreign?: ClassInfo['foreign'];
}

const KEYWORDS: Record<'string' | 'number' | 'array' | 'object', Record<string, string>> = {
  string: { min_length: 'minLength', max_length: 'maxLength', pattern: 'pattern' },
  number: { ge: 'minimum', gt: 'exclusiveMinimum', le: 'maximum', lt: 'exclusiveMaximum', multiple_of: 'multipleOf' },
  array: { min_length: 'minItems', max_length: 'maxItems' },
  object: { min_length: 'minProperties', max_length: 'maxProperties' },
};

/** Python's str.title() (a letter after a non-letter is upper case, the others lower), for field titles. */
export function pyTitle(s: string): string {
  let out = '';
  let prevCased = false;
  for (const ch of s) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (prevCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    prevCased = cased;
  }
  return out;
}

/** pydantic's get_title_from_name: `name.title().replace('_', ' ').strip()`. */
export function titleFromName(name: string): string {
  return pyTitle(name).replace(/_/g, ' ').trim();
}

export class Pydantic {
  private readonly defs = new Map<string, SObj>();
  /** The `extra` of the models being generated: a TypedDict without config of its own takes the innermost one's. */
  private readonly configs: (ClassInfo['extra'] | undefined)[] = [];

  /** The class each `$defs` name was written for (pydantic would rename two classes of one name: not modelled). */
  private readonly defClasses = new Map<string, ClassInfo>();

  private ref(cls: ClassInfo, span: Span): SObj {
    const owner = this.defClasses.get(cls.name);
    if (owner && owner !== cls) throw new NotAnalyzable(`two classes named \`${cls.name}\` (pydantic gives their definitions longer names, which toollint does not model)`, span);
    this.defClasses.set(cls.name, cls);
    if (!this.defs.has(cls.name)) {
      // Reserved first, so that a definition is written once however often it is used.
      this.defs.set(cls.name, obj(cls.span));
      const def = this.foreignSafe(cls, () => (cls.kind === 'enum' ? this.enumSchema(cls) : this.classSchema(cls)));
      this.defs.set(cls.name, def);
    }
    const o = obj(span);
    setp(o, '$ref', prim(`#/$defs/${cls.name}`, span), span);
    return o;
  }

  /**
   * A class's schema; for a class of another file, placed at its use in the importing document (its values and what
   * cannot be analysed in it point there).
   */
  private foreignSafe(cls: ClassInfo, build: () => SObj): SObj {
    if (!cls.foreign) return build();
    const { anchor, path } = cls.foreign;
    try {
      return respanned(build(), anchor);
    } catch (e) {
      if (e instanceof NotAnalyzable && e.span !== anchor) throw new NotAnalyzable(`in \`${cls.name}\` (${path}): ${e.message}`, anchor);
      throw e;
    }
  }

  /** The schema of a hint (generate_inner). */
  type(t: PyType): SObj {
    const span = t.span;
    const typed = (type: string): SObj => {
      const o = obj(span);
      setp(o, 'type', prim(type, span), span);
      return o;
    };
    switch (t.k) {
      case 'str':
        return typed('string');
      case 'int':
        return typed('integer');
      case 'float':
        return typed('number');
      case 'bool':
        return typed('boolean');
      case 'none':
        return typed('null');
      case 'any':
        return obj(span);
      case 'bytes': {
        const o = typed('string');
        setp(o, 'format', prim('binary', span), span);
        return o;
      }
      case 'format': {
        if (t.type === 'decimal') {
          // Decimal in validation mode: a number, or a string of digits.
          const str = typed('string');
          setp(str, 'pattern', prim('^(?!^[-+.]*$)[+-]?0*\\d*\\.?\\d*$', span), span);
          return this.anyOf([typed('number'), str], span);
        }
        const o = typed(t.type);
        if (t.format) setp(o, 'format', prim(t.format, span), span);
        for (const [k, v] of t.extra ?? []) setp(o, k, prim(v, span), span);
        return o;
      }
      case 'list':
      case 'set':
      case 'frozenset':
      case 'sequence': {
        const o = typed('array');
        setp(o, 'items', t.item ? this.type(t.item) : obj(span), span);
        if (t.k === 'set' || t.k === 'frozenset') setp(o, 'uniqueItems', prim(true, span), span);
        return o;
      }
      case 'tuple': {
        const o = typed('array');
        if (t.rest) {
          setp(o, 'items', this.type(t.rest), span);
          return o;
        }
        if (t.items.length) setp(o, 'prefixItems', arr(t.items.map((i) => this.type(i)), span), span);
        setp(o, 'minItems', prim(t.items.length, span), span);
        setp(o, 'maxItems', prim(t.items.length, span), span);
        return o;
      }
      case 'dict': {
        const o = typed('object');
        const keys = t.key ? this.type(t.key) : obj(span);
        const isRef = getp(keys, '$ref') !== undefined;
        let pattern: SVal | undefined;
        if (!isRef) {
          pattern = getp(keys, 'pattern');
          delp(keys, 'pattern');
          delp(keys, 'title');
        }
        const values = t.value ? this.type(t.value) : obj(span);
        delp(values, 'title');
        if (values.props.length || pattern) {
          if (!pattern) setp(o, 'additionalProperties', values, span);
          else {
            const pp = obj(span);
            if (pattern.t !== 'prim' || typeof pattern.value !== 'string') throw new NotAnalyzable('a dict key pattern that is not a string', span);
            setp(pp, pattern.value, values, pattern.span);
            setp(o, 'patternProperties', pp, span);
          }
        } else setp(o, 'additionalProperties', prim(true, span), span);
        const kt = getp(keys, 'type');
        if ((kt?.t === 'prim' && kt.value === 'string' && keys.props.length > 1) || isRef) {
          delp(keys, 'type');
          setp(o, 'propertyNames', keys, span);
        }
        return o;
      }
      case 'union': {
        const nonNull = t.items.filter((i) => i.k !== 'none');
        const hasNull = nonNull.length < t.items.length;
        const inner = nonNull.length === 1 ? this.type(nonNull[0]) : nonNull.length ? this.anyOf(nonNull.map((i) => this.type(i)), span) : typed('null');
        if (!hasNull) return inner;
        const isNull = inner.props.length === 1 && getp(inner, 'type')?.t === 'prim' && (getp(inner, 'type') as { value: unknown }).value === 'null';
        return isNull ? inner : this.anyOf([inner, typed('null')], span);
      }
      case 'literal': {
        const o = obj(span);
        const values = t.values;
        if (values.length === 1) setp(o, 'const', prim(values[0].value, values[0].span), span);
        else setp(o, 'enum', arr(values.map((v) => prim(v.value, v.span)), span), span);
        const type = jsonTypeOfAll(values.map((v) => v.value));
        if (type) setp(o, 'type', prim(type, span), span);
        return o;
      }
      case 'class':
        return this.ref(t.cls, span);
      case 'annotated': {
        const inner = t.field.discriminator ? this.tagged(t.inner, t.field.discriminator) : this.type(t.inner);
        this.constrain(inner, t.inner, t.field);
        this.fieldKeywords(inner, t.field);
        return inner;
      }
    }
  }

  /**
   * A discriminated union (`Annotated[Union[A, B], Field(discriminator="kind")]`): pydantic's tagged-union schema,
   * `oneOf` the members' `$ref`s and `discriminator: {propertyName, mapping}` with each member's tag values (the
   * Literal of its `kind` field) pointing at its definition. Members must be models, TypedDicts or dataclasses of
   * this project whose tag field is a Literal of strings; anything else is not modelled.
   */
  private tagged(t: PyType, by: { value: string; span: Span }): SObj {
    let u = t;
    while (u.k === 'annotated') u = u.inner;
    if (u.k !== 'union') throw new NotAnalyzable('Field(discriminator=...) on a type that is not a union', by.span);
    const mapping = obj(by.span);
    const members: SVal[] = [];
    for (const m of u.items) {
      if (m.k !== 'class' || m.cls.kind === 'enum') throw new NotAnalyzable('a discriminated union member that is not a model (toollint models unions of models tagged by a Literal field)', m.span);
      const tag = m.cls.fields.find((f) => f.name === by.value);
      if (!tag || tag.field.alias !== undefined) throw new NotAnalyzable(`\`${m.cls.name}\` has no field \`${by.value}\` (pydantic raises PydanticUserError)`, m.span);
      let lit = tag.type;
      while (lit.k === 'annotated') lit = lit.inner;
      if (lit.k !== 'literal' || lit.values.some((v) => typeof v.value !== 'string')) throw new NotAnalyzable(`the tag \`${m.cls.name}.${by.value}\` is not a Literal of strings`, m.span);
      members.push(this.ref(m.cls, m.span));
      for (const v of lit.values) setp(mapping, v.value as string, prim(`#/$defs/${m.cls.name}`, m.span), m.span);
    }
    const disc = obj(by.span);
    setp(disc, 'mapping', mapping, by.span);
    setp(disc, 'propertyName', prim(by.value, by.span), by.span);
    const o = obj(by.span);
    setp(o, 'discriminator', disc, by.span);
    setp(o, 'oneOf', arr(members, u.span), u.span);
    return o;
  }

  /** get_flattened_anyof: members that are only an anyOf are spread into it. */
  private anyOf(members: SObj[], span: Span): SObj {
    const out: SVal[] = [];
    for (const m of members) {
      const inner = m.props.length === 1 ? getp(m, 'anyOf') : undefined;
      if (inner?.t === 'arr') out.push(...inner.items);
      else out.push(m);
    }
    const o = obj(span);
    setp(o, 'anyOf', arr(out, span), span);
    return o;
  }

  /** Field(ge=..., min_length=...): the keyword each constraint is for the type it constrains. */
  private constrain(schema: SObj, t: PyType, field: FieldInfo): void {
    if (!field.constraints.length) return;
    // A nullable type is constrained in its non-null branch.
    let target = schema;
    let type = t;
    while (type.k === 'annotated') type = type.inner;
    if (type.k === 'union') {
      const nonNull = type.items.filter((i) => i.k !== 'none');
      const branches = getp(schema, 'anyOf');
      if (nonNull.length === 1 && branches?.t === 'arr' && branches.items[0]?.t === 'obj') {
        target = branches.items[0];
        type = nonNull[0];
        while (type.k === 'annotated') type = type.inner;
      } else throw new NotAnalyzable('a constraint on a union (pydantic applies it at validation only)', field.span);
    }
    const family = type.k === 'str' || type.k === 'bytes' ? 'string' : type.k === 'int' || type.k === 'float' ? 'number' : ['list', 'set', 'frozenset', 'sequence', 'tuple'].includes(type.k) ? 'array' : type.k === 'dict' ? 'object' : undefined;
    for (const c of field.constraints) {
      const keyword = family ? KEYWORDS[family][c.key] : undefined;
      if (!keyword) throw new NotAnalyzable(`the constraint \`${c.key}\` on this type (pydantic checks it at validation only)`, c.span);
      setp(target, keyword, c.value, c.span);
    }
  }

  /** A Field's own keywords on the schema: title, description, examples and extras (not its default). */
  private fieldKeywords(schema: SObj, field: FieldInfo): void {
    if (field.title) setp(schema, 'title', field.title, field.title.span);
    if (field.description) setp(schema, 'description', field.description, field.description.span);
    for (const e of field.extra) setp(schema, e.key, e.value, e.span);
  }

  /** A field's or parameter's schema, with its title, default and Field keywords (GenerateJsonSchema's field handling). */
  field(f: FieldSpec): { schema: SObj; required: boolean } {
    let schema: SObj;
    if (f.untyped) {
      schema = obj(f.span);
      setp(schema, 'title', prim(f.name, f.nameSpan), f.nameSpan);
      setp(schema, 'type', prim('string', f.nameSpan), f.nameSpan);
    } else {
      schema = f.field.discriminator ? this.tagged(f.type, f.field.discriminator) : this.type(f.type);
      this.constrain(schema, f.type, f.field);
      this.fieldKeywords(schema, f.field);
    }
    const dflt = f.field.default;
    if (dflt && dflt !== 'factory') setp(schema, 'default', dflt.value, dflt.value.span);
    if (!getp(schema, 'title') && titleShouldBeSet(f.type)) setp(schema, 'title', prim(titleFromName(f.field.alias ?? f.name), f.nameSpan), f.nameSpan);
    const required = f.required ?? (dflt === undefined || f.field.required === true);
    return { schema: Object.assign(schema, { span: f.span }), required };
  }

  /** An object of fields: properties in order, `required`, `type: object` (model-fields and kw-arguments schemas). */
  fields(fields: FieldSpec[], span: Span): SObj {
    const o = obj(span);
    const props = obj(span);
    const required: SVal[] = [];
    const seen = new Set<string>();
    for (const f of fields) {
      let made: { schema: SObj; required: boolean };
      try {
        made = this.field(f);
      } catch (e) {
        if (f.foreign && e instanceof NotAnalyzable && e.span !== f.foreign.anchor) throw new NotAnalyzable(`in the field \`${f.name}\` (${f.foreign.path}): ${e.message}`, f.foreign.anchor);
        throw e;
      }
      const req = made.required;
      const schema = f.foreign ? respanned(made.schema, f.foreign.anchor) : made.schema;
      const name = f.field.alias ?? f.name;
      // Names are unique (parameters; fields deduplicated when the class was read; an alias twice is pydantic's error).
      if (seen.has(name)) throw new NotAnalyzable(`two fields named \`${name}\``, f.span);
      seen.add(name);
      const p: SProp = { key: name, keySpan: f.foreign ? f.foreign.anchor : f.nameSpan, value: schema };
      props.props.push(p);
      if (!f.foreign) p.property = f.span;
      if (f.model) p.model = f.model;
      if (f.keepDefault) p.keepDefault = true;
      if (req) required.push(prim(name, f.foreign ? f.foreign.anchor : f.nameSpan));
    }
    setp(o, 'properties', props, span);
    if (required.length) setp(o, 'required', arr(required, span), span);
    setp(o, 'type', prim('object', span), span);
    return o;
  }

  private classSchema(cls: ClassInfo): SObj {
    const fields = cls.fields.map((f) => ({ name: f.name, nameSpan: f.nameSpan, span: f.span, type: f.type, field: f.field, model: cls, foreign: f.foreign, required: cls.kind === 'typeddict' ? (f.requiredness ? f.requiredness === 'required' : cls.total) : undefined }));
    const extra = cls.kind === 'model' ? cls.extra : cls.kind === 'dataclass' ? undefined : (cls.extra ?? this.configs[this.configs.length - 1]);
    this.configs.push(cls.kind === 'model' ? cls.extra : extra);
    let o: SObj;
    try {
      o = this.fields(fields, cls.span);
    } finally {
      this.configs.pop();
    }
    setp(o, 'title', cls.title ?? prim(cls.name, cls.nameSpan), cls.nameSpan);
    if (cls.doc) setp(o, 'description', cls.doc, cls.doc.span);
    if (extra?.value === 'forbid') setp(o, 'additionalProperties', prim(false, extra.span), extra.span);
    else if (extra?.value === 'allow') setp(o, 'additionalProperties', prim(true, extra.span), extra.span);
    o.cls = cls;
    return o;
  }

  private enumSchema(cls: ClassInfo): SObj {
    const o = obj(cls.span);
    setp(o, 'title', prim(cls.name, cls.nameSpan), cls.nameSpan);
    if (cls.doc && !(cls.doc.t === 'prim' && cls.doc.value === 'An enumeration.')) setp(o, 'description', cls.doc, cls.doc.span);
    setp(o, 'enum', arr(cls.members.map((m) => prim(m.value, m.span)), cls.span), cls.span);
    const type = jsonTypeOfAll(cls.members.map((m) => m.value));
    if (type) setp(o, 'type', prim(type, cls.span), cls.span);
    return o;
  }

  /** Model.model_json_schema(): the model's own schema at the root, the classes it uses in `$defs`. */
  modelRoot(cls: ClassInfo): SObj {
    const root = this.foreignSafe(cls, () => (cls.kind === 'enum' ? this.enumSchema(cls) : this.classSchema(cls)));
    return this.finish(root);
  }

  /** TypeAdapter(fn).json_schema(): a function's arguments (kw_arguments_schema), closed with additionalProperties false. */
  argumentsRoot(params: FieldSpec[], span: Span): SObj {
    const o = this.fields(params, span);
    setp(o, 'additionalProperties', prim(false, span), span);
    return this.finish(o);
  }

  /** create_model(f"{name}Arguments", ...).model_json_schema() (MCPServer's argument model). */
  argumentModelRoot(params: FieldSpec[], title: string, span: Span): SObj {
    const o = this.fields(params, span);
    setp(o, 'title', prim(title, span), span);
    return this.finish(o);
  }

  /** `$defs` added to the root, then pydantic's sort. */
  private finish(root: SObj): SObj {
    if (this.defs.size) {
      const defs = obj(root.span);
      for (const [name, def] of this.defs) setp(defs, name, def, def.span);
      setp(root, '$defs', defs, root.span);
    }
    return sortSchema(root, undefined) as SObj;
  }
}

/** pydantic's field_title_should_be_set: no title on a field whose schema is a model, TypedDict or Enum reference. */
function titleShouldBeSet(t: PyType): boolean {
  if (t.k === 'class') return false;
  if (t.k === 'annotated') return titleShouldBeSet(t.inner);
  if (t.k === 'union') {
    const nonNull = t.items.filter((i) => i.k !== 'none');
    if (nonNull.length === 1 && nonNull.length < t.items.length) return titleShouldBeSet(nonNull[0]);
  }
  return true;
}

/** The JSON type shared by every literal value (pydantic's literal and enum schemas), if one. */
function jsonTypeOfAll(values: (string | number | boolean | null)[]): string | undefined {
  const types = new Set(values.map((v) => (v === null ? 'null' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v === 'boolean' ? 'boolean' : 'string')));
  return types.size === 1 ? [...types][0] : undefined;
}

/** GenerateJsonSchema.sort: keys alphabetical (by code point), recursively, except under `properties` and `default`. */
export function sortSchema(v: SVal, parentKey: string | undefined): SVal {
  spend(v.span);
  if (v.t === 'arr') return { ...v, items: v.items.map((i) => sortSchema(i, parentKey)) };
  if (v.t !== 'obj') return v;
  const props = parentKey === 'properties' || parentKey === 'default' ? [...v.props] : [...v.props].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { ...v, props: props.map((p) => ({ ...p, value: sortSchema(p.value, p.key) })) };
}
