// The function a call names in the project, wherever it is declared: this file's (a declaration or a const arrow) or
// one another file of the project exports, read there with that file's reader. For the readers of project helpers
// (registration helpers in sdk-calls.ts, tool-building helpers in tool-helpers.ts, zod conversion helpers in
// zod-conversions.ts).
import type * as TS from 'typescript';
import { importOf } from './imports';
import type { Ts } from './parser';
import { asFunction, localFunction, type Scopes } from './ts-walk';

export type ProjectFunction = TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression;

/** A reader that can read a name another file exports, in that file (LiteralConverter, ShapeReader). */
interface Reader<C> {
  scopes: Scopes;
  imported<T>(id: TS.Identifier, read: (conv: C, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
}

/**
 * What `read` makes of the function `callee` names, with the reader of the file that declares it and whether that is
 * another file (`foreign`). A function of this file that `inside` (the call) stands in is none: a helper calling itself.
 */
export function readProjectFunction<C extends Reader<C>, T>(ts: Ts, conv: C, callee: TS.Identifier, read: (conv: C, fn: ProjectFunction, foreign: boolean) => T | undefined, inside?: TS.Node): T | undefined {
  const local = localFunction(ts, conv.scopes, callee);
  if (local) return inside && inside.pos >= local.pos && inside.end <= local.end ? undefined : read(conv, local, false);
  if (conv.scopes.constOf(callee) || !importOf(ts, conv.scopes, callee)) return undefined;
  return conv.imported(callee, (other, init) => {
    const fn = ts.isFunctionDeclaration(init) ? init : asFunction(ts, init);
    return fn ? read(other, fn, true) : undefined;
  });
}
