// Texts a tool's code computes at run time (`description: t("tools.x")`, `.describe(i18n("x"))`, a template with a
// run-time part): the model reads them, but they are not the schema it is checked on. A tool whose only run-time
// values are such texts is analysed with them unknown: left out of its value, never reported missing or empty, not
// counted (its token count is then a lower bound), and named in one info at the first of them.
import { getNodeValue, type Node as JsonNode } from 'jsonc-parser';
import type { ToolDefinition } from '../../extract/tool';
import { lazy } from '../../lazy-property';
import { schemaLabel } from '../../schema/labels';
import type { PathSegment } from '../../types';
import { nodeAtPath, type ParseProblem } from '../json/json';
import { FORWARDED, NAMED_ELSEWHERE, OVER_BUDGET, RUNTIME, RUNTIME_PARAM, RUNTIME_REASON, RUNTIME_TEXT, TOO_LONG, UNKNOWN_SCHEMA, UNKNOWN_TEXT } from './marks';

export interface UnknownText {
  node: JsonNode;
  /** Relative to the tool object. */
  path: PathSegment[];
}

/** Keywords whose value maps names to schemas, lists schemas, or is one schema: where a schema's keywords are found. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems', 'items']);
const ONE_SCHEMA = new Set(['items', 'not', 'if', 'then', 'else', 'additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties']);
const TEXT_KEYWORDS = new Set(['description', 'title']);

/**
 * True when `rel` (a path inside an argument schema) ends at a `description` or `title` keyword of a schema (not a
 * property named so, not a key inside `examples` or `default`).
 */
export function isSchemaText(rel: readonly PathSegment[]): boolean {
  let i = 0;
  while (i < rel.length - 1) {
    const k = rel[i];
    if (typeof k !== 'string') return false;
    if (SCHEMA_MAPS.has(k) && typeof rel[i + 1] === 'string' && i + 2 < rel.length) i += 2;
    else if (SCHEMA_LISTS.has(k) && typeof rel[i + 1] === 'number' && i + 2 < rel.length) i += 2;
    else if (ONE_SCHEMA.has(k)) i += 1;
    else return false;
  }
  return i === rel.length - 1 && TEXT_KEYWORDS.has(rel[i] as string);
}

const startsWith = (path: readonly PathSegment[], prefix: readonly PathSegment[] | undefined) => !!prefix && prefix.length <= path.length && prefix.every((s, i) => path[i] === s);
const equals = (a: readonly PathSegment[], b: readonly PathSegment[] | undefined) => !!b && a.length === b.length && startsWith(a, b);

/** True for a run-time value that stands where the tool holds a text: its description, its title, a schema's description or title. */
function inTextSlot(tool: ToolDefinition, path: readonly PathSegment[]): boolean {
  const { description, schema, name } = tool.fields;
  if (equals(path, description)) return true;
  // MCP's `title` and `annotations.title` are display texts beside the name.
  const holder = name?.slice(0, -1);
  if (holder && (equals(path, [...holder, 'title']) || equals(path, [...holder, 'annotations', 'title']))) return true;
  return !!schema && path.length > schema.length && startsWith(path, schema) && isSchemaText(path.slice(schema.length));
}

/**
 * The run-time values of a tool that are texts (by offset), and whether any run-time value is not one (then the tool
 * stays not analysed). A value past a reader's bound (its budget, the longest string, the deepest nesting) is never
 * taken for a text.
 */
export function unknownTextsOf(tool: ToolDefinition, unseen: (n: JsonNode) => boolean): { texts: UnknownText[]; others: boolean } {
  const texts: UnknownText[] = [];
  let others = false;
  let forwarded = false;
  // Each frame links to its parent's: a path is built only for a run-time value (most tools have none).
  type Frame = { node: JsonNode; up: Frame | undefined; seg: PathSegment | undefined };
  const pathOf = (f: Frame) => {
    const out: PathSegment[] = [];
    for (let at: Frame | undefined = f; at && at.seg !== undefined; at = at.up) out.push(at.seg);
    return out.reverse();
  };
  const stack: Frame[] = [{ node: tool.node, up: undefined, seg: undefined }];
  while (stack.length) {
    const frame = stack.pop()!;
    const node = frame.node;
    if (unseen(node)) continue;
    const marks = node as unknown as Record<symbol, unknown>;
    if (node.value === RUNTIME) {
      const path = pathOf(frame);
      // Past a reader's bound (its budget, the longest string, the deepest nesting) is no text: not analysed.
      const bounded = marks[OVER_BUDGET] || marks[TOO_LONG] || / nests too deeply/.test(String(marks[RUNTIME_REASON] ?? ''));
      const text = !bounded && (marks[RUNTIME_TEXT] !== undefined || inTextSlot(tool, path));
      if (text) texts.push({ node, path });
      else others = true;
      if (text && marks[FORWARDED]) forwarded = true;
    } else if (node.type === 'string' && node.value === UNKNOWN_TEXT) texts.push({ node, path: pathOf(frame) });
    const children = node.children ?? [];
    if (node.type === 'object') {
      for (const p of children) {
        const key = p.children?.[0]?.value;
        const value = p.children?.[1];
        if (value && typeof key === 'string') stack.push({ node: value, up: frame, seg: key });
      }
    } else if (node.type === 'array') for (let i = 0; i < children.length; i++) stack.push({ node: children[i]!, up: frame, seg: i });
    else for (const c of children) stack.push({ node: c, up: frame.up, seg: frame.seg });
  }
  // A parameter passed on as it is (`{ description, inputSchema }` in `createDynamicTool(name, description)`) in a
  // tool not named here is a wrapper's text, given by each caller: no tool written here. Named here (`{ name:
  // "start_async_task", description: toolDescription, schema }`), it is that tool's text.
  if (forwarded && !namedHere(tool)) others = true;
  texts.sort((a, b) => a.node.offset - b.node.offset);
  return { texts, others };
}

/** True when the tool's name is a string written in it (not decided where the tool is imported or listed). */
function namedHere(tool: ToolDefinition): boolean {
  const name = tool.fields.name && nodeAtPath(tool.node, tool.fields.name);
  return name?.type === 'string' && !(name as unknown as Record<symbol, unknown>)[NAMED_ELSEWHERE];
}

/**
 * On an unknown value's node: what the tool's value holds in its place, instead of leaving the key out (zod's
 * `.default(options.limit)`: the schema still has a `default`, for the rules on defaults, with `null` for its value).
 */
export const KEPT_AS = Symbol('kept in the value as');

/**
 * Makes the tool's value, schema and description leave its unknown texts out (their nodes stay in the tree, so a fix
 * never writes over the code that computes them), and records their paths in its fields. A value marked KEPT_AS
 * keeps its key, holding that mark's value, and is not an unknown text of the fields.
 */
export function withUnknownTexts(tool: ToolDefinition, texts: UnknownText[]): void {
  const paths = texts.map((t) => t.path);
  const kept = texts.map((t) => (t.node as unknown as Record<symbol, unknown>)[KEPT_AS]);
  // A field's schema toollint cannot read (converters/zod/unknown-pieces.ts): kept as `{}`, and no rule reports inside it.
  const schemas = texts.filter((t) => (t.node as unknown as Record<symbol, unknown>)[UNKNOWN_SCHEMA]).map((t) => t.path);
  tool.fields = { ...tool.fields, unknownTexts: paths.filter((_, i) => kept[i] === undefined), ...(schemas.length ? { unknownSchemas: schemas } : {}) };
  if (texts.some((t) => equals(t.path, tool.fields.description))) tool.description = undefined;
  const node = tool.node;
  lazy(tool, 'value', () => {
    let value: unknown;
    try {
      value = getNodeValue(node);
    } catch {
      value = {};
    }
    paths.forEach((p, i) => {
      let holder: unknown = value;
      for (const seg of p.slice(0, -1)) holder = holder !== null && typeof holder === 'object' ? (holder as Record<PathSegment, unknown>)[seg] : undefined;
      if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) return;
      if (kept[i] !== undefined) (holder as Record<string, unknown>)[p[p.length - 1] as string] = kept[i];
      else delete (holder as Record<string, unknown>)[p[p.length - 1] as string];
    });
    return value as Record<string, unknown>;
  });
  const schemaPath = tool.fields.schema;
  lazy(tool, 'schema', () => {
    if (!tool.hasSchema || !schemaPath) return undefined;
    let cur: unknown = tool.value;
    for (const seg of schemaPath) cur = cur !== null && typeof cur === 'object' ? (cur as Record<PathSegment, unknown>)[seg] : undefined;
    return cur;
  });
}

const MAX_EXCERPT = 60;

/** The one info of a tool analysed with unknown texts: what the first is, where, and that the others are not counted either. */
export function unknownTextInfo(tool: ToolDefinition, texts: UnknownText[]): ParseProblem {
  const first = texts[0]!;
  const span = { offset: first.node.offset, length: first.node.length };
  const own = (first.node as unknown as Record<symbol, unknown>)[RUNTIME_TEXT];
  // The others: texts computed at run time, and fields whose schema is not read (converters/zod/unknown-pieces.ts).
  const after = texts.slice(1);
  const fields = after.filter((t) => (t.node as unknown as Record<symbol, unknown>)[UNKNOWN_SCHEMA]).length;
  const others = after.length - fields;
  const more =
    (others ? ` ${others} more text${others > 1 ? 's' : ''} of this tool ${others > 1 ? 'are' : 'is'} computed at run time too.` : '') +
    (fields ? ` ${fields} more field${fields > 1 ? 's' : ''} of this tool ${fields > 1 ? 'are' : 'is'} not read either (kept as \`{}\`, nothing reported inside).` : '');
  if (typeof own === 'string') return { message: own + more, span, tool: tool.name };
  const code = excerpt(tool.segment.text.slice(span.offset, span.offset + span.length));
  const what = whatText(tool, first.path);
  const rest = equals(first.path, tool.fields.description) || !tool.fields.schema ? 'the schema is analysed' : 'the rest of the tool is analysed';
  // A value imported from a file or package toollint did not read is not computed here: its reason says where it is.
  const reason = String((first.node as unknown as Record<symbol, unknown>)[RUNTIME_REASON] ?? '');
  const elsewhere = /is imported from|is defined in terms of itself/.test(reason) ? reason.replace(/^Not analysed: /, '').replace(/\. toollint reads literals only and never runs code\.$/, '') : undefined;
  const param = (first.node as unknown as Record<symbol, unknown>)[RUNTIME_PARAM];
  const depends = typeof param === 'string' ? `, which depends on \`${param}\`, a parameter of the function this code is in` : '';
  const known = elsewhere ? `is not known here (${elsewhere})` : `is computed at run time${code ? ` (\`${code}\`${depends})` : ''}`;
  return { message: `${what} ${known}: not checked and not counted in the tokens; ${rest}.${more}`, span, tool: tool.name };
}

function whatText(tool: ToolDefinition, path: PathSegment[]): string {
  const { description, schema } = tool.fields;
  if (equals(path, description)) return 'The description';
  const keyword = path[path.length - 1] === 'title' ? 'title' : 'description';
  if (!schema || !startsWith(path, schema)) return `The ${keyword}`;
  const at = path.slice(schema.length, -1);
  return at.length ? `The ${keyword} of ${schemaLabel(at)}` : `The schema's ${keyword}`;
}

/** The code on one line, cut short; backticks dropped (it stands in a code span). */
function excerpt(code: string): string {
  const line = code.slice(0, 4 * MAX_EXCERPT).replace(/\s+/g, ' ').replace(/`/g, "'").trim();
  return line.length > MAX_EXCERPT ? `${line.slice(0, MAX_EXCERPT - 1)}…` : line;
}
