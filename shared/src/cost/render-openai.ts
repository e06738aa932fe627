// Renders tools the way OpenAI puts them in the prompt (openai/harmony docs/format.md), to count their tokens.
import { isSchemaObject, type SchemaObject } from '../schema/walk';

/** Text every request with tools pays once, around the tool definitions. */
export const OPENAI_TOOLS_PREAMBLE = '# Tools\n\n## functions\n\nnamespace functions {\n\n';
export const OPENAI_TOOLS_POSTAMBLE = '} // namespace functions';

const MAX_RENDER_DEPTH = 12;

/** The block one function adds inside `namespace functions`. */
export function renderOpenAiTool(name: string, description: string | undefined, schema: unknown): string {
  let out = '';
  if (description) out += commentLines(description, '');
  const props = isSchemaObject(schema) && isSchemaObject(schema.properties) ? schema.properties : undefined;
  if (!props || Object.keys(props).length === 0) {
    out += `type ${name} = () => any;\n\n`;
    return out;
  }
  out += `type ${name} = (_: {\n${renderProperties(schema as SchemaObject, '', 0)}}) => any;\n\n`;
  return out;
}

function commentLines(text: string, indent: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `${indent}// ${line}\n`)
    .join('');
}

function renderProperties(schema: SchemaObject, indent: string, depth: number): string {
  const props = schema.properties as SchemaObject;
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((x) => typeof x === 'string') : []);
  let out = '';
  for (const key of Object.keys(props)) {
    const prop = props[key];
    const p = isSchemaObject(prop) ? prop : {};
    if (typeof p.description === 'string' && p.description) out += commentLines(p.description, indent);
    const optional = required.has(key) ? '' : '?';
    out += `${indent}${key}${optional}: ${renderType(p, indent, depth + 1)},`;
    if (p.default !== undefined) out += ` // default: ${safeJson(p.default)}`;
    out += '\n';
  }
  return out;
}

function renderType(schema: SchemaObject, indent: string, depth: number): string {
  if (depth > MAX_RENDER_DEPTH) return 'any';
  const nullable = schema.nullable === true ? ' | null' : '';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => safeJson(v)).join(' | ') + nullable;
  if (schema.const !== undefined) return safeJson(schema.const);
  const union = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined) as unknown[] | undefined;
  if (union) return union.map((s) => renderType(isSchemaObject(s) ? s : {}, indent, depth + 1)).join(' | ') + nullable;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const rendered = types.map((t) => renderSingleType(typeof t === 'string' ? t.toLowerCase() : undefined, schema, indent, depth));
  return rendered.join(' | ') + nullable;
}

function renderSingleType(type: string | undefined, schema: SchemaObject, indent: string, depth: number): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const items = isSchemaObject(schema.items) ? schema.items : {};
      const inner = renderType(items, indent, depth + 1);
      return inner.includes(' | ') ? `Array<${inner}>` : `${inner}[]`;
    }
    case 'object':
      if (isSchemaObject(schema.properties) && Object.keys(schema.properties).length > 0) {
        return `{\n${renderProperties(schema, indent + '  ', depth + 1)}${indent}}`;
      }
      return 'object';
    default:
      return 'any';
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    return '?';
  }
}
