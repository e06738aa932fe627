// Tools written as a class, in the style of Anthropic's agent quickstarts and cookbook (`class ThinkTool(Tool)`): the
// class attributes `name`, `description` and `input_schema` (or `inputSchema`), or the keyword arguments its
// `__init__` passes to `super().__init__(name=..., description=..., input_schema=...)`. Both are read as the dict
// `{name, description, input_schema}` such a base class sends (its `to_dict()`); nothing is run.
import type { PyNode } from './parser';

const SCHEMA_KEYS = ['input_schema', 'inputSchema'];
const TOOL_ATTRS = new Set(['name', 'description', ...SCHEMA_KEYS]);

/** True for `super().__init__(name=..., input_schema=...)`: a tool base class given the tool's parts. */
export function isToolInit(call: PyNode, text: string): boolean {
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'attribute' || fn.childForFieldName('attribute')?.text !== '__init__') return false;
  const obj = fn.childForFieldName('object');
  if (obj?.type !== 'call' || obj.childForFieldName('function')?.text !== 'super') return false;
  const keys = new Set<string>();
  for (const a of call.childForFieldName('arguments')?.namedChildren ?? []) {
    const k = a?.type === 'keyword_argument' ? a.childForFieldName('name') : undefined;
    if (k) keys.add(text.slice(k.startIndex, k.endIndex));
  }
  return keys.has('name') && SCHEMA_KEYS.some((k) => keys.has(k));
}

/** Module-level classes whose body assigns `name` and an input schema once each, with those attributes. */
export function attributeTools(root: PyNode, text: string): { cls: PyNode; attrs: { key: string; keyNode: PyNode; statement: PyNode; value: PyNode }[] }[] {
  const out: { cls: PyNode; attrs: { key: string; keyNode: PyNode; statement: PyNode; value: PyNode }[] }[] = [];
  for (const st of root.namedChildren) {
    const cls = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
    if (cls?.type !== 'class_definition') continue;
    const attrs = new Map<string, { key: string; keyNode: PyNode; statement: PyNode; value: PyNode } | null>();
    for (const s of cls.childForFieldName('body')?.namedChildren ?? []) {
      const a = s?.type === 'expression_statement' ? s.namedChildren[0] : undefined;
      const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
      const value = a?.childForFieldName('right');
      const key = left?.type === 'identifier' ? text.slice(left.startIndex, left.endIndex) : undefined;
      if (!key || !TOOL_ATTRS.has(key)) continue;
      // Assigned twice (or annotated without a value): which one the class keeps is not read.
      attrs.set(key, attrs.has(key) || !value ? null : { key, keyNode: left!, statement: a!, value });
    }
    const schema = SCHEMA_KEYS.map((k) => attrs.get(k)).find((v) => v);
    const name = attrs.get('name');
    if (!name || !schema || (schema.value.type !== 'dictionary' && schema.value.type !== 'identifier' && schema.value.type !== 'call')) continue;
    const description = attrs.get('description');
    out.push({ cls, attrs: [name, ...(description ? [description] : []), schema] });
  }
  return out;
}
