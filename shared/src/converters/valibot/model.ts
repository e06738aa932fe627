// What the Valibot reader (read.ts) makes of the code: each schema and pipe action as Valibot's own objects hold them
// (`type` as Valibot names it: `strict_object`, `min_length`...), the values it takes from the code as nodes, and
// every part with the span of the code that writes it. emit.ts turns this into what toJsonSchema sends.
import type { Node as JsonNode } from 'jsonc-parser';

export interface Span {
  offset: number;
  length: number;
}

/** A schema: `v.string()`, `v.object({...})`, or a `v.pipe(...)` of one (its type is its first schema's). */
export interface VSchema {
  kind: 'schema';
  type: string;
  span: Span;
  /** object, loose_object, strict_object, object_with_rest: the entries in their order. */
  entries?: { key: string; span: Span; schema: VNode }[];
  /** array: the item; optional, nullable...: the wrapped schema; record: key and value; *_with_rest: rest. */
  item?: VNode;
  wrapped?: VNode;
  key?: VNode;
  value?: VNode;
  rest?: VNode;
  /** tuple and union, variant, intersect: the members. */
  members?: VNode[];
  /** picklist and enum: the options; literal: the value; optional and nullable: the default. */
  options?: JsonNode[];
  literal?: JsonNode;
  /** literal: a value JSON has no form for (a bigint, a symbol), which toJsonSchema refuses. */
  nonJson?: true;
  default?: JsonNode;
  /** lazy: the schema its getter returns, read when the conversion first asks (it may be the schema being defined). */
  getter?: () => VNode;
  /** `v.pipe(schema, ...items)`: the schema first, then the items, as Valibot keeps them. */
  pipe?: VItem[];
}

/** A pipe action (`v.minLength(1)`, `v.description('...')`, `v.transform(fn)`). */
export interface VAction {
  kind: 'action';
  type: string;
  span: Span;
  /** The first argument (a requirement, a description, metadata...), as read. */
  arg?: JsonNode;
  /** `v.regex(/.../flags)`: the expression's source and flags. */
  regex?: { source: string; flags: string };
}

/** Code the reader does not model: kept with the reason, so only its own part is unknown. */
export interface VUnknown {
  kind: 'unknown';
  node: JsonNode;
  /** Set when the code cannot be read statically (not a bound of the reading): as an object's field, it is kept. */
  unread?: true;
}

/** On the node emit.ts sends for an object field whose schema cannot be read (see VUnknown.unread): the reason. */
export const UNREAD_FIELD = Symbol('a Valibot field toollint cannot read');

export type VNode = VSchema | VUnknown;
export type VItem = VNode | VAction;

/** toJsonSchema's options that change what it sends (the rest, functions, are run-time values). */
export interface ToJsonSchemaConfig {
  typeMode?: 'ignore' | 'input' | 'output';
  errorMode?: 'throw' | 'warn' | 'ignore';
  target?: 'draft-07' | 'draft-2020-12';
  ignoreActions?: string[];
}
