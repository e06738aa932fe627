// Conditions a reading can decide, as JavaScript does: `flag ? a : b` and `if (flag) return a;` in an inlined
// function (inline.ts), where the flag is an argument's value, a default or a const; and a member of an object known
// here (`({}).customer` is undefined, so falsy).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { RUNTIME } from './marks';
import { type Ts, unwrap } from './parser';

const MAX_DEPTH = 200;

/** What reads values (the literal reader's convert). */
export interface ValueReader {
  readonly ts: Ts;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
}

/** A member of an object value: found, absent (undefined in JavaScript), or unknown (a part of the object is not known). */
export function memberOfValue(obj: JsonNode, key: string): JsonNode | 'absent' | undefined {
  if (obj.type !== 'object' || obj.value === RUNTIME) return undefined;
  let found: JsonNode | undefined;
  for (const p of obj.children ?? []) {
    const k = p.children?.[0]?.value;
    // A spread or computed member not known here might be the one asked for.
    if (k === '...' || k === '[computed]') return undefined;
    if (k === key) found = p.children?.[1];
  }
  return found ?? 'absent';
}

/** `x.key` where `x` reads as an object literal value (not a const: those the literal reader reads through the const). */
export function literalMember(conv: ValueReader, expr: TS.PropertyAccessExpression, depth: number): JsonNode | 'absent' | undefined {
  if (expr.questionDotToken || !conv.ts.isIdentifier(expr.name)) return undefined;
  const obj = conv.convert(expr.expression, undefined, depth + 1);
  return obj ? memberOfValue(obj, expr.name.text) : undefined;
}

/** Whether a condition known here is truthy; undefined when it is decided at run time. */
export function truth(conv: ValueReader, cond: TS.Expression, depth: number): boolean | undefined {
  const ts = conv.ts;
  if (depth > MAX_DEPTH) return undefined;
  const e = unwrap(ts, cond);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) {
    const inner = truth(conv, e.operand, depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  if (ts.isIdentifier(e) && e.text === 'undefined') return false;
  // `mode === 'read'`: two primitives known here, compared as JavaScript compares them.
  const K = ts.SyntaxKind;
  if (ts.isBinaryExpression(e) && [K.EqualsEqualsEqualsToken, K.ExclamationEqualsEqualsToken].includes(e.operatorToken.kind)) {
    const l = primitive(conv, e.left, depth);
    const r = l === UNKNOWN ? UNKNOWN : primitive(conv, e.right, depth);
    if (l === UNKNOWN || r === UNKNOWN) return undefined;
    return (l === r) === (e.operatorToken.kind === K.EqualsEqualsEqualsToken);
  }
  if (ts.isBinaryExpression(e) && (e.operatorToken.kind === K.AmpersandAmpersandToken || e.operatorToken.kind === K.BarBarToken)) {
    const l = truth(conv, e.left, depth + 1);
    if (l === undefined) return undefined;
    if (e.operatorToken.kind === K.AmpersandAmpersandToken ? !l : l) return l;
    return truth(conv, e.right, depth + 1);
  }
  if (ts.isPropertyAccessExpression(e)) {
    const member = literalMember(conv, e, depth);
    if (member === 'absent') return false;
    if (member) return isTruthy(member);
  }
  const n = conv.convert(e, undefined, depth + 1);
  return n ? isTruthy(n) : undefined;
}

function isTruthy(n: JsonNode): boolean | undefined {
  if (n.value === RUNTIME) return undefined;
  return n.type === 'object' || n.type === 'array' || !!n.value;
}

const UNKNOWN = Symbol('unknown');
/** A string, number, boolean, null or undefined known here (UNKNOWN otherwise). */
function primitive(conv: ValueReader, expr: TS.Expression, depth: number): string | number | boolean | null | undefined | typeof UNKNOWN {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  if (ts.isIdentifier(e) && e.text === 'undefined') return undefined;
  if (ts.isPropertyAccessExpression(e)) {
    const member = literalMember(conv, e, depth);
    if (member === 'absent') return undefined;
    if (member) return member.value === RUNTIME || member.type === 'object' || member.type === 'array' ? UNKNOWN : (member.value as string | number | boolean | null);
  }
  const n = conv.convert(e, undefined, depth + 1);
  return !n || n.value === RUNTIME || n.type === 'object' || n.type === 'array' ? UNKNOWN : (n.value as string | number | boolean | null);
}
