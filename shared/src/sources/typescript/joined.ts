// Strings and numbers computed from parts known here, as JavaScript computes them: `a + b` over static strings and
// numbers, templates whose substitutions are such values, and arithmetic on numbers (`50 * 1024`, `MAX / 1024`, `-x`,
// `2 ** 10`, `1 << 20`). The engine computes with the same IEEE doubles and prints with the same String(), so the
// value is the one the program gets; nothing is run.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { NUMBER_VALUE, OVER_BUDGET, RUNTIME, TOO_LONG } from './marks';
import type { Ts } from './parser';

/** Longest string a reading joins from parts (`a + a` doubles too). */
export const MAX_JOINED_CHARS = 1_000_000;

/** What reads the parts (the literal reader's convert). */
export interface PartReader {
  readonly ts: Ts;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
}

type Part = string | number | typeof TOO_LONG | typeof OVER_BUDGET | undefined;
/** An expression staticValue reads: a template, a binary `+`, arithmetic or a unary `-`, `+`, `~`. */
export type Computed = TS.TemplateExpression | TS.BinaryExpression | TS.PrefixUnaryExpression;

/** The binary operators computed on two numbers, as JavaScript computes them (`+` joins when a side is a string). */
export function numberOperator(ts: Ts, kind: TS.SyntaxKind): ((a: number, b: number) => number) | undefined {
  const K = ts.SyntaxKind;
  switch (kind) {
    case K.PlusToken: return (a, b) => a + b;
    case K.MinusToken: return (a, b) => a - b;
    case K.AsteriskToken: return (a, b) => a * b;
    case K.SlashToken: return (a, b) => a / b;
    case K.PercentToken: return (a, b) => a % b;
    case K.AsteriskAsteriskToken: return (a, b) => a ** b;
    case K.LessThanLessThanToken: return (a, b) => a << b;
    case K.GreaterThanGreaterThanToken: return (a, b) => a >> b;
    case K.GreaterThanGreaterThanGreaterThanToken: return (a, b) => a >>> b;
    case K.AmpersandToken: return (a, b) => a & b;
    case K.BarToken: return (a, b) => a | b;
    case K.CaretToken: return (a, b) => a ^ b;
    default: return undefined;
  }
}

/** `-v`, `~v` or `+v`, as the prefix operator of `expr` computes it on a number. */
export const unaryNumber = (ts: Ts, expr: TS.PrefixUnaryExpression, v: number): number => (expr.operator === ts.SyntaxKind.MinusToken ? -v : expr.operator === ts.SyntaxKind.TildeToken ? ~v : v);

/** `-v`, `+v` or `~v`: the prefix operators unaryNumber computes. */
export function isNumberUnary(ts: Ts, expr: TS.Expression): expr is TS.PrefixUnaryExpression {
  return ts.isPrefixUnaryExpression(expr) && (expr.operator === ts.SyntaxKind.MinusToken || expr.operator === ts.SyntaxKind.PlusToken || expr.operator === ts.SyntaxKind.TildeToken);
}

/** Whether staticValue reads `expr` (see Computed). */
export function isComputed(ts: Ts, expr: TS.Expression): expr is Computed {
  if (ts.isTemplateExpression(expr)) return true;
  if (ts.isBinaryExpression(expr)) return numberOperator(ts, expr.operatorToken.kind) !== undefined;
  return isNumberUnary(ts, expr);
}

/** Whether `expr` builds a string (a template or a `+`), rather than a number only. */
export const isJoin = (ts: Ts, expr: Computed): boolean => ts.isTemplateExpression(expr) || (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.PlusToken);

/**
 * The value of `expr` over static strings and numbers, as JavaScript computes it: `+` joins when either side is a
 * string and adds otherwise, a template prints each substitution with String(), every other operator takes numbers
 * only (a string there is not read, though JavaScript would convert it). Undefined when any part is not static; a
 * number may be NaN or infinite (a division makes them), which only a string it is joined into can hold.
 */
export function staticValue(conv: PartReader, expr: Computed, depth: number): Part {
  const ts = conv.ts;
  if (ts.isTemplateExpression(expr)) {
    let value = expr.head.text;
    for (const span of expr.templateSpans) {
      const v = partValue(conv, span.expression, depth);
      if (v === undefined || v === TOO_LONG || v === OVER_BUDGET) return v;
      if (value.length + String(v).length + span.literal.text.length > MAX_JOINED_CHARS) return TOO_LONG;
      value = `${value}${v}${span.literal.text}`;
    }
    return value;
  }
  if (ts.isPrefixUnaryExpression(expr)) {
    // `-1` costs no more of the reading's budget than the literal.
    const v = ts.isNumericLiteral(expr.operand) ? Number(expr.operand.text) : partValue(conv, expr.operand, depth);
    if (typeof v !== 'number') return typeof v === 'string' ? undefined : v;
    return unaryNumber(ts, expr, v);
  }
  // `a - b + c * d`: the left operands nest (they are collected in a loop, so a long chain costs no depth); each is
  // applied in order, which is the tree's own order whatever the operators' precedence.
  const steps: TS.BinaryExpression[] = [];
  let e: TS.Expression = expr;
  for (; ts.isBinaryExpression(e) && numberOperator(ts, e.operatorToken.kind); e = e.left) steps.push(e);
  let value = partValue(conv, e, depth);
  for (let i = steps.length - 1; i >= 0; i--) {
    if (value === undefined || value === TOO_LONG || value === OVER_BUDGET) return value;
    const step = steps[i]!;
    const v = partValue(conv, step.right, depth);
    if (v === undefined || v === TOO_LONG || v === OVER_BUDGET) return v;
    const join = step.operatorToken.kind === ts.SyntaxKind.PlusToken && (typeof value === 'string' || typeof v === 'string');
    if (join && String(value).length + String(v).length > MAX_JOINED_CHARS) return TOO_LONG;
    if (join) value = `${value}${v}`;
    else if (typeof value === 'number' && typeof v === 'number') value = numberOperator(ts, step.operatorToken.kind)!(value, v);
    else return undefined;
  }
  return value;
}

/** A piece of a computed value: its static value, or why it has none worth reading on (over a budget). */
function partValue(conv: PartReader, e: TS.Expression, depth: number): Part {
  const n = conv.convert(e, undefined, depth + 1);
  const number = n && numberOf(n);
  if (number !== undefined) return number;
  if (n?.value === RUNTIME) {
    const marks = n as unknown as Record<symbol, boolean>;
    return marks[OVER_BUDGET] ? OVER_BUDGET : marks[TOO_LONG] ? TOO_LONG : undefined;
  }
  return n?.type === 'string' ? (n.value as string) : undefined;
}

/** The number a node holds: a number node's, or a NaN or infinity that JSON has not (see nonFinite). */
export function numberOf(n: JsonNode): number | undefined {
  if (n.type === 'number') return n.value as number;
  return n.value === RUNTIME ? (n as unknown as { [NUMBER_VALUE]?: { value: number } })[NUMBER_VALUE]?.value : undefined;
}

/** Why a value that is NaN or infinite is not read as JSON (JSON.stringify sends null for it). */
export const nonFiniteReason = (value: number): string => `the number it computes is ${value}, which JSON has not (JSON.stringify sends null)`;

/** Marks a run-time value as the NaN or infinity it is, which a template or `+` still prints (`${1 / 0}` is 'Infinity'). */
export const nonFinite = (node: JsonNode, value: number): JsonNode => Object.assign(node, { [NUMBER_VALUE]: { value } });
