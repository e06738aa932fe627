// Hover: a tool's token cost per target, budget and findings; a property's share of the cost.
import type { Node } from 'jsonc-parser';
import type { ResolvedConfig } from '../../shared/src/config/config';
import { countTokens, renderOpenAiTool } from '../../shared/src/cost';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE } from '../../shared/src/cost/render-openai';
import type { LintedTool } from '../../shared/src/lint';
import type { Finding } from '../../shared/src/finding';
import { isSchemaObject } from '../../shared/src/schema/walk';
import { converterOf } from '../../shared/src/sources/node-marks';
import type { PathSegment } from '../../shared/src/types';
import { code, escapeText } from './markdown';

function within(offset: number, span: { offset: number; length: number }): boolean {
  return offset >= span.offset && offset <= span.offset + span.length;
}

/** How many rules' findings the tool hover lists; the rest are counted (the report lists them all). */
const HOVER_RULES = 5;
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
/** CommonMark's hard line break: the lines of the footer stay lines. */
const BR = '  \n';

/**
 * One line per rule, most severe first: severity, rule, how many and on which lines. The messages stay in the
 * diagnostics (shown beside this hover): they quote the file's own strings, and four of them would need scrolling.
 */
function findingLines(findings: Finding[]): string[] {
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
  const severity = (fs: Finding[]) => Math.min(...fs.map((f) => SEVERITY_ORDER[f.severity]));
  const groups = [...byRule.values()].sort((a, b) => severity(a) - severity(b));
  const lines = groups.slice(0, HOVER_RULES).map((fs) => {
    const worst = fs.find((f) => SEVERITY_ORDER[f.severity] === severity(fs))!;
    const lines = [...new Set(fs.map((f) => f.range.start.line + 1))];
    const where = lines.length > 3 ? `lines ${lines.slice(0, 3).join(', ')}, …` : `line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}`;
    return `- **${worst.severity}** ${escapeText(worst.rule)}${fs.length > 1 ? ` ×${fs.length}` : ''} · ${where}`;
  });
  if (groups.length > HOVER_RULES) lines.push(`- ${groups.length - HOVER_RULES} more rules in the report (click the status bar item)`);
  return lines;
}

/**
 * Markdown for the tool whose name is under the cursor: name, shape and cost first, the table per target, the
 * findings one per line, and the footer (budget, description, converter, a short schema hash) last. Every string
 * from the file is a code span and every message is escaped (inert).
 */
export function toolHover(tool: LintedTool, config: ResolvedConfig): string {
  const t = tool.tokensByTarget;
  const budget = config.warnAboveTokens;
  const used = budget > 0 ? Math.round((t.openai.perTool / budget) * 100) : 0;
  const counts = tool.findings.reduce((acc, f) => ({ ...acc, [f.severity]: (acc[f.severity] ?? 0) + 1 }), {} as Record<string, number>);
  const summary = ['error', 'warning', 'info'].filter((s) => counts[s]).map((s) => `${counts[s]} ${s}${counts[s] === 1 ? '' : 's'}`).join(', ');
  const listed = findingLines(tool.findings);
  const converter = converterOf(tool.definition.node);
  // Texts the code computes at run time are not counted: every count is then a lower bound.
  const unknown = unknownTextsNote(tool);
  const atLeast = unknown ? '≥ ' : '';
  const footer = [
    `Budget: ${atLeast}${t.openai.perTool} of ${budget} tokens (${used}%)`,
    ...(unknown ? [unknown] : []),
    `Description: ${unknownDescription(tool) ? 'computed at run time' : `${tool.descriptionChars} chars`}`,
    ...(converter ? [`Schema as converted by ${escapeText(converter)}`] : []),
    `Schema hash: ${code(tool.schemaHash.slice(0, 8))}`,
  ];
  return [
    `**${code(tool.name)}** · ${escapeText(tool.shape)} · **${atLeast}${t.openai.perTool} tokens/call**${summary ? ` · ${summary}` : ''}`,
    '',
    '| target | tokens/call | per request |',
    '|---|---:|---:|',
    `| OpenAI (${t.openai.encoding}) | ${atLeast}${t.openai.perTool} | +${t.openai.perRequest} |`,
    `| Anthropic (estimate) | ${atLeast || '~'}${t.anthropic.perTool} | +${t.anthropic.perRequest} |`,
    `| Google (estimate) | ${atLeast || '~'}${t.google.perTool} | |`,
    '',
    ...(listed.length ? [listed.join('\n'), ''] : ['No findings.', '']),
    footer.join(BR),
  ].join('\n');
}

/** Whether the tool's description is one its code computes at run time. */
function unknownDescription(tool: LintedTool): boolean {
  const { description, unknownTexts } = tool.definition.fields;
  return !!description && !!unknownTexts?.some((p) => p.length === description.length && p.every((s, i) => s === description[i]));
}

/** The footer line saying which texts the counts leave out (computed at run time), or undefined. */
function unknownTextsNote(tool: LintedTool): string | undefined {
  const n = tool.definition.fields.unknownTexts?.length ?? 0;
  if (!n) return undefined;
  return `Not counted: ${n === 1 ? (unknownDescription(tool) ? 'the description' : 'one description') : `${n} texts`} computed at run time (the counts are lower bounds)`;
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
