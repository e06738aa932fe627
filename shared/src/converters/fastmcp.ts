// What FastMCP (the `fastmcp` npm package, punkpeye/fastmcp) does to a tool's schema after conversion, as data: a port
// of its own JavaScript on plain JSON (json-passes.ts), so the key order is FastMCP's.
//
// fastmcp 4.20.16 (dist chunk, FastMCP.ts setupToolHandlers), tools/list:
//   { annotations, description, inputSchema, name, ...outputSchema, ..._meta } where inputSchema is
//   `tool.parameters ? strictJsonSchema(await toJsonSchema(tool.parameters)) : { additionalProperties: false,
//   properties: {}, type: "object" }`, both from xsschema 0.4.4:
//   toJsonSchema  a Standard JSON Schema (zod 4.2 and later: `~standard.jsonSchema`) -> its `input({ target:
//                 "draft-07" })` = zod's toJSONSchema(s, { target: "draft-07", io: "input" }) (zod4-input7); else by
//                 `~standard.vendor`: zod with `_zod` (zod 4 before 4.2, zod/mini) -> toJSONSchema(s, { target:
//                 "draft-7" }) (output side); other zod (zod 3) -> zod-to-json-schema's zodToJsonSchema(s) with its
//                 defaults (zod3); valibot, arktype, effect, sury -> their own converters.
//   strictJsonSchema  `{ ...schema, additionalProperties: false, properties: <each property whose value has type
//                 "object", made strict the same way> }`: the root and object properties (recursively through
//                 properties only, not items or anyOf) get additionalProperties false, replacing any there (a
//                 z.record()'s value schema, a looseObject's `{}`); a root without properties gets none.
import type { Node as JsonNode } from 'jsonc-parser';
import { withJsonPasses } from './json-passes';

type J = Record<string, any>;

/** What FastMCP sends for a tool without `parameters`. */
export const FASTMCP_NO_PARAMETERS = { additionalProperties: false, properties: {}, type: 'object' };

/** The schema FastMCP sends for a converted one: xsschema's strictJsonSchema over it. */
export function fastmcpSchemaNode(node: JsonNode): JsonNode {
  return node.type !== 'object' ? node : withJsonPasses(node, (plain, copied) => strictJsonSchema(plain as J, copied));
}

/** xsschema 0.4.4 strictJsonSchema, on plain JSON. */
export function fastmcpStrict(schema: J): J {
  return strictJsonSchema(schema, () => undefined);
}

function strictJsonSchema(schema: J, copied: (copy: object, from: object) => void): J {
  const props = schema.properties;
  let properties: J | undefined = props;
  if (props != null) {
    properties = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v != null && typeof v === 'object' && 'type' in v && v.type === 'object' ? strictJsonSchema(v, copied) : v]));
    copied(properties, props);
  }
  const out = { ...schema, additionalProperties: false, properties };
  copied(out, schema);
  return out;
}
