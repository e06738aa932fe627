// What the libraries that take a Valibot schema do after toJsonSchema, as data on the nodes.
import type { Node as JsonNode } from 'jsonc-parser';

/**
 * @tmcp/adapter-valibot 0.1 (`add_type_to_enums`): every object reached through object-valued keys from the root
 * (never through an array, so not inside anyOf) that has `enum` and no `type` gets `type: "string"` appended, whatever
 * its options are. The root itself is not looked at.
 */
export function tmcpEnumTypes(root: JsonNode): JsonNode {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type !== 'object') continue;
    for (const p of n.children ?? []) {
      const v = p.children?.[1];
      if (!v || v.type !== 'object') continue;
      const keys = (v.children ?? []).map((c) => c.children?.[0]?.value);
      if (keys.includes('enum') && !keys.includes('type')) {
        const at = v.children!.find((c) => c.children?.[0]?.value === 'enum')!;
        const prop = { type: 'property', offset: at.offset, length: at.length, parent: v, children: [] as JsonNode[] } as JsonNode;
        prop.children!.push({ type: 'string', value: 'type', offset: at.offset, length: at.length, parent: prop } as JsonNode, { type: 'string', value: 'string', offset: at.offset, length: at.length, parent: prop } as JsonNode);
        v.children!.push(prop);
      }
      stack.push(v);
    }
  }
  return root;
}

/**
 * The AI SDK 6 (@ai-sdk/provider-utils 4.0, addAdditionalPropertiesToJsonSchema) on a Standard JSON Schema's input
 * side: every object (`type` "object", or a type list with it) gets `additionalProperties: false` unless it has a
 * schema there (kept in place; appended last when absent), through properties, items, anyOf, allOf and oneOf.
 */
export function aiSdkClosedObjects(node: JsonNode, depth = 0): JsonNode {
  if (node.type !== 'object' || depth > 200) return node;
  const member = (k: string) => node.children?.find((p) => p.children?.[0]?.value === k);
  const type = member('type')?.children?.[1];
  const isObject = (type?.type === 'string' && type.value === 'object') || (type?.type === 'array' && (type.children ?? []).some((c) => c.value === 'object'));
  const visit = (v: JsonNode | undefined) => v && aiSdkClosedObjects(v, depth + 1);
  if (isObject) {
    const extra = member('additionalProperties');
    const value = extra?.children?.[1];
    if (value && value.type === 'object') visit(value);
    else if (value && value.type !== 'null') Object.assign(value, { type: 'boolean', value: false, children: undefined });
    else {
      const at = type!;
      const prop = { type: 'property', offset: at.offset, length: at.length, parent: node, children: [] as JsonNode[] } as JsonNode;
      prop.children!.push({ type: 'string', value: 'additionalProperties', offset: at.offset, length: at.length, parent: prop } as JsonNode, { type: 'boolean', value: false, offset: at.offset, length: at.length, parent: prop } as JsonNode);
      if (extra) extra.children![1] = Object.assign(prop.children![1]!, { parent: extra });
      else node.children!.push(prop);
    }
    for (const p of member('properties')?.children?.[1]?.children ?? []) visit(p.children?.[1]);
  }
  const items = member('items')?.children?.[1];
  if (items?.type === 'array') items.children?.forEach(visit);
  else visit(items);
  for (const k of ['anyOf', 'allOf', 'oneOf']) member(k)?.children?.[1]?.children?.forEach(visit);
  return node;
}
