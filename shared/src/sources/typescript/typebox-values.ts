// TypeBox calls in a literal (`parameters: Type.Object({...})`): the JSON Schema they build (converters/typebox), its
// nodes marked as not editable text (the code is TypeBox's, not JSON).
import type * as TS from 'typescript';
import type { Node as JsonNode } from 'jsonc-parser';
import { typeboxImports, typeboxMethod, typeboxNode, type TypeBoxContext } from '../../converters/typebox';
import { FOREIGN } from '../node-marks';
import type { Ts } from './parser';
import { markSubtree } from './value-marks';

/** What is needed of the literal reader (literals.ts, which uses this file). */
interface ValueReader {
  readonly ts: Ts;
  readonly source: TS.SourceFile;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
}

/** The file's TypeBox imports, found once per parsed file (null: none). */
const IMPORTS = new WeakMap<TS.SourceFile, ReturnType<typeof typeboxImports> | null>();

/** A TypeBox call as the JSON Schema it builds; undefined when the call is not one of the file's TypeBox imports. */
export function typeboxValue(conv: ValueReader, call: TS.CallExpression, parent: JsonNode | undefined, depth: number): JsonNode | undefined {
  let imports = IMPORTS.get(conv.source);
  if (imports === undefined) IMPORTS.set(conv.source, (imports = typeboxImports(conv.ts, conv.source) ?? null));
  const method = imports && typeboxMethod(conv.ts, call, imports.names);
  if (!imports || !method) return undefined;
  const ctx: TypeBoxContext = { ts: conv.ts, source: conv.source, ...imports, value: (e) => conv.convert(e, undefined, depth + 1), runtime: (at, why) => conv.runtimeValue(at, undefined, why) };
  return Object.assign(markSubtree(typeboxNode(call, method, ctx), FOREIGN), { parent });
}
