// The Python converters' model: the types a hint names (PyType, as pydantic's core schema sees them), the JSON values the
// emitters write (SVal, each with the span of the Python code that made it), and the budget that bounds a conversion.
import type { Span } from '../../types';

export type { Span };

/** What the model cannot know without running code: a tool or a model that is not analysed, and why. */
export class NotAnalyzable extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Types, as pydantic 2 builds its core schema from a hint.

export type Lit = string | number | boolean | null;

/** Keyword arguments of `Field(...)` (and `Annotated` metadata) that the JSON Schema shows. */
export interface FieldInfo {
  /** The default when it is a literal; `factory` for default_factory (no `default` keyword, not required). */
  default?: { value: SVal } | 'factory';
  /** `...`, `Field(...)` or `Field()` without default: required. */
  required?: true;
  description?: SVal;
  title?: SVal;
  alias?: string;
  /** Constraints in the order written (pydantic applies each to the type it constrains). */
  constraints: { key: string; value: SVal; span: Span }[];
  /** `examples=[...]`, `deprecated=...`, json_schema_extra's literal keys: written beside the field's schema. */
  extra: { key: string; value: SVal; span: Span }[];
  /** `Field(discriminator="kind")`: the union is tagged by that field of each member (oneOf + discriminator mapping). */
  discriminator?: { value: string; span: Span };
  /** `Annotated[x, "text"]`: pydantic ignores it; FastMCP turns a parameter's into Field(description="text"). */
  note?: SVal;
  span: Span;
}

export type PyType = (
  | { k: 'str' | 'int' | 'float' | 'bool' | 'none' | 'any' | 'bytes' }
  /** A string with a format (datetime: date-time, UUID: uuid, ...), or a number-like string (Decimal). */
  | { k: 'format'; type: string; format?: string; extra?: [string, Lit][] }
  | { k: 'list' | 'set' | 'frozenset' | 'sequence'; item: PyType | undefined }
  | { k: 'tuple'; items: PyType[]; rest?: PyType; empty?: true }
  | { k: 'dict'; key: PyType | undefined; value: PyType | undefined }
  | { k: 'union'; items: PyType[] }
  | { k: 'literal'; values: { value: Lit; span: Span }[] }
  | { k: 'class'; cls: ClassInfo }
  | { k: 'annotated'; inner: PyType; field: FieldInfo }
) & { span: Span };

/** A same-file class that a hint names: a pydantic model, a TypedDict or an Enum. */
export interface ClassInfo {
  kind: 'model' | 'typeddict' | 'enum' | 'dataclass';
  name: string;
  span: Span;
  /** The class statement's name node (where a fix adds `model_config`). */
  nameSpan: Span;
  /** The cleaned docstring, if any (the model's or enum's `description`). */
  doc?: SVal;
  /** The docstring as `__doc__` holds it (openai's pydantic_function_tool sends that). */
  rawDoc?: SVal;
  /** A class read from another file of the workspace: that file, and where the importing document uses it. */
  foreign?: { path: string; anchor: Span };
  /** Model and TypedDict fields, in definition order (inherited fields first). */
  fields: ModelField[];
  /** Enum member values, in definition order. */
  members: { name: string; value: Lit; span: Span }[];
  /** model_config's `extra` ('forbid' | 'allow' | 'ignore') and `title`, when literal. */
  extra?: { value: string; span: Span };
  title?: SVal;
  /** TypedDict(total=False). */
  total: boolean;
  /** Where `model_config = ConfigDict(extra="forbid")` would go: the offset of the first body statement. */
  bodyStart: number;
  bodyIndent: string;
}

export interface ModelField {
  name: string;
  nameSpan: Span;
  /** The whole `days: int = 3` statement. */
  span: Span;
  type: PyType;
  field: FieldInfo;
  /** TypedDict `NotRequired[...]` / `Required[...]`. */
  requiredness?: 'required' | 'not-required';
  /** A field inherited from a class of another file: written there. */
  foreign?: ClassInfo['foreign'];
  /** Its hint marks it injected at run time (LangChain's InjectedToolArg, ToolRuntime). */
  injected?: true;
}

// ---------------------------------------------------------------------------------------------------------------
// Output values with spans, turned into jsonc-parser nodes at the end.

export type SVal = SObj | SArr | SPrim;
export interface SObj {
  t: 'obj';
  span: Span;
  props: SProp[];
  /** The model or TypedDict class whose schema this object is (a fix edits that class). */
  cls?: ClassInfo;
}
export interface SArr {
  t: 'arr';
  span: Span;
  items: SVal[];
}
export interface SPrim {
  t: 'prim';
  span: Span;
  value: Lit;
}
export interface SProp {
  key: string;
  keySpan: Span;
  value: SVal;
  /** For a property of an object schema: the whole `days: int = 3` it was read from. */
  property?: Span;
  /** For a property read from a model class: the class (a fix adds `model_config` there). */
  model?: ClassInfo;
  /** A positional parameter after one with a default: removing its own default would be a SyntaxError. */
  keepDefault?: true;
}

/**
 * Most values one conversion emits: a model used at many places is inlined at each (FastMCP dereferences), so nested
 * models that each use the previous one twice double the output at each step; past this the tool is not analysed.
 */
export const MAX_EMITTED_VALUES = 100_000;
let emitBudget = MAX_EMITTED_VALUES;
export function resetEmitBudget(): void {
  emitBudget = MAX_EMITTED_VALUES;
}
export function spend(span: Span): void {
  if (--emitBudget < 0) throw new NotAnalyzable(`the schema expands to more than ${MAX_EMITTED_VALUES.toLocaleString('en-US')} values`, span);
}
export const obj = (span: Span): SObj => (spend(span), { t: 'obj', span, props: [] });
export const prim = (value: Lit, span: Span): SPrim => (spend(span), { t: 'prim', span, value });
export const arr = (items: SVal[], span: Span): SArr => (spend(span), { t: 'arr', span, items });

export function getp(o: SObj, key: string): SVal | undefined {
  return o.props.find((p) => p.key === key)?.value;
}
/** Python's `d[key] = value`: an existing key keeps its place. */
export function setp(o: SObj, key: string, value: SVal, keySpan: Span = value.span): SProp {
  const p = o.props.find((q) => q.key === key);
  if (p) {
    p.value = value;
    p.keySpan = keySpan;
    return p;
  }
  const np: SProp = { key, keySpan, value };
  o.props.push(np);
  return np;
}
export function delp(o: SObj, key: string): void {
  o.props = o.props.filter((p) => p.key !== key);
}
/** A deep copy (counted against the budget): a definition inlined where it is used. */
export function deepCopy(v: SVal): SVal {
  spend(v.span);
  if (v.t === 'obj') return { t: 'obj', span: v.span, cls: v.cls, props: v.props.map((p) => ({ ...p, value: deepCopy(p.value) })) };
  if (v.t === 'arr') return { t: 'arr', span: v.span, items: v.items.map(deepCopy) };
  return { ...v };
}

/**
 * A value written in another file, placed where the importing document uses it: every span is that use (findings land
 * in the document), and no property keeps the span of its code there (a fix would edit the wrong file). Not counted
 * against the budget: the value was counted when it was made.
 */
export function respanned<T extends SVal>(v: T, span: Span): T {
  if (v.t === 'obj') return { ...v, span, props: v.props.map((p) => ({ ...p, keySpan: span, property: undefined, value: respanned(p.value, span) })) };
  if (v.t === 'arr') return { ...v, span, items: v.items.map((i) => respanned(i, span)) };
  return { ...v, span };
}

/** The plain JSON value (tests and the oracles compare it with JSON.stringify). */
export function plain(v: SVal): unknown {
  if (v.t === 'prim') return v.value;
  if (v.t === 'arr') return v.items.map(plain);
  const out: Record<string, unknown> = {};
  for (const p of v.props) out[p.key] = plain(p.value);
  return out;
}

/** Python's `==` on JSON-like values (used for pydantic's `const` vs `enum` and openai's `default is None`). */
export function sameValue(a: SVal, b: SVal): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}
