import type { Node as JsonNode } from 'jsonc-parser';
import type { ParseProblem } from '../json/json';

/**
 * On an MCP `registerTool` raw shape (`inputSchema: { q: z.string() }`): the local name of the zod namespace, so a
 * fix can close it as `z.object({ ... }).strict()` (registerTool takes a zod object as well; the older
 * `server.tool()` does not, and gets no such fix).
 */
export const ZOD_RAW_SHAPE = Symbol('MCP raw shape');

/**
 * On a node read through a const that other code may depend on too (exported, or used more than once in the file):
 * the const's name. A fix that would edit inside such a node changes that code as well, so it is unsafe.
 */
export const SHARED_CONST = Symbol('read through a shared const');

/**
 * On a value read through a const (`enum: ['a', KIND_C]`): where the reference stands in the literal that holds it,
 * which is where a member is added after it or removed with it (the node's own offsets are the const's value).
 */
export const WRITTEN_AT = Symbol('where a value read through a const is written');

/** On a tool node the code sends to one provider (a Mastra agent's model): that provider's targets (ToolDefinition.sentTo). */
export const SENT_TO = Symbol('the targets of the provider the tool is sent to');

/**
 * On a schema read as a project helper's conversion whose post-processing is not modelled (zod-conversions.ts): the
 * info to report at it, once per tool; the tool is still analysed.
 */
export const APPROXIMATE = Symbol('read without the code that changes it after');

/** Marks a node that stands for a value computed at run time, and says why. */
export const RUNTIME = Symbol('runtime value');
export const RUNTIME_REASON = Symbol('why a value is not analysed');
/** On a run-time value that a parameter of the enclosing code decides: its name (one finding per tool and parameter). */
export const RUNTIME_PARAM = Symbol('the parameter a run-time value depends on');
/** On a run-time value: a zod schema written here that the zod reader could not read whole (not mapping code). */
export const ZOD_UNREAD = Symbol('a zod schema not read whole');

/** The run-time values inside a node's subtree, as problems at their spans (one for a literal that expands too far). */
export function runtimeValuesIn(root: JsonNode): ParseProblem[] {
  const out: ParseProblem[] = [];
  let expansion: ParseProblem | undefined;
  /** The first value (by offset) each parameter decides: the only one reported for it. */
  const byParam = new Map<string, ParseProblem>();
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.value === RUNTIME) {
      const marks = n as unknown as Record<symbol, string | boolean | undefined>;
      const problem = { message: (marks[RUNTIME_REASON] as string | undefined) ?? 'Not analysed.', span: { offset: n.offset, length: n.length } };
      const param = marks[RUNTIME_PARAM] as string | undefined;
      if (marks[OVER_BUDGET]) {
        if (!expansion || problem.span.offset < expansion.span.offset) expansion = problem;
      } else if (param !== undefined) {
        const seen = byParam.get(param);
        if (!seen || problem.span.offset < seen.span.offset) byParam.set(param, problem);
      } else out.push(problem);
    }
    for (const c of n.children ?? []) stack.push(c);
  }
  out.push(...byParam.values());
  if (expansion) out.push(expansion);
  return out.sort((a, b) => a.span.offset - b.span.offset);
}

export type Marked = { [SHARED_CONST]?: string };
export const TOO_LONG = Symbol('too long');
/** On a run-time value that is a number JSON has not (NaN, an infinity): `{ value }`, which a template still prints. */
export const NUMBER_VALUE = Symbol('a number JSON has not');
/** On the values not read because the reading's budget ran out: reported once per tool. */
export const OVER_BUDGET = Symbol('over budget');

/** Marks a node as read through a shared const (see SHARED_CONST). */
export function markShared(node: JsonNode, name: string | undefined): void {
  if (name) (node as Marked)[SHARED_CONST] = name;
}

/**
 * On a tool's name node when the name the model sees is decided in another file (an exported tool the importer lists
 * under its own key): the info to report, at the name (an offset, so respan drops it where another file reads the tool).
 */
export const NAMED_ELSEWHERE = Symbol('name decided where the tool is imported');
export type NamedElsewhere = { offset: number; length: number; message: string };

/**
 * On a run-time value that is a text the model reads (a description, a title), not a part of the schema: the tool is
 * still analysed, with the text unknown (see analysable.ts's unknownTexts). `true`, or the info's own wording.
 */
export const RUNTIME_TEXT = Symbol('a text computed at run time');
/**
 * What a schema reader writes for a text it cannot know (zod's `.describe(i18n("x"))`): a string no code writes, at
 * the span of the code that computes it, turned into an unknown text before any rule reads it.
 */
/**
 * On a run-time value that is a parameter of the enclosing function passed on as it is (`description`,
 * `opts.description`): in a tool not named where it is written, the slot of a wrapper whose caller gives the text.
 */
export const FORWARDED = Symbol('a parameter passed on as it is');
export const UNKNOWN_TEXT = '\u0000toollint: a text computed at run time\u0000';
/** On an unknown value that stands for a field's whole schema (converters/zod/unknown-pieces.ts), not a text. */
export const UNKNOWN_SCHEMA = Symbol('a schema toollint cannot read');
