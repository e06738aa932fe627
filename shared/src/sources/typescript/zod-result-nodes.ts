// The zod reader's result as a node of the literal reader's tree: a not-analysable part kept with its reason, and each
// node whose code lies in a shared const (or in another file's code, standing at its import's use here) marked, so a
// fix there says it changes the other code too.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { ZOD_CLOSE_AT, type ZodResult } from '../../converters/zod';
import { markShared, RUNTIME, RUNTIME_REASON, ZOD_UNREAD } from './marks';
import type { ConstDeclaration, Scopes } from './ts-walk';
import { GENERATED } from '../node-marks';

/** What the conversion needs of the literal reader. */
interface ZodNodeReader {
  readonly source: TS.SourceFile;
  readonly scopes: Scopes;
  span(node: TS.Node): { offset: number; length: number };
}

/**
 * The zod reader's result `r` as a node; nodes whose code (or whose `.strict()` spot) is in a shared const it `read`, or
 * at one of the `foreign` uses (code read from another file), are marked. Unread: ZOD_UNREAD for a run-time part
 * written here (a describe() template), not a schema from elsewhere (`z.toJSONSchema(t.schema)`).
 */
export function zodResultNode(conv: ZodNodeReader, r: ZodResult, read: ConstDeclaration[], foreign: { name: string; offset: number; length: number }[]): JsonNode {
  const unread = (o: number, l: number) => (/^[A-Za-z_$][\w$]*(?:\s*\??\.\s*[A-Za-z_$][\w$]*)*(?:\(\s*[A-Za-z_$][\w$]*(?:\s*\??\.\s*[A-Za-z_$][\w$]*)*\s*(?:,[\s\S]*)?\))?$/.test(conv.source.text.slice(o, o + Math.min(l, 200))) ? {} : { [ZOD_UNREAD]: true });
  if (!('node' in r)) return { type: 'null', value: RUNTIME, [RUNTIME_REASON]: r.notAnalyzable.message, ...unread(r.notAnalyzable.span.offset, r.notAnalyzable.span.length), ...r.notAnalyzable.span } as unknown as JsonNode;
  const shared = read.flatMap((d) => {
    const name = conv.scopes.sharedName(d);
    return name ? [{ name, ...conv.span(d.initializer) }] : [];
  });
  // Code read from another file stands at its import's use here: edits there would change the other file's value.
  shared.push(...foreign);
  if (shared.length) {
    const stack = [r.node];
    while (stack.length) {
      const n = stack.pop()!;
      const spots = [n.offset, (n as unknown as Record<symbol, number | undefined>)[ZOD_CLOSE_AT]];
      markShared(n, shared.find((s) => spots.some((o) => o !== undefined && o >= s.offset && o <= s.offset + s.length))?.name);
      for (const c of n.children ?? []) stack.push(c);
    }
  }
  return Object.assign(r.node, { [GENERATED]: true });
}
