// A tool literal kept as the base of another in the same file: hf-mcp-server's `export const CREATE_REPO_TOOL_CONFIG
// = { name: 'create_repo', description: '', schema: z.object({...}), ... }` and `static createToolConfig() { return {
// ...CREATE_REPO_TOOL_CONFIG, description: 'Create a Hugging Face ...' }; }`, what the server registers. The base is a
// template whose description (or schema) the literal spreading it replaces: it is not reported as a tool of its own,
// only the literal that spreads it (whose members, read from the base's code, keep their places there). A base
// spread with nothing of its own replaced (`{ ...BASE, handler }`) is still a tool.
import type * as TS from 'typescript';
import { type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

/** The keys whose replacement makes the spread literal a different tool to the model. */
const SENT_KEYS = new Set(['description', 'title', 'schema', 'inputSchema', 'input_schema', 'parameters']);

/** The object literals (among `candidates`) that other candidates spread whole and replace a sent key of (see above). */
export function spreadBases(ts: Ts, scopes: Scopes, candidates: readonly TS.Node[]): Set<TS.Node> {
  const out = new Set<TS.Node>();
  for (const node of candidates) {
    if (!ts.isObjectLiteralExpression(node)) continue;
    const own = new Set<string>();
    const spread: TS.ObjectLiteralExpression[] = [];
    for (const p of node.properties) {
      if (ts.isSpreadAssignment(p)) {
        const e = unwrap(ts, p.expression);
        const init = ts.isIdentifier(e) ? scopes.constOf(e)?.initializer : undefined;
        const base = init && unwrap(ts, init);
        if (base && ts.isObjectLiteralExpression(base)) spread.push(base);
      } else if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) own.add(p.name.text);
    }
    if (own.has('name')) continue;
    for (const base of spread) {
      const keys = new Set(base.properties.flatMap((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [])));
      if (keys.has('name') && [...own].some((k) => SENT_KEYS.has(k) && keys.has(k))) out.add(base);
    }
  }
  return out;
}
