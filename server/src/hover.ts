// Hover: a tool's token cost per target, budget and findings; a property's share of the cost.
import type { Node } from 'jsonc-parser';
import type { ResolvedConfig } from '../../shared/src/config/config';
import { countTokens, renderOpenAiTool } from '../../shared/src/cost';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE } from '../../shared/src/cost/render-openai';
import type { LintedTool } from '../../shared/src/lint';
import { isSchemaObject } from '../../shared/src/schema/walk';
import { converterOf } from '../../shared/src/sources/node-marks';
import type { PathSegment } from '../../shared/src/types';
import { code } from './markdown';

function within(offset: number, span: { offset: number; length: number }): boolean {
  return offset >= span.offset && offset <= span.offset + span.length;
}

/** Markdown for the tool whose name is under the cursor; every string from the file is a code span (inert). */
export function toolHover(tool: LintedTool, config: ResolvedConfig): string {
  const t = tool.tokensByTarget;
  const budget = config.warnAboveTokens;
  const used = budget > 0 ? Math.round((t.openai.perTool / budget) * 100) : 0;
  const counts = tool.findings.reduce((acc, f) => ({ ...acc, [f.severity]: (acc[f.severity] ?? 0) + 1 }), {} as Record<string, number>);
  const lines = [
    `**${code(tool.name)}** · ${tool.shape} · ${code(tool.schemaHash)}`,
    ...(converterOf(tool.definition.node) ? ['', `Schema as converted by ${converterOf(tool.definition.node)}.`] : []),
    '',
    '| target | tokens/call | per request |',
    '|---|---:|---:|',
    `| OpenAI (${t.openai.encoding}) | ${t.openai.perTool} | +${t.openai.perRequest} |`,
    `| Anthropic (estimate) | ~${t.anthropic.perTool} | +${t.anthropic.perRequest} tool-use prompt |`,
    `| Google (estimate) | ~${t.google.perTool} | |`,
    `| heuristic (chars/${config.charsPerToken}) | ${t.heuristic} | |`,
    '',
    `Budget: ${t.openai.perTool} of ${budget} tokens (${used}%) · description ${tool.descriptionChars} chars`,
    tool.findings.length
      ? `Findings: ${['error', 'warning', 'info'].filter((s) => counts[s]).map((s) => `${counts[s]} ${s}${counts[s] === 1 ? '' : 's'}`).join(', ')}`
      : 'No findings.',
  ];
  return lines.join('\n');
}

/** The tool whose name the offset is on. */
export function toolAtName(tools: LintedTool[], offset: number): LintedTool | undefined {
  return tools.find((t) => within(offset, t.span));
}

/** The tool whose definition (or name: an AI SDK tool is named by its key, outside the call) contains the offset. */
export function toolAt(tools: LintedTool[], offset: number): LintedTool | undefined {
  return tools.find((t) => within(offset, t.extent)) ?? toolAtName(tools, offset);
}

/**
 * The path, from the tool object, of the property key (a key of a `properties` object) under the offset, found in
 * the tool's own tree: the JSON nodes, or for TypeScript the nodes read from the code, where spans need not nest
 * (a zod keyword spans the call that made it): the smallest key span holding the offset wins.
 */
function keyPathAt(def: LintedTool['definition'], offset: number): PathSegment[] | undefined {
  const doc = (n: Node) => ({ offset: def.segment.toDocument(n.offset), length: def.segment.toDocument(n.offset + n.length) - def.segment.toDocument(n.offset) });
  let best: { path: PathSegment[]; length: number } | undefined;
  const visit = (node: Node, path: PathSegment[], depth: number): void => {
    if (depth > 200) return;
    if (node.type === 'array') (node.children ?? []).forEach((c, i) => visit(c, [...path, i], depth + 1));
    if (node.type !== 'object') return;
    for (const prop of node.children ?? []) {
      const [k, v] = prop.children ?? [];
      if (!k) continue;
      const span = doc(k);
      if (path[path.length - 1] === 'properties' && within(offset, span) && (!best || span.length < best.length)) best = { path: [...path, String(k.value)], length: span.length };
      if (v) visit(v, [...path, String(k.value)], depth + 1);
    }
  };
  visit(def.node, [], 0);
  return best?.path;
}

/** Markdown for a property key under the cursor: its share of the tool's OpenAI tokens. */
export function propertyHover(offset: number, tool: LintedTool): string | undefined {
  const def = tool.definition;
  const path = keyPathAt(def, offset);
  if (!path) return undefined;
  const schemaPath = def.fields.schema ?? [];
  if (path.length < schemaPath.length + 2 || !schemaPath.every((s, i) => String(s) === String(path[i]))) return undefined;
  const rel = path.slice(schemaPath.length);
  const without = structuredClone(def.schema);
  let holder: unknown = without;
  for (const seg of rel.slice(0, -1)) holder = isSchemaObject(holder) || Array.isArray(holder) ? (holder as Record<string, unknown>)[seg as string] : undefined;
  if (!isSchemaObject(holder)) return undefined;
  const key = String(rel[rel.length - 1]);
  delete holder[key];
  const encoding = tool.tokensByTarget.openai.encoding;
  const count = (schema: unknown) => countTokens(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(def.name ?? '', def.description, schema) + OPENAI_TOOLS_POSTAMBLE, encoding);
  const share = count(def.schema) - count(without);
  const total = tool.tokensByTarget.openai.perTool;
  const pct = total > 0 ? Math.round((share / total) * 100) : 0;
  return `**${code(key)}** costs ${share} of ${total} tokens per call in ${code(tool.name)} (${pct}%, OpenAI ${encoding}).`;
}
