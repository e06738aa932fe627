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

/** `text`'s lines (split at \n and \r\n, as `split(/\r?\n/)` splits), each as a comment line. */
function commentLines(text: string, indent: string): string {
  // Most descriptions are one line: that line is the text itself, and no array or regex is needed.
  let out = '';
  for (let from = 0; ; ) {
    const nl = text.indexOf('\n', from);
    if (nl < 0) return out + indent + '// ' + (from === 0 ? text : text.slice(from)) + '\n';
    out += indent + '// ' + text.slice(from, nl > from && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl) + '\n';
    from = nl + 1;
  }
}

/** Whether `key` is a string of `required` (a Set for a long list: the check stays linear in the schema's size). */
function requiredTest(required: unknown): (key: string) => boolean {
  if (!Array.isArray(required) || required.length === 0) return () => false;
  if (required.length <= 16) return (key) => required.includes(key);
  const set = new Set(required.filter((x) => typeof x === 'string'));
  return (key) => set.has(key);
}

function renderProperties(schema: SchemaObject, indent: string, depth: number): string {
  const props = schema.properties as SchemaObject;
  const isRequired = requiredTest(schema.required);
  let out = '';
  for (let i = 0, keys = Object.keys(props); i < keys.length; i++) {
    const key = keys[i]!;
    const prop = props[key];
    const p = isSchemaObject(prop) ? prop : {};
    if (typeof p.description === 'string' && p.description) out += commentLines(p.description, indent);
    out += indent + key + (isRequired(key) ? ': ' : '?: ') + renderType(p, indent, depth + 1) + ',';
    if (p.default !== undefined) out += ' // default: ' + safeJson(p.default);
    out += '\n';
  }
  return out;
}

function renderType(schema: SchemaObject, indent: string, depth: number): string {
  if (depth > MAX_RENDER_DEPTH) return 'any';
  const nullable = schema.nullable === true ? ' | null' : '';
  if (Array.isArray(schema.enum)) return joined(schema.enum, (v) => safeJson(v)) + nullable;
  if (schema.const !== undefined) return safeJson(schema.const);
  const union = (Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined) as unknown[] | undefined;
  if (union) return joined(union, (s) => renderType(isSchemaObject(s) ? s : {}, indent, depth + 1)) + nullable;
  const type = schema.type;
  if (!Array.isArray(type)) return renderSingleType(typeof type === 'string' ? type.toLowerCase() : undefined, schema, indent, depth) + nullable;
  return joined(type, (t) => renderSingleType(typeof t === 'string' ? t.toLowerCase() : undefined, schema, indent, depth)) + nullable;
}

/** `list.map(render).join(' | ')`, without the array of pieces (a hole of a sparse array is '', as join makes it). */
function joined(list: unknown[], render: (item: unknown) => string): string {
  let out = '';
  for (let i = 0; i < list.length; i++) {
    if (i) out += ' | ';
    const item = list[i];
    if (item !== undefined || i in list) out += render(item);
  }
  return out;
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
