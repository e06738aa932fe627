// coinbase/agentkit's action providers: `@CreateAction({ name, description, schema })` on a method of a class
// extending ActionProvider. The decorator registers the action as `${target.constructor.name}_${params.name}`
// (agentkit's actionDecorator.ts), and every framework extension (LangChain, the AI SDK, MCP) hands the model that
// prefixed name: `get_balance` in `class ERC20ActionProvider` is sent as `ERC20ActionProvider_get_balance`.
import type * as TS from 'typescript';
import { importOf } from './imports';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';

/** Where CreateAction comes from: the package, or (inside agentkit's own repository) its relative actionDecorator module. */
const AGENTKIT_MODULE = /^@coinbase\/agentkit(?:\/|$)|^\.{1,2}\/(?:.*\/)?actionDecorator(?:\.[cm]?[jt]s)?$/;

/**
 * The class name agentkit prefixes to the action this literal defines, when the literal is the argument of an
 * agentkit `@CreateAction(...)` decorating an instance method of a named class; undefined otherwise (a static
 * method's target is the constructor, an anonymous class has no name to read: left as written).
 */
export function agentkitActionClass(ts: Ts, scopes: Scopes, expr: TS.ObjectLiteralExpression): string | undefined {
  const call = expr.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== expr || !ts.isIdentifier(call.expression)) return undefined;
  const decorator = call.parent;
  const method = decorator?.parent;
  const cls = method?.parent;
  if (!decorator || !ts.isDecorator(decorator) || !method || !ts.isMethodDeclaration(method) || !cls || !ts.isClassDeclaration(cls) || !cls.name) return undefined;
  if (method.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) return undefined;
  const from = importOf(ts, scopes, call.expression);
  return from && from.name === 'CreateAction' && AGENTKIT_MODULE.test(from.specifier) ? cls.name.text : undefined;
}

/** The hover's words for the prefix. */
export function agentkitNote(cls: string): string {
  return `coinbase/agentkit's @CreateAction registers it as \`${cls}_<name>\` (the class's name, then the written name), the name its framework extensions send`;
}
