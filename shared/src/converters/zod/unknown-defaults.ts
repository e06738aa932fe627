// A default computed at run time (`.default(options.maxResults)`, `.default(DEFAULT_LIMIT)` from an env read,
// `.default(() => crypto.randomUUID())`): the library sends a `default` whose value toollint cannot know. The field is
// still what it is (optional on the input side, required on zod 4's output side), so the tool is analysed: the
// schema keeps its `default` keyword (the rules on defaults and strict mode see that one exists), holding `null` for
// the value, and one info at the code says the value is not known. A value past the reader's bounds is not guessed.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { schemaLabel } from '../../schema/labels';
import { RUNTIME_TEXT, UNKNOWN_TEXT } from '../../sources/typescript/marks';
import { KEPT_AS } from '../../sources/typescript/unknown-texts';
import type { PathSegment } from '../../types';
import { NotAnalyzable, prim, type Span, type SVal } from './model';

/** The bounds a reading stops at: such a value is not analysed, never taken for one computed at run time. */
const BOUNDED = /expands to more than|nests too deeply|longer than/;

/**
 * The value of `.default(x)` or `.catch(x)`: `x` as a JSON literal, the literal a function returns (`() => []`, as
 * zod calls it), or, when it is computed at run time, a placeholder that markUnknownDefaults turns into an unknown value.
 * `.catch()` of another function stays not analysed: toJSONSchema calls it without a context, and throws where it fails.
 */
export function defaultValue(ts: typeof TS, arg: TS.Expression, json: (e: TS.Expression) => SVal, span: Span, what: 'default' | 'catch'): SVal {
  const returned = returnedLiteral(ts, arg);
  try {
    return json(returned ?? arg);
  } catch (e) {
    if (!(e instanceof NotAnalyzable) || BOUNDED.test(e.message) || (what === 'catch' && isFunction(ts, arg))) throw e;
    return prim(UNKNOWN_TEXT, span);
  }
}

function isFunction(ts: typeof TS, arg: TS.Expression): boolean {
  let fn: TS.Expression = arg;
  while (ts.isParenthesizedExpression(fn)) fn = fn.expression;
  return ts.isArrowFunction(fn) || ts.isFunctionExpression(fn);
}

/** What an arrow or function expression without parameters returns, when that is one expression (`() => ({ a: 1 })`). */
function returnedLiteral(ts: typeof TS, arg: TS.Expression): TS.Expression | undefined {
  let fn: TS.Expression = arg;
  while (ts.isParenthesizedExpression(fn)) fn = fn.expression;
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.parameters.length > 0 || fn.asteriskToken || fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)) return undefined;
  if (!ts.isBlock(fn.body)) return fn.body;
  const [only] = fn.body.statements;
  return fn.body.statements.length === 1 && only && ts.isReturnStatement(only) && only.expression ? only.expression : undefined;
}

const MAX_EXCERPT = 60;

/**
 * Marks each `default` whose value is the placeholder defaultValue wrote: an unknown value the tool keeps as `null`,
 * with its own info naming the field and the code. Walks the converted schema once (its size is bounded by the
 * conversion's budget).
 */
export function markUnknownDefaults(root: JsonNode, text: string): void {
  const stack: { node: JsonNode; path: PathSegment[] }[] = [{ node: root, path: [] }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (node.type === 'array') node.children?.forEach((c, i) => stack.push({ node: c, path: [...path, i] }));
    if (node.type !== 'object') continue;
    for (const p of node.children ?? []) {
      const [k, v] = p.children ?? [];
      if (!k || !v || typeof k.value !== 'string') continue;
      if (k.value === 'default' && v.type === 'string' && v.value === UNKNOWN_TEXT) {
        const code = text.slice(v.offset, v.offset + v.length).replace(/\s+/g, ' ').replace(/`/g, "'").trim();
        const shown = code.length > MAX_EXCERPT ? `${code.slice(0, MAX_EXCERPT - 1)}…` : code;
        const field = path.length ? `The default of ${schemaLabel(path)}` : "The schema's default";
        Object.assign(v, {
          [KEPT_AS]: null,
          [RUNTIME_TEXT]: `${field} is computed at run time (\`${shown}\`): the schema is sent with a "default" whose value is not known here, so the rules on defaults see it but its value is not checked (it is counted as one token); the rest of the tool is analysed.`,
        });
      } else stack.push({ node: v, path: [...path, k.value] });
    }
  }
}
