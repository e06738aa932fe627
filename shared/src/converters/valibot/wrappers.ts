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
