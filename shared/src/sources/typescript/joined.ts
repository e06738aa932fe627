// Strings joined from parts known here: `a + b` over static strings and numbers (as JavaScript joins them), and
// templates whose substitutions are such values.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { OVER_BUDGET, RUNTIME, TOO_LONG } from './marks';
import type { Ts } from './parser';

/** Longest string a reading joins from parts (`a + a` doubles too). */
export const MAX_JOINED_CHARS = 1_000_000;

/** What reads the parts (the literal reader's convert). */
export interface PartReader {
  readonly ts: Ts;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
}

/**
 * The value of `a + b` over static strings and numbers (as JavaScript joins them), or of a template whose
 * substitutions are such values; undefined when any part is not static.
 */
export function staticValue(conv: PartReader, expr: TS.TemplateExpression | TS.BinaryExpression, depth: number): string | number | typeof TOO_LONG | typeof OVER_BUDGET | undefined {
  const ts = conv.ts;
  const template = !ts.isBinaryExpression(expr);
  // The pieces in order: `a + b + c` nests to the left (its operands are collected in a loop); a template is its
  // head, then each substitution and the text after it.
  const pieces: (string | TS.Expression)[] = [];
  if (ts.isBinaryExpression(expr)) {
    let e: TS.Expression = expr;
    for (; ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken; e = e.left) pieces.push(e.right);
    pieces.push(e);
    pieces.reverse();
  } else {
    pieces.push(expr.head.text);
    for (const span of expr.templateSpans) pieces.push(span.expression, span.literal.text);
  }
  let value: string | number | undefined;
  for (const piece of pieces) {
    const v = typeof piece === 'string' ? piece : partValue(conv, piece, depth);
    if (v === undefined || v === TOO_LONG || v === OVER_BUDGET) return v;
    if (value === undefined) value = v;
    else if (!template && typeof value === 'number' && typeof v === 'number') value += v;
    else if (String(value).length + String(v).length > MAX_JOINED_CHARS) return TOO_LONG;
    else value = `${value}${v}`;
  }
  return template ? String(value) : value;
}

/** A piece of a joined string: its static value, or why it has none worth reading on (over a budget). */
function partValue(conv: PartReader, e: TS.Expression, depth: number): string | number | typeof TOO_LONG | typeof OVER_BUDGET | undefined {
  const n = conv.convert(e, undefined, depth + 1);
  if (n?.value === RUNTIME) {
    const marks = n as unknown as Record<symbol, boolean>;
    return marks[OVER_BUDGET] ? OVER_BUDGET : marks[TOO_LONG] ? TOO_LONG : undefined;
  }
  return n?.type === 'string' || n?.type === 'number' ? (n.value as string | number) : undefined;
}
