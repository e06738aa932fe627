// One field toollint cannot read (`filter: SomeSchema` imported from a package, `z.lazy(...)`, `z.enum(MODES)` where
// MODES depends on a run-time condition) no longer drops the whole tool: the field is kept with its schema unknown.
// The schema sends it (it is in `properties`), but what it holds is not known: the tool's value holds `{}` there and
// leaves it out of `required` (so its token count is a lower bound), no rule reports anything at or inside it, and one
// info at the piece says why it is not read. Only where toollint cannot *read* the code: a piece that the library or
// the SDK would throw on stays a reason the tool is not analysed, and so does a reading's bound (its budget, depth).
import type { Node as JsonNode } from 'jsonc-parser';
import { schemaLabel } from '../../schema/labels';
import { RUNTIME_TEXT, UNKNOWN_SCHEMA, UNKNOWN_TEXT } from '../../sources/typescript/marks';
import { KEPT_AS } from '../../sources/typescript/unknown-texts';
import type { PathSegment } from '../../types';
import { NotAnalyzable, type Span, type ZNode } from './model';
import type { DialectOptions } from './wrappers';

/** The reader's reasons that mean the code is not readable statically (not that zod or the SDK throws on it). */
const UNREADABLE = [
  /^not a zod call \(a value computed at run time\)$/,
  /^`[^`]+` is not a const zod schema in this file/,
  /^`[^`]+` is not supported by toollint's zod reader$/,
  /^a call that is not a zod method$/,
  /^`[^`]+` is not an enum or a const object literal in this file$/,
  /^z\.nativeEnum\(\) of something other than an enum or const object in this file$/,
  /^a z\.enum\(\) list that is not a literal/,
];

/**
 * The model of a field whose reading failed, when the failure is code toollint cannot read and the dialect's output
 * does not depend on the field's schema beyond the field itself (not openai's strict transform, the Agents SDK's
 * rewrite, or reused "ref"). Otherwise the error is thrown on.
 */
export function unreadField(e: unknown, opts: DialectOptions, full: Span): ZNode {
  if (!(e instanceof NotAnalyzable) || opts.openai || opts.agents || opts.reused === 'ref' || !UNREADABLE.some((re) => re.test(e.message))) throw e;
  return { k: 'unread', reason: e.message, at: e.span, full, base: full };
}

/**
 * Turns each unread field's node (marked by the conversion with UNREAD_AT) into an unknown value the tool keeps as
 * `{}`, with its info naming the field and why. Walks the converted schema once.
 */
export function markUnreadPieces(root: JsonNode, text: string): void {
  keepUnreadPieces(root, text, (node) => (node as unknown as Record<symbol, { reason: string; at: Span } | undefined>)[UNREAD_AT]);
}

/**
 * Each node `unreadOf` says is an unread field (its code's span and why), kept as an unknown value the tool holds as
 * `{}`, with its info naming the field and why: the zod reader's and the Valibot reader's, walked once.
 */
export function keepUnreadPieces(root: JsonNode, text: string, unreadOf: (node: JsonNode) => { reason: string; at: Span } | undefined): void {
  const stack: { node: JsonNode; path: PathSegment[] }[] = [{ node: root, path: [] }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    const unread = unreadOf(node);
    if (unread) {
      const code = text.slice(unread.at.offset, unread.at.offset + Math.min(unread.at.length, 200)).replace(/\s+/g, ' ').replace(/`/g, "'").trim();
      const shown = code.length > 60 ? `${code.slice(0, 59)}…` : code;
      Object.assign(node, {
        type: 'string',
        value: UNKNOWN_TEXT,
        children: undefined,
        [KEPT_AS]: {},
        [UNKNOWN_SCHEMA]: true,
        [RUNTIME_TEXT]: `The schema of ${path.length ? schemaLabel(path) : 'the tool'} is not read (\`${shown}\`: ${unread.reason}): the field is sent, but what it holds is not checked, nothing is reported inside it, and it is counted as \`{}\` (a lower bound); the rest of the tool is analysed.`,
      });
      continue;
    }
    if (node.type === 'array') node.children?.forEach((c, i) => stack.push({ node: c, path: [...path, i] }));
    if (node.type !== 'object') continue;
    for (const p of node.children ?? []) {
      const [k, v] = p.children ?? [];
      if (k && v && typeof k.value === 'string') stack.push({ node: v, path: [...path, k.value] });
    }
  }
}

/** On a converted node: the unread field it stands for (set from SObj.unread). */
export const UNREAD_AT = Symbol('a field toollint cannot read');
