// The builder's model (a tool's name, description and parameter rows) and what it turns into: a schema that is strict
// by construction (every property required, no additional properties; "no value" is null, never an absent key) in
// the shape the user picks. Pure: no DOM, shared by the playground's Build mode and VS Code's "New tool..." webview.

export type ParamType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
export const PARAM_TYPES: readonly ParamType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];

export interface Param {
  name: string;
  type: ParamType;
  description: string;
  /** Allowed values (string, number and integer types); empty for any value. */
  enumValues: string[];
  /** The model may send null for "no value" (strict mode's idiom for an optional parameter). */
  nullable: boolean;
  /** Bounds of a number or integer, as typed (blank for none). */
  minimum?: string;
  maximum?: string;
  /** An object's properties. */
  properties: Param[];
  /** An array's element (its name is unused). */
  items?: Param;
}

export interface ToolModel {
  name: string;
  description: string;
  params: Param[];
}

export type OutputShape = 'openai' | 'anthropic' | 'mcp' | 'gemini' | 'zod';
export const OUTPUT_SHAPES: readonly { id: OutputShape; label: string }[] = [
  { id: 'openai', label: 'OpenAI (strict function)' },
  { id: 'anthropic', label: 'Anthropic (strict tool)' },
  { id: 'mcp', label: 'MCP (tools/list entry)' },
  { id: 'gemini', label: 'Gemini (function declaration)' },
  { id: 'zod', label: 'zod 4 code' },
];

/** A new parameter row. */
export function newParam(type: ParamType = 'string', name = ''): Param {
  return { name, type, description: '', enumValues: [], nullable: false, properties: [], items: type === 'array' ? newParam('string') : undefined };
}

type Schema = Record<string, unknown>;

export interface SchemaOptions {
  /**
   * Bounds written into the description instead of minimum/maximum, as Anthropic's SDK sends a strict tool's (strict
   * tool use rejects the keywords).
   */
  boundsInDescription?: boolean;
}

/** The strict JSON Schema of the parameters: an object whose every property is required and no other allowed. */
export function parametersSchema(model: ToolModel, options: SchemaOptions = {}): Schema {
  return objectSchema(model.params, undefined, options);
}

function objectSchema(props: Param[], description: string | undefined, options: SchemaOptions): Schema {
  const properties: Record<string, Schema> = {};
  for (const p of named(props)) properties[p.name] = paramSchema(p, options);
  const out: Schema = { type: 'object' };
  if (description) out.description = description;
  out.properties = properties;
  out.required = Object.keys(properties);
  out.additionalProperties = false;
  return out;
}

/** Rows with a name, the first of each name (a later duplicate is the user still typing). */
function named(props: Param[]): Param[] {
  const seen = new Set<string>();
  return props.filter((p) => {
    const n = p.name.trim();
    if (!n || seen.has(n)) return false;
    seen.add(n);
    return true;
  });
}

function enumOf(p: Param): (string | number)[] | undefined {
  if (p.type !== 'string' && p.type !== 'number' && p.type !== 'integer') return undefined;
  const values = [...new Set(p.enumValues.map((v) => v.trim()).filter((v) => v !== ''))];
  if (values.length === 0) return undefined;
  if (p.type === 'string') return values;
  const numbers = values.map(Number).filter((n) => Number.isFinite(n) && (p.type === 'number' || Number.isInteger(n)));
  return numbers.length ? [...new Set(numbers)] : undefined;
}

/** minimum and maximum of a number or integer row, where typed as numbers (an integer's as integers). */
function boundsOf(p: Param): { minimum?: number; maximum?: number } {
  if (p.type !== 'number' && p.type !== 'integer') return {};
  const out: { minimum?: number; maximum?: number } = {};
  for (const k of ['minimum', 'maximum'] as const) {
    const text = p[k]?.trim();
    const n = text ? Number(text) : NaN;
    if (Number.isFinite(n) && (p.type === 'number' || Number.isInteger(n))) out[k] = n;
  }
  return out;
}

function paramSchema(p: Param, options: SchemaOptions): Schema {
  let description = p.description.trim() || undefined;
  let out: Schema;
  if (p.type === 'object') out = objectSchema(p.properties, description, options);
  else {
    const values = enumOf(p);
    const bounds = values ? {} : boundsOf(p);
    const written = Object.entries(bounds);
    if (options.boundsInDescription && written.length) {
      description = `${description ? `${description}\n\n` : ''}{${written.map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
    }
    out = { type: p.type };
    if (description) out.description = description;
    if (p.type === 'array') out.items = paramSchema(p.items ?? newParam('string'), options);
    if (values) out.enum = values;
    else if (!options.boundsInDescription) Object.assign(out, bounds);
  }
  if (!p.nullable) return out;
  // Null for "no value": a type list (OpenAI's documented idiom), with null among the enum values too.
  out.type = [out.type, 'null'];
  if (Array.isArray(out.enum)) out.enum = [...out.enum, null];
  return out;
}

/** The tool in the chosen shape: JSON text for the JSON shapes, TypeScript code for zod. */
export function buildTool(model: ToolModel, shape: OutputShape): string {
  if (shape === 'zod') return zodCode(model);
  return JSON.stringify(toolObject(model, shape), null, 2);
}

/** The tool object for a JSON shape. */
export function toolObject(model: ToolModel, shape: Exclude<OutputShape, 'zod'>): Schema {
  const name = model.name.trim();
  const description = model.description.trim();
  const schema = parametersSchema(model, { boundsInDescription: shape === 'anthropic' });
  switch (shape) {
    case 'openai':
      return { type: 'function', function: { name, description, strict: true, parameters: schema } };
    case 'anthropic':
      return { name, description, strict: true, input_schema: schema };
    case 'mcp':
      return { name, description, inputSchema: schema };
    case 'gemini':
      return { name, description, parametersJsonSchema: schema };
  }
}

// ---- zod 4 code ----

/** A JavaScript identifier for the tool's schema constant. */
function identifier(name: string): string {
  const words = name.trim().split(/[^A-Za-z0-9$]+/).filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
  const id = /^[A-Za-z_$]/.test(camel) ? camel : `tool${camel[0]?.toUpperCase() ?? ''}${camel.slice(1)}`;
  return `${id || 'tool'}Parameters`;
}

const quote = (s: string): string => JSON.stringify(s);

/** A key as written in an object literal: bare when it is an identifier. */
function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name);
}

function zodOf(p: Param, indent: string): string {
  let expr: string;
  const values = enumOf(p);
  if (p.type === 'object') expr = zodObject(p.properties, indent);
  else if (p.type === 'array') expr = `z.array(${zodOf(p.items ?? newParam('string'), indent)})`;
  else if (values && p.type === 'string') expr = `z.enum([${values.map((v) => quote(String(v))).join(', ')}])`;
  // zod 4 sends a literal list as { type: "number", enum }: the same values whether the row says number or integer.
  else if (values) expr = `z.literal([${values.join(', ')}])`;
  else {
    expr = { string: 'z.string()', number: 'z.number()', integer: 'z.int()', boolean: 'z.boolean()' }[p.type];
    const { minimum, maximum } = boundsOf(p);
    if (minimum !== undefined) expr += `.min(${minimum})`;
    if (maximum !== undefined) expr += `.max(${maximum})`;
  }
  if (p.nullable) expr += '.nullable()';
  const description = p.description.trim();
  if (description) expr += `.describe(${quote(description)})`;
  return expr;
}

function zodObject(props: Param[], indent: string): string {
  const rows = named(props);
  if (rows.length === 0) return 'z.strictObject({})';
  const inner = `${indent}  `;
  return `z.strictObject({\n${rows.map((p) => `${inner}${key(p.name)}: ${zodOf(p, inner)},`).join('\n')}\n${indent}})`;
}

/** zod 4 code: the parameters as a z.strictObject (every key required; null for "no value"), and the tool beside it. */
export function zodCode(model: ToolModel): string {
  const id = identifier(model.name);
  return [
    `import { z } from 'zod';`,
    '',
    `export const ${id} = ${zodObject(model.params, '')};`,
    '',
    `export const ${id.replace(/Parameters$/, 'Tool')} = {`,
    `  name: ${quote(model.name.trim())},`,
    `  description: ${quote(model.description.trim())},`,
    `  parameters: ${id},`,
    `};`,
    '',
  ].join('\n');
}

// ---- inserting into a file ----

/** A JSON value as a Python literal (a dict for a tool): JSON's strings are valid Python strings; true/false/null differ. */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'None';
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

/** The shape a new tool is first built in for a file of this language: zod code in TypeScript/JavaScript, else OpenAI. */
export function defaultShapeFor(languageId: string | undefined): OutputShape {
  return /^(typescript|javascript)(react)?$/.test(languageId ?? '') ? 'zod' : 'openai';
}

/**
 * The text to insert into a document of `languageId` for the built tool: the JSON shapes as JSON in JSON and in
 * TypeScript/JavaScript (an object literal), as a dict in Python; zod code as it is. Lines after the first are indented
 * like the line the cursor is on. Undefined when the output cannot go into that language (zod code into JSON or Python).
 */
export function textToInsert(model: ToolModel, shape: OutputShape, languageId: string | undefined, lineIndent: string): string | undefined {
  const python = languageId === 'python';
  let text: string;
  if (shape === 'zod') {
    if (python || /^json/.test(languageId ?? '')) return undefined;
    text = zodCode(model);
  } else if (python) text = pythonLiteral(toolObject(model, shape));
  else text = buildTool(model, shape);
  return text.replace(/\n(?!$)/g, `\n${lineIndent}`);
}

// ---- editing an existing tool ----

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The parameter a property schema is, if the builder writes exactly such schemas; bounds come back as typed. */
function paramFrom(name: string, s: unknown, shape: OutputShape): Param | undefined {
  if (!isObject(s)) return undefined;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const nullable = types.length === 2 && types[1] === 'null';
  const type = types[0] as ParamType;
  if (!PARAM_TYPES.includes(type) || types.length > (nullable ? 2 : 1)) return undefined;
  const p = newParam(type, name);
  p.nullable = nullable;
  let description = typeof s.description === 'string' ? s.description : '';
  if (shape === 'anthropic') {
    // Bounds as Anthropic's SDK writes them into the description: "\n\n{minimum: 1, maximum: 5}".
    const m = /(?:^|\n\n)\{((?:minimum|maximum): -?[\d.e+-]+(?:, (?:minimum|maximum): -?[\d.e+-]+)?)\}$/.exec(description);
    if (m && (type === 'number' || type === 'integer')) {
      for (const part of m[1]!.split(', ')) {
        const [k, v] = part.split(': ') as ['minimum' | 'maximum', string];
        p[k] = v;
      }
      description = description.slice(0, m.index);
    }
  }
  p.description = description;
  if (typeof s.minimum === 'number') p.minimum = String(s.minimum);
  if (typeof s.maximum === 'number') p.maximum = String(s.maximum);
  if (Array.isArray(s.enum)) p.enumValues = s.enum.filter((v) => v !== null).map(String);
  if (type === 'object') {
    const props = isObject(s.properties) ? s.properties : {};
    const rows = Object.entries(props).map(([k, v]) => paramFrom(k, v, shape));
    if (rows.some((r) => r === undefined)) return undefined;
    p.properties = rows as Param[];
  }
  if (type === 'array') {
    const items = paramFrom('', s.items, shape);
    if (!items) return undefined;
    p.items = items;
  }
  return p;
}

const canonical = (v: unknown): string => JSON.stringify(v, (_k, x) => (isObject(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : x));

/**
 * The builder's model of a tool definition (OpenAI, Anthropic, MCP or Gemini JSON), only when the builder writes that
 * very definition back (the same keys and values, in any order): editing it in the builder then loses nothing.
 * Undefined for anything else (a keyword the builder does not write, an optional property, a default, ...).
 */
export function modelFromTool(value: unknown): { model: ToolModel; shape: Exclude<OutputShape, 'zod'> } | undefined {
  if (!isObject(value)) return undefined;
  let shape: Exclude<OutputShape, 'zod'>;
  let body: Json;
  let schema: unknown;
  if (value.type === 'function' && isObject(value.function)) [shape, body, schema] = ['openai', value.function, value.function.parameters];
  else if ('input_schema' in value) [shape, body, schema] = ['anthropic', value, value.input_schema];
  else if ('inputSchema' in value) [shape, body, schema] = ['mcp', value, value.inputSchema];
  else if ('parametersJsonSchema' in value) [shape, body, schema] = ['gemini', value, value.parametersJsonSchema];
  else return undefined;
  if (typeof body.name !== 'string' || typeof body.description !== 'string') return undefined;
  const root = paramFrom('', schema, shape);
  if (!root || root.type !== 'object' || root.nullable || root.description) return undefined;
  const model: ToolModel = { name: body.name, description: body.description, params: root.properties };
  return canonical(toolObject(model, shape)) === canonical(value) ? { model, shape } : undefined;
}
