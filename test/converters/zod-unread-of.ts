// What a conversion says it did not read: the whole schema (notAnalyzable), or the first field it kept with its schema
// unknown (converters/zod/unknown-pieces.ts), for the converter tests that check where a failure is reported.
import type { Node as JsonNode } from 'jsonc-parser';
import type { ZodResult } from '../../shared/src/converters/zod';
import { UNREAD_AT } from '../../shared/src/converters/zod/unknown-pieces';

export function unreadOf(result: ZodResult): { span: { offset: number; length: number }; message: string } | undefined {
  if ('notAnalyzable' in result) return result.notAnalyzable;
  const stack: JsonNode[] = [result.node];
  while (stack.length) {
    const n = stack.pop()!;
    const at = (n as unknown as Record<symbol, { reason: string; at: { offset: number; length: number } } | undefined>)[UNREAD_AT];
    if (at) return { span: at.at, message: `Not analysed: ${at.reason}` };
    stack.push(...[...(n.children ?? [])].reverse());
  }
  return undefined;
}
