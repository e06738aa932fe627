// FastMCP's tools (the `fastmcp` npm package, punkpeye/fastmcp 4.20.16): `server.addTool({ name, description,
// parameters, annotations, execute })`, the same literals in `server.addTools([...])`, in a list or a const registered
// by a loop, in a file that imports fastmcp (a type import too: `registerTools(server: FastMCP)`), or in a project whose
// package.json declares fastmcp when the file imports no other tool SDK. Each is an MCP tool, sent by tools/list as
// `{ annotations, description, inputSchema, name }` with the inputSchema converters/fastmcp.ts describes: zod 4 as
// toJSONSchema(s, { target: "draft-07", io: "input" }) (zod 4.2 and later, FastMCP's own zod ^4.1.13 resolves to
// those), zod 3 as zod-to-json-schema's defaults, then (fastmcp 4.4 and later) xsschema's strictJsonSchema. A project
// declaring fastmcp 3 (3.35, what `^3.x` resolves to, with xsschema 0.4.4) gets the conversion without that pass; 1.x
// and 2.x (older xsschema betas) are not modelled apart. Other Standard Schema libraries (valibot, arktype, effect)
// are not read: the schema is reported, naming the library.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { fixedValue as fixed } from './fixed-values';
import { literalInit } from './object-members';
import { FASTMCP_NO_PARAMETERS, fastmcpSchemaNode } from '../../converters/fastmcp';
import { ZOD_INPUT_SIDE } from '../../converters/zod';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, GENERATED } from '../node-marks';
import { fileImports } from './file-imports';
import { declaredMajor } from './imports';
import { RUNTIME, runtimeValuesIn } from './marks';
import type { MastraReader } from './mastra';
import { outermost, unwrap } from './parser';
import { unreadLibrary } from './schema-libraries';
import { loopLiteralTools, type LoopReader } from './tool-loops';

const FASTMCP_IMPORT = /from\s+['"]fastmcp(?:\/[\w./-]*)?['"]|require\(\s*['"]fastmcp['"]\s*\)/;
/** The other tool SDKs a file may import: with one, a project's fastmcp dependency does not say how its literals are sent. */
const OTHER_SDK_IMPORT = /from\s+['"](?:@modelcontextprotocol\/sdk|ai|@ai-sdk\/[\w-]+|@anthropic-ai\/sdk|openai|@openai\/agents[\w/-]*|@mastra\/[\w/-]+|@langchain\/[\w/-]+|langchain|xmcp)['"]/;

const NOTE = 'FastMCP 4.20 (fastmcp npm), as its tools/list sends it';
const NOTE3 = "FastMCP 3.35 (fastmcp npm 3.x, the project's package.json: tools/list sends xsschema's conversion as it is, with no strictJsonSchema, which came with 4.4)";
const ZOD4 = "zod 4: toJSONSchema with target draft-07 and the input side, as xsschema asks zod 4.2+'s Standard JSON Schema";
const ZOD3 = "zod 3: zod-to-json-schema's defaults (draft-07, reused schemas as $ref to their first use)";
const STRICT = "then xsschema's strictJsonSchema (additionalProperties false on the root and on object properties, replacing a record's value schema)";

/**
 * The FastMCP tool this literal defines, as tools/list sends it; undefined when it is none (a file or project without
 * fastmcp, no name, neither parameters nor a handler, a spread that may set its parts).
 */
export function fastmcpTool(conv: MastraReader, expr: TS.ObjectLiteralExpression): JsonNode | undefined {
  const ts = conv.ts;
  const init = (key: string): TS.Expression | undefined => literalInit(ts, expr, key);
  const name = init('name');
  const parameters = init('parameters');
  const registered = isAddToolArgument(ts, expr);
  const handler = init('execute') ?? expr.properties.find((p) => ts.isMethodDeclaration(p) && ts.isIdentifier(p.name) && p.name.text === 'execute');
  if (!name || !(parameters || handler) || (!parameters && !registered) || expr.properties.some((p) => ts.isSpreadAssignment(p))) return undefined;
  // MCP's other literals with a name: a prompt's `arguments`, a resource's `uri` (`server.addPrompt({...})`).
  if (init('arguments') || init('uri') || init('uriTemplate') || init('inputSchema')) return undefined;
  if (!isFastmcpFile(conv)) return undefined;
  // One tool per record of a loop over a list written here (tool-loops.ts): brightdata's `for (... of datasets) addTool({...})`.
  const looped = parameters && loopLiteralTools(conv as unknown as LoopReader, expr, { name, description: init('description'), schema: parameters }, (read, at) => {
    const strict4 = (fastmcpMajor(conv) ?? 4) >= 4;
    const r = readParameters(conv, at, undefined, strict4, read);
    return { schema: r.schema, note: `${strict4 ? NOTE : NOTE3} (${r.converter})` };
  });
  if (looped) return looped;
  const node = { type: 'object', ...conv.span(expr), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'mcp' } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(at, key, value, node));
  };
  const named = conv.convert(name, undefined, 1);
  add('name', name, named);
  const description = init('description');
  if (description) add('description', description, conv.convert(description, undefined, 1));
  const toolName = named?.type === 'string' ? (named.value as string) : undefined;
  const major = fastmcpMajor(conv);
  const strict = major === undefined || major >= 4;
  const { schema, converter } = parameters ? readParameters(conv, parameters, toolName, strict) : { schema: fixed(conv, handler ?? expr, FASTMCP_NO_PARAMETERS), converter: 'no parameters: an empty object schema, closed' };
  add('inputSchema', parameters ?? handler ?? expr, schema);
  const annotations = init('annotations');
  if (annotations) add('annotations', annotations, conv.convert(annotations, undefined, 1));
  if ((schema as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(node, { [GENERATED]: true, [CONVERTER]: `${strict ? NOTE : NOTE3} (${converter})` });
  return node;
}

/** FastMCP's inputSchema for a `parameters` expression: the zod read as xsschema converts it, then strictJsonSchema. */
function readParameters(conv: MastraReader, expr: TS.Expression, toolName: string | undefined, strict: boolean, read = (wrapper: 'mcp' | 'zod') => conv.schema(unwrap(conv.ts, expr), 'schema', wrapper, toolName)): { schema: JsonNode; converter: string } {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  // Read as the MCP SDK reads zod 4 (zod4-input7, marked as the input side); zod 3 is read again with zod-to-json-schema's defaults.
  let schema = read('mcp');
  const zod3 = !!schema && schema.value !== RUNTIME && !(schema as unknown as Record<symbol, boolean>)[ZOD_INPUT_SIDE];
  if (zod3) schema = read('zod') ?? schema;
  const converter = strict ? `${zod3 ? ZOD3 : ZOD4}; ${STRICT}` : zod3 ? ZOD3 : ZOD4;
  // Zod toollint could not read whole: the reasons stand at their code.
  if (schema && (schema.value === RUNTIME || runtimeValuesIn(schema).length)) return { schema, converter };
  if (!schema || !(schema as unknown as Record<symbol, boolean>)[GENERATED]) {
    const why = unreadLibrary(ts, conv.scopes, e) ?? 'a FastMCP `parameters` that is not a zod schema toollint can read (FastMCP takes a Standard Schema: zod, valibot, arktype..., never a JSON Schema object)';
    return { schema: conv.runtimeValue(expr, undefined, why), converter };
  }
  return { schema: strict ? Object.assign(fastmcpSchemaNode(schema), { [GENERATED]: true }) : schema, converter };
}

/** `x.addTool(literal)`, or the literal in `x.addTools([...])`. */
function isAddToolArgument(ts: MastraReader['ts'], expr: TS.ObjectLiteralExpression): boolean {
  const at = outermost(ts, expr);
  const list = ts.isArrayLiteralExpression(at.parent) ? at.parent : undefined;
  const call = list ? list.parent : at.parent;
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.arguments[0] !== (list ?? at)) return false;
  return call.expression.name.text === (list ? 'addTools' : 'addTool');
}

/** The project's declared fastmcp major (`^3.23.1` -> 3), when its package.json says. */
function fastmcpMajor(conv: MastraReader): number | undefined {
  const site = conv.callSite() as { path: string | undefined; imports?: Parameters<typeof declaredMajor>[2] };
  return site.path && site.imports ? declaredMajor(site.path, 'fastmcp', site.imports) : undefined;
}

/** The file imports fastmcp, or imports no other tool SDK in a project whose package.json declares fastmcp. */
function isFastmcpFile(conv: MastraReader): boolean {
  if (fileImports(conv.source, FASTMCP_IMPORT)) return true;
  return !fileImports(conv.source, OTHER_SDK_IMPORT) && fastmcpMajor(conv) !== undefined;
}

