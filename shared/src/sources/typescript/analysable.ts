// Which script tools are analysed: a tool holding a value built at run time is reported, never guessed.
import type { ToolDefinition } from '../../extract/tool';
import { nodeAtPath, type ParseProblem } from '../json/json';
import { FOREIGN, originOf } from '../node-marks';
import { APPROXIMATE, runtimeValuesIn, SENT_TO } from './marks';
import { unknownTextInfo, unknownTextsOf, withUnknownTexts } from './unknown-texts';

const SCRIPT_LANGUAGES = new Set(['typescript', 'javascript', 'typescriptreact', 'javascriptreact']);

/** TypeScript or JavaScript, by language id or file name. */
export function isScript(languageId: string | undefined, path: string | undefined): boolean {
  return (languageId !== undefined && SCRIPT_LANGUAGES.has(languageId)) || (!languageId && /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i.test(path ?? ''));
}

/**
 * Script tools, once each (a const used twice is one definition), minus those holding a run-time value;
 * the run-time values inside tools are reported, those in other literals (ordinary code) are not.
 */
export function analysableScriptTools(tools: ToolDefinition[], report: ParseProblem[]): ToolDefinition[] {
  const seen = new Set<string>();
  // One definition sent through two envelopes (`{ type: "function", function: Defs.search }` in two places): the same
  // name and kind with its schema at the same code is one tool, reported where it is first met.
  const sameDefinition = new Set<string>();
  const reported = new Set(report.map((r) => `${r.span.offset}:${r.span.length}`));
  const out: ToolDefinition[] = [];
  for (const tool of tools) {
    const key = `${tool.node.offset}:${tool.node.length}:${originKey(tool)}`;
    // Another file's tool is skipped before it is seen: a reading of this file at the same place (a helper's tool
    // read at its call, tool-helpers.ts, where an inlined value of the call is the helper's file's) still counts.
    if (seen.has(key) || definedElsewhere(tool)) continue;
    seen.add(key);
    const schemaNode = tool.fields.schema ? nodeAtPath(tool.node, tool.fields.schema) : undefined;
    const outside = !!schemaNode && (schemaNode.offset < tool.node.offset || schemaNode.offset >= tool.node.offset + tool.node.length);
    const definition = outside ? `${tool.shape}:${tool.name}:${tool.description ?? ''}:${schemaNode.offset}:${schemaNode.length}:${originKey(tool)}` : undefined;
    if (definition && sameDefinition.has(definition)) continue;
    if (definition) sameDefinition.add(definition);
    const unseen = unseenValues(tool);
    const isUnseen = (span: { offset: number; length: number }) => unseen.some((u) => span.offset >= u.offset && span.offset + span.length <= u.offset + u.length);
    const { texts, others } = unknownTextsOf(tool, (n) => n !== tool.node && isUnseen(n));
    const all = others ? runtimeValuesIn(tool.node).filter((r) => !isUnseen(r.span)) : [];
    // Not analysed: what keeps it so is reported, not the texts beside it (unless they are all that is left to say).
    const textAt = new Set(texts.map((t) => `${t.node.offset}:${t.node.length}`));
    const blocking = all.filter((r) => !textAt.has(`${r.span.offset}:${r.span.length}`));
    const inside = blocking.length ? blocking : all;
    if (!inside.length && texts.length) {
      withUnknownTexts(tool, texts);
      const info = unknownTextInfo(tool, texts);
      const at = `${info.span.offset}:${info.span.length}`;
      if (!reported.has(at)) report.push(info), reported.add(at);
    }
    if (inside.length) {
      // Said of the tool when its name is known (the finding's `tool`), though the tool is not analysed.
      for (const r of inside) {
        const at = `${r.span.offset}:${r.span.length}`;
        if (!reported.has(at)) report.push(tool.name && !r.tool ? { ...r, tool: tool.name } : r), reported.add(at);
      }
      continue;
    }
    // A schema read as a helper's conversion without the code it runs after: analysed, with one info saying so.
    const approximate = schemaNode && (schemaNode as unknown as Record<symbol, string | undefined>)[APPROXIMATE];
    if (approximate && !reported.has(`${schemaNode.offset}:${schemaNode.length}`)) report.push({ message: approximate, span: { offset: schemaNode.offset, length: schemaNode.length }, tool: tool.name }), reported.add(`${schemaNode.offset}:${schemaNode.length}`);
    const sentTo = (tool.node as unknown as Record<symbol, ToolDefinition['sentTo']>)[SENT_TO];
    if (sentTo) tool.sentTo = sentTo;
    out.push(tool);
  }
  return out;
}


/** Where another file defines a tool: the tools of a record spread here (`tools: { ...githubTools }`) share the spread's span. */
function originKey(tool: ToolDefinition): string {
  const origin = originOf(tool.node);
  return origin ? `${origin.path}:${origin.offset}` : '';
}

/**
 * A whole tool imported from another file, named there too (`registerTool({ tool: addTasks })`, `tools: [...TOOLS]`):
 * that file defines it and reports it, so this one does not again. A tool this file names (an agent's `tools` key, a
 * name argument) is this file's reading of it, and stays.
 */
function definedElsewhere(tool: ToolDefinition): boolean {
  const foreign = (n: unknown) => !!n && (n as Record<symbol, boolean>)[FOREIGN] === true;
  if (!foreign(tool.node)) return false;
  const name = tool.fields.name ? nodeAtPath(tool.node, tool.fields.name) : undefined;
  return !name || foreign(name);
}

/**
 * Keys of a tool whose values the model never sees and no rule reads: MCP's `_meta` (`_meta: buildUiToolMeta(...)`,
 * a client's UI metadata). A value computed at run time there does not keep the tool from being analysed.
 */
const UNSEEN_KEYS = new Set(['_meta']);

/** Keys beside a tool's name, description and schema that rules read (mcp-client-limits, strict mode) or shapes are told by. */
const READ_KEYS = new Set(['title', 'annotations', 'outputSchema', 'output_schema', 'strict', 'type', 'function', 'cache_control', 'input_examples', 'defer_loading']);

/**
 * The values no rule reads and the model is not sent from them: `_meta`, and in a tool with a name and a schema, the
 * keys beside them that no rule reads, whatever they hold (apify's `{ name, description, inputSchema, args: zodArgs,
 * ajvValidate: ajv.compile(...), call }`, a validator, the zod the project validates with, the handler): the model is
 * sent the name, description and schema, so what else the project keeps in its tool object does not hide them.
 */
function unseenValues(tool: ToolDefinition): { offset: number; length: number }[] {
  const out: { offset: number; length: number }[] = [];
  if (tool.node.type !== 'object') return out;
  const { name, schema, description, strictHolder } = tool.fields;
  // The object that holds the name (the tool itself, or OpenAI's `function`), when it also holds the schema.
  const holderPath = name && schema && tool.hasSchema && name.length === schema.length ? name.slice(0, -1) : undefined;
  const sameHolder = holderPath && holderPath.every((seg, i) => schema![i] === seg) ? holderPath : undefined;
  const holder = sameHolder ? (sameHolder.length ? nodeAtPath(tool.node, sameHolder) : tool.node) : undefined;
  const own = new Set([name, description, schema, strictHolder].map((p) => p?.[sameHolder?.length ?? 0]));
  for (const p of tool.node.children ?? []) {
    const key = p.children?.[0]?.value;
    const value = p.children?.[1];
    if (typeof key === 'string' && UNSEEN_KEYS.has(key) && value) out.push({ offset: value.offset, length: value.length });
  }
  if (holder?.type !== 'object') return out;
  // Beside a nested holder (OpenAI chat's `{ type: "function", function: { name, description, parameters } }`), the
  // tool object's other keys are the project's own too (continue's `displayTitle`, `systemMessageDescription`, a
  // policy function): the model is sent the holder.
  if (sameHolder!.length) for (const p of tool.node.children ?? []) {
    const key = p.children?.[0]?.value;
    const value = p.children?.[1];
    if (typeof key === 'string' && value && key !== sameHolder![0] && !UNSEEN_KEYS.has(key) && !READ_KEYS.has(key)) out.push({ offset: value.offset, length: value.length });
  }
  for (const p of holder.children ?? []) {
    const key = p.children?.[0]?.value;
    const value = p.children?.[1];
    if (typeof key === 'string' && value && !UNSEEN_KEYS.has(key) && !own.has(key) && !READ_KEYS.has(key)) out.push({ offset: value.offset, length: value.length });
  }
  return out;
}
