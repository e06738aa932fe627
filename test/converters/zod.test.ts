// Oracle tests for the static zod -> JSON Schema reader (shared/src/converters/zod): every fixture is converted
// statically, for each dialect, and compared with what the real libraries produce at run time for the SAME fixture
// code. The fixtures are this file's own text: they are transpiled and evaluated here, in the test only.
//
// Libraries (devDependencies, pinned): zod 4.6.7 as `zod`, zod 3.25.76 as `zod3` (npm alias), zod-to-json-schema
// 3.25.2. zod-to-json-schema requires "zod/v3" (which resolves to zod 4's bundled v3 copy) but only to read the
// ZodFirstPartyTypeKind names, which it compares with `schema._def.typeName` strings; the schemas themselves are
// built with the `zod3` package, so the zod 3 fixtures run against real zod 3.25.76 instances. The Anthropic SDK's
// betaZodTool (@anthropic-ai/sdk 1.14.0, helpers/beta/zod) requires `zod/v4` of the same zod 4.6.7.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Node as JsonNode } from 'jsonc-parser';
import ts from 'typescript';
import * as z4 from 'zod';
import * as z3 from 'zod3';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { betaZodTool } from '@anthropic-ai/sdk/helpers/beta/zod';
import { lint } from '../../shared/src';
import { ZOD_OMITTED_BY, dialectForWrapper, isZodExpression, zodImports, zodShapeToSchemaNode, zodToSchemaNode, type ZodDialect } from '../../shared/src/converters/zod';
import { evaluateFixture, fixtureContext } from './evaluate-fixture';
import { type Json, zod3Runtime } from './zod3-runtime';
import { runtime, WrapperThrew } from './zod-runtime';
import { unreadOf } from './zod-unread-of';


type AnySchema = unknown;

const DIALECTS: ZodDialect[] = ['zod4', 'zod4-input7', 'zod4-ai-sdk', 'zod4-openai', 'zod4-anthropic', 'zod3', 'zod3-mcp', 'zod3-ai-sdk', 'zod3-genkit', 'zod3-beeai', 'zod3-livekit', 'zod4-livekit', 'zod3-openai', 'zod3-anthropic'];
/** The OpenAI Agents SDK's tool() (@openai/agents-core 0.20.0, zod 4 only): tested on its own below. */
const AGENTS: ZodDialect = 'zod4-agents';
/** The dialects that convert (zod3-anthropic refuses every schema: betaZodTool throws on zod 3). */
const CONVERTING = DIALECTS.filter((d) => d !== 'zod3-anthropic');
/** The tool name the openai fixtures are given (zod3-openai names extracted definitions after it). */
const TOOL = 'fixture_tool';

const evaluate = (code: string, zod: unknown): AnySchema => evaluateFixture(code, zod);

function parse(code: string): ts.SourceFile {
  return ts.createSourceFile('fixture.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

const context = (source: ts.SourceFile, dialect: ZodDialect) => fixtureContext(source, dialect, TOOL);

function schemaExpr(source: ts.SourceFile): ts.Expression {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'schema' && node.initializer) found = node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(source);
  assert.ok(found, 'fixture has `export const schema = ...`');
  return found;
}

function value(node: JsonNode): Json {
  switch (node.type) {
    case 'object':
      return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value as string, value(p.children![1]!)]));
    case 'array':
      return (node.children ?? []).map(value);
    default:
      return node.value as Json;
  }
}

function convert(code: string, dialect: ZodDialect) {
  const source = parse(code);
  return { source, result: zodToSchemaNode(schemaExpr(source), context(source, dialect)) };
}

const fx = (body: string, prelude = ''): string => `import { z } from 'zod';\n${prelude}\nexport const schema = ${body};\n`;

/**
 * name -> code; `only4` for zod 4 APIs (zod 3 must say not-analyzable, and its run time must fail), `only3` for zod 3
 * APIs (the same the other way round); `z3Misreads` for zod 4 forms that zod 3's types reject and its run time
 * misreads without throwing (z.enum of an object, z.literal of an array): zod 3 must say not-analyzable.
 */
/** `notOpenai3`: not analysed under openai's zodFunction on zod 3 (its isNullable() parses null, which toollint does not model). */
const FIXTURES: { name: string; code: string; only4?: boolean; only3?: boolean; z3Misreads?: boolean; notOpenai3?: boolean }[] = [
  { name: 'string', code: fx('z.string()') },
  { name: 'number', code: fx('z.number()') },
  { name: 'boolean', code: fx('z.boolean()') },
  { name: 'null', code: fx('z.null()') },
  { name: 'any', code: fx('z.any()') },
  { name: 'unknown', code: fx('z.unknown()') },
  { name: 'int (zod 4)', code: fx('z.int()'), only4: true },
  { name: 'number int min max', code: fx('z.number().int().min(1).max(10)') },
  { name: 'number int alone', code: fx('z.number().int()') },
  { name: 'number min twice', code: fx('z.number().min(5).min(1).max(3).max(9)') },
  { name: 'string min max', code: fx('z.string().min(3).max(40)') },
  { name: 'string min twice', code: fx('z.string().min(2).min(1).max(9, "too long")') },
  { name: 'string length', code: fx('z.string().length(4)') },
  { name: 'string email', code: fx('z.string().email()') },
  { name: 'string email with bounds', code: fx('z.string().min(3).email().max(50)') },
  { name: 'string url', code: fx('z.string().url()') },
  { name: 'string uuid', code: fx('z.string().uuid()') },
  { name: 'string regex', code: fx('z.string().regex(/^[a-z]+\\/\\d+$/i)') },
  { name: 'enum', code: fx("z.enum(['low', 'mid', 'high'])") },
  { name: 'enum from const array', code: fx('z.enum(LEVELS)', "const LEVELS = ['a', 'b'] as const;") },
  { name: 'nativeEnum string enum', code: fx('z.nativeEnum(Color)', "enum Color { Red = 'red', Green = 'green' }") },
  { name: 'nativeEnum numeric enum', code: fx('z.nativeEnum(Level)', 'enum Level { Low, Mid = 5, High }') },
  { name: 'nativeEnum mixed enum', code: fx('z.nativeEnum(Mixed)', "enum Mixed { A = 'a', B = 2 }") },
  { name: 'nativeEnum const object', code: fx('z.nativeEnum(Sizes)', "const Sizes = { S: 'small', L: 'large' } as const;") },
  {
    name: 'members of a const object of schemas, one used twice',
    code: fx('z.object({ state: Schemas.state.optional(), id: Schemas.id, parent: Schemas.id })', "const Schemas = { state: z.enum(['active', 'archived']).describe('Release state'), id: z.string() };"),
  },
  { name: 'literal string', code: fx("z.literal('fixed')") },
  { name: 'literal number', code: fx('z.literal(-3)') },
  { name: 'literal boolean', code: fx('z.literal(true)') },
  { name: 'array', code: fx('z.array(z.string())') },
  { name: 'array method', code: fx('z.number().array()') },
  { name: 'array min max', code: fx('z.array(z.string()).min(1).max(3)') },
  { name: 'array length', code: fx('z.string().array().length(2)') },
  { name: 'array of any', code: fx('z.array(z.any())') },
  { name: 'tuple', code: fx('z.tuple([z.string(), z.number()])') },
  { name: 'tuple with optional tail', code: fx('z.tuple([z.string(), z.number().optional()])') },
  { name: 'tuple with a rest', code: fx('z.tuple([z.string(), z.number()]).rest(z.boolean().describe("flag"))') },
  { name: 'custom without a check', code: fx('z.object({ c: z.custom<string>().describe("any value"), d: z.string() })') },
  { name: 'union of primitives', code: fx('z.union([z.string(), z.number()])') },
  { name: 'union of literals', code: fx("z.union([z.literal('a'), z.literal('b'), z.literal(1)])") },
  { name: 'union of objects', code: fx('z.union([z.object({ a: z.string() }), z.object({ b: z.number() })])') },
  { name: 'union with checks and any', code: fx('z.union([z.string().min(1), z.any()])') },
  { name: 'union of enums', code: fx("z.union([z.enum(['a']), z.enum(['b', 'a'])])") },
  { name: 'discriminatedUnion', code: fx("z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), x: z.string() }), z.object({ kind: z.literal('b'), y: z.number().optional() })])") },
  { name: 'record', code: fx('z.record(z.string(), z.number())') },
  { name: 'record with enum key', code: fx("z.record(z.enum(['x', 'y']), z.boolean())") },
  { name: 'record with optional values', code: fx("z.record(z.enum(['x', 'y']), z.boolean().optional())") },
  { name: 'object', code: fx("z.object({ city: z.string().describe('City name'), days: z.number().int().min(1).max(14) })") },
  { name: 'object optional nullable nullish default', code: fx("z.object({ a: z.string().optional(), b: z.number().default(3), c: z.string().nullable(), d: z.boolean().nullish(), e: z.string().optional().default('x') })") },
  { name: 'object any and unknown fields', code: fx('z.object({ a: z.any(), b: z.unknown(), c: z.string() })') },
  { name: 'object strict', code: fx('z.object({ a: z.string() }).strict()') },
  { name: 'object passthrough', code: fx('z.object({ a: z.string() }).passthrough()') },
  { name: 'object described then strict', code: fx("z.object({ a: z.string() }).describe('Args').strict()") },
  { name: 'object strict then described', code: fx("z.object({ a: z.string() }).strict().describe('Args')") },
  { name: 'nested objects and arrays', code: fx("z.object({ user: z.object({ name: z.string(), tags: z.array(z.string().min(1)).max(5) }).describe('The user'), items: z.array(z.object({ id: z.string().uuid(), qty: z.number().int() })) })") },
  { name: 'describe before optional', code: fx("z.object({ note: z.string().describe('A note').optional() })") },
  { name: 'describe after optional', code: fx("z.object({ note: z.string().optional().describe('A note') })") },
  { name: 'describe before nullable', code: fx("z.object({ n: z.number().describe('N').nullable() })") },
  { name: 'describe after nullable', code: fx("z.object({ n: z.number().nullable().describe('N') })") },
  { name: 'describe then min', code: fx("z.string().describe('Name').min(2)") },
  { name: 'nullable with checks', code: fx('z.object({ s: z.string().min(1).nullable() })') },
  { name: 'nullable object', code: fx('z.object({ o: z.object({ a: z.string() }).nullable() })') },
  { name: 'optional at the root', code: fx('z.string().optional()') },
  { name: 'nullable optional in array', code: fx('z.array(z.string().nullable().optional())') },
  { name: 'default object value', code: fx("z.object({ opts: z.object({ deep: z.boolean() }).default({ deep: true }), list: z.array(z.string()).default(['a', 'b']) })") },
  { name: 'default then describe', code: fx("z.object({ n: z.number().default(1).describe('Count') })") },
  { name: 'const schema reused', code: fx('z.object({ from: Place, to: Place, via: Place.optional() })', 'const Place = z.string().min(2);') },
  { name: 'const object reused in array', code: fx('z.object({ a: Item, list: z.array(Item) })', 'const Item = z.object({ id: z.string() });') },
  { name: 'shape from a const', code: fx('z.object(shape)', "const shape = { q: z.string(), limit: z.number().optional() };") },
  { name: 'shorthand property', code: fx('z.object({ query })', 'const query = z.string();') },
  { name: 'numeric and quoted keys', code: fx("z.object({ 'b-key': z.string(), 2: z.number(), a: z.boolean(), 1: z.null() })") },
  { name: 'namespace import', code: "import * as z from 'zod';\nexport const schema = z.object({ a: z.string().url().optional() });\n" },
  { name: 'parenthesised and as const', code: fx('(z.object({ a: (z.string() as any) }).strict())') },
  { name: 'optional factory', code: fx('z.object({ a: z.optional(z.string()), b: z.nullable(z.number()) })') },
  { name: 'union with nullable member', code: fx('z.union([z.string(), z.number().nullable()])') },
  { name: 'empty object', code: fx('z.object({})') },
  { name: 'object of another object\'s shape', code: fx('z.object(Base.shape).strict()', "const Base = z.object({ a: z.string().describe('A'), b: z.number().optional() });") },
  { name: 'spread shapes, a key overridden in place', code: fx('z.object({ ...Base.shape, c: z.boolean(), a: z.number().min(1) })', "const Base = z.object({ a: z.string(), b: z.number().optional() });") },
  { name: 'spread of a const shape literal', code: fx("z.object({ ...common, q: z.string().describe('Q') })", "const common = { limit: z.number().int().max(50).optional(), cursor: z.string().nullable() };") },
  { name: 'extend with another shape', code: fx('Base.extend(Other.shape)', 'const Base = z.object({ a: z.string() });\nconst Other = z.object({ b: z.number(), a: z.boolean() });') },
  { name: 'shape fields shared with the object they come from', code: fx('z.object({ x: Base, y: z.object(Base.shape), z: z.object({ ...Base.shape }) })', "const Base = z.object({ a: z.string().min(2), b: z.enum(['p', 'q']) });") },
  { name: 'object loose (zod 4)', code: fx("z.object({ a: z.string() }).loose().describe('Open')"), only4: true },
  { name: 'strictObject', code: fx("z.strictObject({ a: z.string(), b: z.number().optional() })") },
  { name: 'looseObject (zod 4)', code: fx('z.looseObject({ a: z.string() })'), only4: true },
  { name: 'nullish fields only', code: fx("z.object({ a: z.string().nullish(), b: z.number().int().nullish().describe('B') })") },
  { name: 'nullable default null', code: fx('z.object({ a: z.string().nullable().default(null) })') },
  { name: 'const nullable object reused', code: fx('z.object({ a: P, b: P })', 'const P = z.object({ x: z.string() }).nullable();') },
  { name: 'const reused under keys that need encoding', code: fx("z.object({ 'my key': P, 'ünï': P, other: P })", 'const P = z.string();') },
  { name: 'const reused inside a reused object', code: fx('z.object({ o: Outer, p: Outer, q: z.array(Inner) })', 'const Inner = z.string().min(1);\nconst Outer = z.object({ i: Inner, j: Inner });') },
  { name: 'const default reused', code: fx('z.object({ a: D, b: D })', 'const D = z.number().default(1);') },
  { name: 'const optional reused', code: fx('z.object({ a: O, b: z.array(O) })', 'const O = z.string().optional();') },
  // number checks
  { name: 'number positive', code: fx('z.number().positive()') },
  { name: 'number negative', code: fx("z.number().negative('must be < 0')") },
  { name: 'number nonnegative nonpositive', code: fx('z.number().nonnegative().nonpositive()') },
  { name: 'number gt lt', code: fx('z.number().gt(1).lt(10)') },
  { name: 'number gte lte', code: fx("z.number().gte(-1.5).lte(10, 'too big')") },
  { name: 'number exclusive bound not looser than inclusive', code: fx('z.number().gt(5).min(5).lt(10).max(20)') },
  { name: 'number inclusive bound tighter than exclusive', code: fx('z.number().gt(3).min(5).max(7).lt(9)') },
  { name: 'number exclusive bounds twice', code: fx('z.number().gt(1).gt(0).lt(8).lt(9).positive()') },
  { name: 'int positive', code: fx('z.number().int().positive()') },
  { name: 'int nonnegative max', code: fx('z.number().int().nonnegative().max(100)') },
  { name: 'int negative', code: fx('z.number().negative().int()') },
  { name: 'int with a bound beyond the safe range', code: fx('z.number().gt(-1e20).int().lt(1e20)') },
  { name: 'number multipleOf', code: fx('z.number().multipleOf(5)') },
  { name: 'number multipleOf negative and repeated', code: fx('z.number().multipleOf(3).multipleOf(-3).multipleOf(0.5)') },
  { name: 'number multipleOf with bounds', code: fx('z.number().int().multipleOf(10).min(0).max(1000)') },
  { name: 'number step', code: fx('z.number().step(0.25)') },
  { name: 'number finite', code: fx('z.number().finite()') },
  { name: 'number safe', code: fx('z.number().safe()') },
  { name: 'number safe then int and max', code: fx('z.number().safe().int().max(10)') },
  { name: 'finite stops the nullable collapse in zod 3', code: fx('z.object({ n: z.number().finite().nullable() })') },
  { name: 'trim stops the union collapse in zod 3', code: fx('z.union([z.string().trim(), z.number()])') },
  // string checks
  { name: 'string nonempty', code: fx('z.string().nonempty()') },
  { name: 'string nonempty with message then max', code: fx("z.string().nonempty('required').max(20)") },
  { name: 'string datetime', code: fx('z.string().datetime()') },
  { name: 'string datetime offset precision', code: fx("z.string().datetime({ offset: true, precision: 3, message: 'ISO please' })") },
  { name: 'string datetime precision 0', code: fx('z.string().datetime({ precision: 0 })') },
  { name: 'string datetime local', code: fx('z.string().datetime({ local: true })') },
  { name: 'string datetime message', code: fx("z.string().datetime('bad date')") },
  { name: 'string date', code: fx('z.string().date()') },
  { name: 'string time', code: fx('z.string().time()') },
  { name: 'string time precision', code: fx('z.string().time({ precision: 2 })') },
  { name: 'string startsWith', code: fx("z.string().startsWith('https://')") },
  { name: 'string startsWith w (escaped as \\w by zod-to-json-schema)', code: fx("z.string().startsWith('www.Web')") },
  { name: 'string endsWith', code: fx("z.string().endsWith('.json', 'a JSON file')") },
  { name: 'string includes', code: fx("z.string().includes('@')") },
  { name: 'string includes position', code: fx("z.string().includes('at', { position: 2, message: 'no at' })") },
  { name: 'string literal checks with special characters', code: fx("z.string().startsWith('a/b [c] é').endsWith('$ \\n')") },
  { name: 'string trim toLowerCase toUpperCase', code: fx('z.string().trim().toLowerCase().toUpperCase().min(1)') },
  { name: 'string cuid', code: fx('z.string().cuid()') },
  { name: 'string ulid', code: fx('z.string().ulid()') },
  { name: 'string lowercase (zod 4)', code: fx('z.string().lowercase()'), only4: true },
  { name: 'string ip (zod 3)', code: fx('z.string().ip()'), only3: true },
  { name: 'string ip v4 (zod 3)', code: fx("z.string().ip({ version: 'v4' })"), only3: true },
  { name: 'string two formats', code: fx('z.string().email().url()') },
  { name: 'string format then pattern', code: fx('z.string().email().regex(/^[a-z@.]+$/)') },
  { name: 'string pattern then format', code: fx('z.string().regex(/x/).uuid()') },
  { name: 'string three patterns', code: fx("z.string().regex(/a/).startsWith('b').endsWith('c')") },
  { name: 'string date twice', code: fx('z.string().date().date()') },
  { name: 'string uuid twice', code: fx('z.string().uuid().uuid()') },
  { name: 'string local datetime drops a later format', code: fx('z.string().datetime({ local: true }).email()') },
  { name: 'string time then cuid', code: fx('z.string().time().cuid()') },
  { name: 'string datetime precision -1', code: fx('z.string().datetime({ precision: -1, offset: true })') },
  { name: 'string time precision -1 then date', code: fx('z.string().time({ precision: -1 }).date()') },
  { name: 'string email twice', code: fx('z.string().email().email()') },
  { name: 'string checks in a record key', code: fx("z.record(z.string().startsWith('x-').max(20).describe('Header'), z.string())") },
  { name: 'trimmed record key', code: fx('z.record(K, z.number())', 'const K = z.string().trim();') },
  { name: 'int factory with exclusive bounds (zod 4)', code: fx('z.int().positive().lt(10)'), only4: true },
  // arrays
  { name: 'array nonempty', code: fx('z.array(z.string()).nonempty()') },
  { name: 'array nonempty then max', code: fx("z.string().array().nonempty('need one').max(3)") },
  // object methods
  { name: 'extend', code: fx('z.object({ a: z.string(), b: z.number() }).extend({ c: z.boolean(), a: z.number().optional() })') },
  { name: 'extend keeps strict, zod 3 keeps the description', code: fx("z.object({ a: z.string() }).strict().describe('Base').extend({ b: z.string() })") },
  { name: 'extend with numeric keys', code: fx("z.object({ b: z.string(), 2: z.number() }).extend({ 1: z.null(), b: z.boolean(), 'z-z': z.string() })") },
  { name: 'extend a const with a const shape', code: fx('Base.extend(more)', "const Base = z.object({ id: z.string() });\nconst more = { extra: z.number().default(2) };") },
  { name: 'extend next to its base (shared fields)', code: fx('z.object({ base: Base, full: Base.extend({ x: z.number() }) })', 'const Base = z.object({ id: z.string().min(1) });') },
  { name: 'safeExtend (zod 4)', code: fx('z.object({ a: z.string() }).safeExtend({ b: z.number() })'), only4: true },
  { name: 'merge', code: fx('z.object({ a: z.string(), b: z.string() }).merge(z.object({ b: z.number(), c: z.boolean() }))') },
  { name: 'merge takes the strictness of the merged object', code: fx("z.object({ a: z.string() }).passthrough().describe('A').merge(z.object({ b: z.string() }).strict())") },
  { name: 'merge into strict a passthrough', code: fx('z.object({ a: z.string() }).strict().merge(Other)', 'const Other = z.object({ b: z.string() }).passthrough();') },
  { name: 'pick in mask order', code: fx('z.object({ a: z.string(), b: z.number(), c: z.boolean() }).pick({ c: true, a: true })') },
  { name: 'pick with false', code: fx('z.object({ a: z.string(), b: z.number() }).pick({ a: true, b: false })') },
  { name: 'pick described', code: fx("z.object({ a: z.string(), b: z.number() }).describe('All').pick({ b: true })") },
  { name: 'omit', code: fx('z.object({ a: z.string(), b: z.number(), c: z.boolean() }).omit({ b: true })') },
  { name: 'omit from a const', code: fx('Full.omit({ id: true })', 'const Full = z.object({ id: z.string(), name: z.string(), age: z.number().optional() }).strict();') },
  { name: 'partial', code: fx("z.object({ a: z.string(), b: z.number().describe('B'), c: z.boolean().optional() }).partial()") },
  { name: 'partial with a mask', code: fx('z.object({ a: z.string(), b: z.number() }).partial({ b: true })') },
  { name: 'partial of shared fields', code: fx('z.object({ a: Name, b: Name }).partial()', 'const Name = z.string().min(1);') },
  { name: 'partial reused', code: fx('z.object({ x: P, y: P })', 'const P = z.object({ a: z.string() }).partial();') },
  { name: 'required', code: fx("z.object({ a: z.string().optional(), b: z.number().nullish(), c: z.string().default('x'), d: z.any(), e: z.boolean().describe('E') }).required()") },
  { name: 'required keeps a description set before optional', code: fx("z.object({ a: z.string().describe('A').optional(), b: z.string().optional().describe('B') }).required()") },
  { name: 'required with a mask', code: fx('z.object({ a: z.string().optional(), b: z.number().optional() }).required({ a: true })') },
  { name: 'required after partial', code: fx("z.object({ a: z.string().describe('A'), b: z.number() }).partial().required({ b: true })") },
  { name: 'strip', code: fx('z.object({ a: z.string() }).strict().strip()') },
  // reuse: zod 4's toJSONSchema with reused "ref" (betaZodTool) extracts every instance it processes twice into $defs,
  // counting the parents that .describe() and every check (.min(), .email()...) link to; zod-to-json-schema's $refs
  { name: 'const used plainly and wrapped', code: fx("z.object({ a: P, b: P.optional(), c: P.nullable(), d: P.array(), e: P.default('xx'), f: z.optional(P) })", 'const P = z.string().min(2);') },
  { name: 'const described twice', code: fx("z.object({ a: S.describe('A'), b: S.describe('B') })", 'const S = z.string();') },
  { name: 'const refined twice (parents counted)', code: fx('z.object({ a: S.min(1).max(5), b: S.min(2) })', 'const S = z.string();') },
  { name: 'described const reused and refined', code: fx("z.object({ a: D, b: D, c: D.min(1), d: D.describe('Name'), e: D.describe('Other') })", "const D = z.string().describe('Name');") },
  { name: 'array with a check (its element processed twice)', code: fx('z.object({ tags: z.array(z.string()).min(1), n: z.number().array().max(3).describe("N") })') },
  { name: 'described object (its fields processed twice)', code: fx("z.object({ o: z.object({ a: z.string(), b: z.number().optional() }).describe('O') })") },
  { name: 'described optional reused', code: fx("z.object({ a: O.describe('A'), b: O })", 'const O = z.string().optional();') },
  { name: 'reuse in arrays, unions, tuples and records', code: fx('z.object({ l: z.array(P), u: z.union([P, z.null()]), t: z.tuple([P, P]), r: z.record(z.string(), P) })', 'const P = z.object({ id: z.string() });') },
  { name: 'reused record key enum', code: fx('z.object({ k: K, r: z.record(K, z.number()) })', "const K = z.enum(['x', 'y']);") },
  { name: 'reused nullable (compacted in its definition)', code: fx('z.object({ a: N, b: N, c: z.array(N) })', 'const N = z.string().nullable();') },
  { name: 'discriminated union member reused', code: fx("z.object({ u: z.discriminatedUnion('kind', [A, B]), a: A })", "const A = z.object({ kind: z.literal('a'), x: z.string() });\nconst B = z.object({ kind: z.literal('b') });") },
  { name: 'two extends of one base (fields shared)', code: fx('z.object({ a: Base.extend({ x: z.number() }), b: Base.extend({ y: z.boolean() }) })', 'const Tag = z.enum(["p", "q"]);\nconst Base = z.object({ id: z.string().min(1), tag: Tag });') },
  { name: 'ids in first-processed order', code: fx('z.object({ b1: B, o: z.array(Outer), a1: A, a2: A, b2: B, i: Inner, o2: Outer })', 'const A = z.number();\nconst B = z.boolean();\nconst Inner = z.string().min(1);\nconst Outer = z.object({ i: Inner, j: Inner.optional() });') },
  { name: 'id of a parent seen before its plain use', code: fx('z.object({ a: S.min(1), b: T, c: T, d: S })', 'const S = z.string();\nconst T = z.number();') },
  { name: 'finite is the same instance (zod 4)', code: fx('z.object({ a: N, b: N.finite() })', 'const N = z.number().min(0);') },
  { name: 'const shape literal in two objects (same fields)', code: fx('z.object({ a: z.object(shape), b: z.object(shape) })', 'const shape = { q: z.string().min(1) };') },
  { name: 'const shape literal spread twice', code: fx('z.object({ a: z.object({ ...common, q: z.string() }), b: z.object({ ...common }) })', 'const common = { limit: z.number().int() };') },
  { name: 'const schema list in a union and a tuple', code: fx('z.object({ u: z.union(opts), t: z.tuple(opts) })', 'const opts = [z.object({ p: z.string() }), z.number()] as const;') },
  { name: 'passthrough catchall shared by extend and pick', code: fx('z.object({ l: L.extend({ b: z.number() }), m: L.pick({ a: true }) })', 'const L = z.object({ a: z.string() }).passthrough();') },
  { name: 'looseObject catchall shared by merge (zod 4)', code: fx('z.object({ x: O, y: z.object({ b: z.string() }).merge(O) })', 'const O = z.looseObject({ a: z.string() });'), only4: true },
  { name: 'partial and required of a reused object', code: fx('z.object({ p: O.partial(), r: O.required(), o: O })', "const O = z.object({ a: z.string().optional(), b: z.number().default(1) });") },
  { name: 'reused default with the same default', code: fx('z.object({ a: D, b: D, c: D.default(1), d: D.describe("D") })', 'const D = z.number().default(1);') },
  { name: 'reused schema at the root and inside', code: fx('z.array(P).min(1).describe("list")', 'const P = z.object({ a: z.string() });') },
  // zod 4's top-level string formats (ZodStringFormat: the format is the schema's own first check)
  { name: 'email factory (zod 4)', code: fx('z.email()'), only4: true },
  { name: 'email factory with a message (zod 4)', code: fx('z.email("bad email")'), only4: true },
  { name: 'email factory with a message object, described, optional (zod 4)', code: fx("z.object({ m: z.email({ message: 'x' }).describe('Mail').optional() })"), only4: true },
  { name: 'uuid factory nullable (zod 4)', code: fx('z.object({ id: z.uuid().nullable(), g: z.guid().nullish() })'), only4: true },
  { name: 'uuid versions (zod 4)', code: fx('z.object({ a: z.uuidv4(), b: z.uuidv6(), c: z.uuidv7("v7 please") })'), only4: true },
  { name: 'url and httpUrl (zod 4)', code: fx("z.object({ a: z.url(), b: z.httpUrl().describe('Homepage') })"), only4: true },
  { name: 'iso formats (zod 4)', code: fx('z.object({ dt: z.iso.datetime(), d: z.iso.date(), t: z.iso.time(), du: z.iso.duration() })'), only4: true },
  { name: 'iso datetime with options (zod 4)', code: fx("z.object({ a: z.iso.datetime({ offset: true, precision: 3, message: 'ISO' }), b: z.iso.datetime({ local: true }), c: z.iso.time({ precision: 0 }) })"), only4: true },
  { name: 'ip and cidr formats (zod 4)', code: fx('z.object({ a: z.ipv4(), b: z.ipv6(), c: z.cidrv4(), d: z.cidrv6() })'), only4: true },
  { name: 'id formats (zod 4)', code: fx('z.object({ a: z.cuid(), b: z.cuid2(), c: z.ulid(), d: z.nanoid(), e: z.xid(), f: z.ksuid() })'), only4: true },
  { name: 'encodings, emoji, jwt, e164 (zod 4)', code: fx("z.object({ a: z.base64(), b: z.base64url(), c: z.emoji('no emoji'), d: z.jwt(), e: z.e164() })"), only4: true },
  { name: 'format factory with bounds and a pattern (zod 4)', code: fx('z.email().min(5).max(80).regex(/@example\\.com$/).describe("Work mail")'), only4: true },
  { name: 'format factory with case checks (zod 4)', code: fx("z.base64().lowercase().startsWith('a').trim()"), only4: true },
  { name: 'format factory reused (zod 4)', code: fx('z.object({ a: E, b: E, c: E.min(3), d: E.optional() })', 'const E = z.email();'), only4: true },
  { name: 'iso datetime reused (zod 4)', code: fx("z.object({ a: D, b: D.describe('B') })", 'const D = z.iso.datetime();'), only4: true },
  // string format methods
  { name: 'string emoji', code: fx('z.string().emoji()') },
  { name: 'string emoji twice', code: fx("z.string().emoji().emoji('again')") },
  { name: 'string cuid2', code: fx('z.string().cuid2()') },
  { name: 'string nanoid twice (one shared pattern in zod 4)', code: fx('z.string().nanoid().nanoid()') },
  { name: 'string base64 with bounds', code: fx('z.string().min(4).base64().max(64)') },
  { name: 'string base64url', code: fx('z.string().base64url()') },
  { name: 'string base64 then base64url', code: fx('z.string().base64().base64url()') },
  { name: 'string jwt', code: fx("z.string().jwt('a token')") },
  { name: 'string jwt then regex', code: fx('z.string().jwt().regex(/^e/)') },
  { name: 'string duration', code: fx('z.string().duration()') },
  { name: 'string emoji then email then cuid2', code: fx('z.string().emoji().email().cuid2()') },
  { name: 'string ipv4 ipv6 (zod 4)', code: fx('z.object({ a: z.string().ipv4(), b: z.string().ipv6().optional() })'), only4: true },
  { name: 'string guid, uuid versions, e164, ksuid, xid, cidr (zod 4)', code: fx('z.object({ a: z.string().guid(), b: z.string().uuidv4(), c: z.string().uuidv7(), d: z.string().e164(), e: z.string().ksuid(), f: z.string().xid(), g: z.string().cidrv4(), h: z.string().cidrv6() })'), only4: true },
  { name: 'string ipv4 then ipv6 (zod 4)', code: fx('z.string().ipv4().ipv6().min(2)'), only4: true },
  // zod 4's registry metadata: .meta({...}) and .describe(s) (which is .meta({ description: s }))
  { name: 'meta (zod 4)', code: fx("z.string().meta({ title: 'Name', description: 'The name', examples: ['a', 'b'], deprecated: true })"), only4: true },
  { name: 'meta then describe (zod 4)', code: fx("z.string().meta({ description: 'm', title: 'T' }).describe('d')"), only4: true },
  { name: 'describe then meta (zod 4)', code: fx("z.string().describe('d').meta({ title: 'T', description: 'm', 'x-order': 2 })"), only4: true },
  { name: 'meta inherited by a check, overlaid by another meta (zod 4)', code: fx("z.string().meta({ title: 'T', examples: ['x'] }).min(1).meta({ examples: ['yy'], readOnly: true })"), only4: true },
  { name: 'meta on wrappers (zod 4)', code: fx("z.object({ a: z.string().optional().meta({ title: 'A' }), b: z.number().default(1).meta({ examples: [1, 2] }), c: z.string().nullable().meta({ title: 'C' }), d: z.string().meta({ title: 'D' }).optional(), e: z.string().meta({ title: 'E' }).nullable(), f: z.boolean().meta({ description: 'F' }).default(false).describe('F2') })"), only4: true },
  { name: 'meta lost by object methods (zod 4)', code: fx("z.object({ a: z.object({ x: z.string() }).meta({ title: 'O' }).strict(), b: z.object({ y: z.string() }).meta({ title: 'P' }).extend({ z: z.number() }) })"), only4: true },
  { name: 'meta with numeric keys and nested values (zod 4)', code: fx("z.number().int().meta({ b: 'b', 2: 'two', x: { y: [1, null, true, -2.5], 1: {} }, 1: 'one' })"), only4: true },
  { name: 'meta from a const object (zod 4)', code: fx('z.enum(["a", "b"]).meta(info)', "const info = { title: 'Level', examples: ['a'] } as const;"), only4: true },
  { name: 'meta overriding keywords (zod 4)', code: fx("z.object({ a: z.string().min(1).meta({ minLength: 5, default: 'xxxxx', type: 'string' }), b: z.number().meta({ default: null }).nullable() })"), only4: true },
  { name: 'meta on objects, arrays, unions and literals (zod 4)', code: fx("z.object({ o: z.object({ a: z.string() }).meta({ title: 'O' }), l: z.array(z.string()).meta({ title: 'L' }).min(1), u: z.union([z.string(), z.number()]).meta({ title: 'U' }), k: z.literal('k').meta({ title: 'K' }) }).meta({ title: 'Root', description: 'All' })"), only4: true },
  { name: 'meta on readonly and catch (zod 4)', code: fx("z.object({ r: z.string().readonly().meta({ title: 'R' }), c: z.number().catch(0).describe('C'), m: z.string().meta({ title: 'M' }).readonly() })"), only4: true },
  { name: 'meta reused (zod 4)', code: fx("z.object({ a: M, b: M, c: M.describe('C'), d: M.meta({ title: 'D' }), e: M.optional() })", "const M = z.string().meta({ title: 'M', examples: ['m'] });"), only4: true },
  // zod 4's enum of an object and literal of several values
  { name: 'enum of an object (zod 4)', code: fx("z.enum({ A: 'a', B: 'b' })"), z3Misreads: true },
  // Functions toollint never runs, where the JSON Schema does not depend on them (zod 3's effects are not modelled).
  { name: 'refine and superRefine', code: fx("z.object({ a: z.string().min(2).refine((v) => v !== 'x', 'not x'), b: z.number().superRefine(() => {}).describe('B') })") },
  { name: 'transform: the input side', code: fx("z.object({ n: z.string().transform((v) => v.length), d: z.string().describe('D').transform((v) => v).optional() })") },
  { name: 'pipe', code: fx("z.object({ p: z.string().pipe(z.string().email()), q: z.string().min(1).pipe(z.string().max(5)).optional() })") },
  { name: 'preprocess (zod 4)', code: fx("z.object({ n: z.preprocess((v) => Number(v), z.number().min(1)), s: z.preprocess(String, z.string().describe('S')).optional() })"), z3Misreads: true },
  { name: 'enum of an object with numbers and repeats (zod 4)', code: fx("z.enum({ 2: 'x', A: 1, 1: 'y', B: 'x' })"), z3Misreads: true },
  { name: 'enum of a const object and of a TS enum (zod 4)', code: fx('z.object({ a: z.enum(Sizes), b: z.enum(Color).optional() })', "const Sizes = { S: 'small', L: 'large' } as const;\nenum Color { Red = 'red', Green = 'green' }"), z3Misreads: true },
  { name: 'literal of several values (zod 4)', code: fx("z.literal(['x', 'y'])"), z3Misreads: true },
  { name: 'literal lists of every kind (zod 4)', code: fx("z.object({ a: z.literal(['a', 1, true]), b: z.literal([1, -2]), c: z.literal([true, false]), d: z.literal(['only']), e: z.literal(['a', 'a']).describe('E') })"), z3Misreads: true },
  { name: 'literal list in a union (zod 4)', code: fx("z.union([z.literal(['a', 'b']), z.literal('c'), z.null()])"), z3Misreads: true },
  // readonly and brand
  { name: 'readonly', code: fx("z.object({ a: z.string().readonly(), b: z.string().optional().readonly(), c: z.string().describe('C').readonly(), d: z.array(z.string()).readonly().describe('D'), e: z.string().nullable().readonly() })") },
  { name: 'readonly at the root', code: fx('z.object({ a: z.number() }).readonly()') },
  { name: 'brand', code: fx("z.object({ a: z.string().brand(), b: z.string().describe('B').brand<'B'>(), c: z.number().brand().optional(), d: z.string().min(1).brand().describe('D') })") },
  { name: 'readonly and brand in unions and nullables', code: fx('z.object({ u: z.union([z.string().readonly(), z.number()]), v: z.union([z.string().brand(), z.boolean()]), n: z.string().brand().nullable(), r: z.number().readonly().nullable() })') },
  { name: 'readonly and brand reused', code: fx('z.object({ a: R, b: R, c: R.readonly(), d: z.union([R, z.number().readonly()]), e: R.optional() })', 'const R = z.string().min(1).brand();') },
  // coerce
  { name: 'coerce at the root', code: fx('z.coerce.number()') },
  { name: 'coerce', code: fx("z.object({ s: z.coerce.string(), n: z.coerce.number().int().min(1), b: z.coerce.boolean().describe('B'), s2: z.coerce.string().min(3).max(20), s3: z.coerce.string().max(5), s4: z.coerce.string().trim().length(9) })") },
  { name: 'coerce optional', code: fx('z.object({ n: z.coerce.number().nonnegative().optional(), s: z.coerce.string().optional(), p: z.coerce.number().positive().optional() })') },
  // z.date(): zod-to-json-schema's default dateStrategy; zod 4's toJSONSchema throws on it. `.or()`; computed keys.
  { name: 'date', code: fx("z.object({ at: z.date(), on: z.date().describe('On').nullable() })") },
  { name: 'date and coerce.date', code: fx("z.object({ at: z.date(), from: z.coerce.date().optional().describe('From'), to: z.coerce.date() })"), notOpenai3: true },
  { name: 'or', code: fx("z.object({ ids: z.string().or(z.array(z.string())).optional().describe('IDs'), n: z.number().or(z.null()), u: z.string().describe('S').or(z.number().int()) })") },
  { name: 'computed keys', code: fx("z.object({ [K.id]: z.string(), [NAME]: z.number().optional(), ['plain']: z.boolean() })", "const K = { id: 'subscription_id' } as const;\nconst NAME = 'custom_name';") },
  { name: 'coerce in a union', code: fx('z.object({ u: z.union([z.coerce.number(), z.coerce.boolean()]), v: z.union([z.coerce.string(), z.null()]) })') },
  // catch and nonoptional
  { name: 'catch', code: fx("z.object({ a: z.string().catch('x'), b: z.number().optional().catch(1), c: z.string().describe('C').catch(''), d: z.object({ x: z.boolean() }).catch({ x: false }), e: z.string().default('d').catch('c') })") },
  { name: 'catch in a tuple and under nullable', code: fx("z.object({ t: z.tuple([z.string(), z.number().catch(0)]), n: z.string().catch('x').nullable(), r: z.record(z.enum(['k']), z.string().catch('v')) })") },
  { name: 'catch null', code: fx('z.object({ a: z.string().nullable().catch(null) })') },
  // A default or catch given as a function that returns a literal: zod calls it (unknown-defaults.ts).
  { name: 'defaults and catch from functions', code: fx("z.object({ tags: z.array(z.string()).default(() => []), opts: z.object({ deep: z.boolean() }).default(() => ({ deep: false })), mode: z.enum(['a', 'b']).default(function () { return 'b'; }), c: z.string().catch(() => 'x') })") },
  { name: 'catch at the root', code: fx("z.array(z.string()).catch(['a'])") },
  { name: 'catch reused', code: fx('z.object({ a: C, b: C, c: C.optional(), d: z.array(C) })', "const C = z.string().min(1).catch('x');") },
  { name: 'nonoptional (zod 4)', code: fx("z.object({ a: z.string().optional().nonoptional(), b: z.string().default('x').nonoptional('required'), c: z.string().nullish().nonoptional().describe('C'), d: z.number().catch(1).nonoptional() })"), only4: true },
];

/** `export const schema = X;` -> `export const schema = z.object({ value: X });` */
function asProperty(code: string): string {
  const m = /export const schema = ([\s\S]*);\n$/.exec(code);
  assert.ok(m, 'fixture ends with the schema');
  return code.slice(0, m.index) + `export const schema = z.object({ value: ${m[1]} });\n`;
}

/**
 * Where openai's zodFunction throws, lint the fixture as a real zodFunction tool under openai-strict and check that an
 * error is reported at the schema location the exception names. Returns what is wrong, or undefined.
 */
function wrapperRefusalReported(code: string, lib: 3 | 4, message: string): string | undefined {
  const source = (lib === 3 ? code.replace("from 'zod'", "from 'zod/v3'") : code) + `import { zodFunction } from 'openai/helpers/zod';
import { lint } from '../../shared/src';\nexport const tool = zodFunction({ name: '${TOOL}', parameters: schema });\n`;
  const m = /^(?:Schema field|Zod field|Object schema|Schema) at `(?:#\/definitions\/[^/]+\/)?([^`]*)`/.exec(message);
  const where = !m || m[1] === '<root>' ? '' : `/${m[1]}`;
  const pointer = `/parameters${where}`;
  const errors = lint(source, { path: 'fixture.ts', config: { targets: ['openai-strict'] } }).findings.filter((f) => f.severity === 'error');
  const hit = errors.find((f) => f.pointer === pointer || (f.pointer.startsWith(pointer + '/') && f.pointer.split('/').length === pointer.split('/').length + 1));
  if (hit) return undefined;
  return `zodFunction throws "${message.slice(0, 90)}", but no error is reported at ${pointer} (errors: ${errors.map((f) => `${f.rule} ${f.pointer}`).join(', ') || 'none'})`;
}

for (const dialect of DIALECTS) {
  test(`oracle: static conversion equals run-time output (${dialect})`, () => {
    const lib = dialect.startsWith('zod4') ? 4 : 3;
    let pass = 0;
    let refused = 0;
    const failures: string[] = [];
    // Each fixture also goes in as a property of an object (tools have an object at the root; openai's zodFunction
    // refuses anything else, and zod-to-json-schema treats schemas under a property differently).
    const fixtures = [...FIXTURES, ...FIXTURES.map((f) => ({ ...f, name: `${f.name} (as a property)`, code: asProperty(f.code) }))];
    for (const f of fixtures) {
      const { result } = convert(f.code, dialect);
      if (f.z3Misreads && lib === 3) {
        evaluate(f.code, z3);
        assert.ok('notAnalyzable' in result, `${f.name}: not analyzable in ${dialect}`);
        pass++;
        continue;
      }
      if (f.notOpenai3 && dialect === 'zod3-openai') {
        assert.ok('notAnalyzable' in result && /openai's zodFunction/.test(result.notAnalyzable.message), `${f.name}: not analysed under zod3-openai`);
        pass++;
        continue;
      }
      if ((f.only4 && lib === 3) || (f.only3 && lib === 4)) {
        assert.throws(() => evaluate(f.code, lib === 3 ? z3 : z4), Error, `${f.name}: zod ${lib} has no such API`);
        assert.ok('notAnalyzable' in result, `${f.name}: not analyzable in ${dialect}`);
        pass++;
        continue;
      }
      let expected: Json | WrapperThrew;
      try {
        expected = runtime(dialect, evaluate(f.code, lib === 4 ? z4 : z3));
      } catch (e) {
        // The converter itself throws (zod 4 on a transform's output side): the static reading must not guess.
        if ('notAnalyzable' in result) pass++;
        else failures.push(`${f.name}: the converter throws "${(e as Error).message}", the static reading converts it`);
        continue;
      }
      if (dialect === 'zod3-anthropic') {
        // betaZodTool converts with zod 4's toJSONSchema, which throws on a zod 3 schema: never analysed.
        if (!(expected instanceof WrapperThrew)) failures.push(`${f.name}: betaZodTool accepted a zod 3 schema`);
        else if (!('notAnalyzable' in result) || !/betaZodTool .* throws on a zod 3 schema/.test(result.notAnalyzable.message)) failures.push(`${f.name}: not refused as zod 3`);
        else {
          pass++;
          refused++;
        }
        continue;
      }
      if (expected instanceof WrapperThrew && dialect === 'zod3-beeai') {
        // beeai-framework throws on a zod effect at the root: not analysed, saying so.
        if ('notAnalyzable' in result && /zod effects \(refine/.test(result.notAnalyzable.message)) pass++;
        else failures.push(`${f.name}: beeai-framework throws on the root's zod effect, the static reading converts it`);
        continue;
      }
      if (expected instanceof WrapperThrew && /Transforms cannot be represented|Date cannot be represented|Custom types cannot be represented/.test(expected.message)) {
        // The wrapper's own toJSONSchema throws on a transform's output side or a z.date(): not analysed, never guessed.
        if ('notAnalyzable' in result) pass++;
        else failures.push(`${f.name}: the wrapper throws "${expected.message}", the static reading converts it`);
        continue;
      }
      if (!('node' in result)) {
        failures.push(`${f.name}: ${result.notAnalyzable.message}`);
        continue;
      }
      if (expected instanceof WrapperThrew && dialect === 'zod4-anthropic') {
        // betaZodTool throws when the root's type is not "object": the schema must say so, for the linter's
        // root-not-object rule to report it.
        const type = value(result.node) as { type?: Json };
        if (!/must be an object/.test(expected.message)) failures.push(`${f.name}: betaZodTool threw ${expected.message}`);
        else if (type.type === 'object') failures.push(`${f.name}: betaZodTool throws on the root, whose static type is "object"`);
        else {
          pass++;
          refused++;
        }
        continue;
      }
      if (expected instanceof WrapperThrew) {
        // zodFunction refuses the schema when the tool is built: the linter must report an error where it throws.
        const problem = wrapperRefusalReported(f.code, lib, expected.message);
        if (problem) failures.push(`${f.name}: ${problem}`);
        else {
          pass++;
          refused++;
        }
        continue;
      }
      try {
        assert.deepStrictEqual(value(result.node), expected);
        // Key order too: it is what the wrapper sends (and what the tokens are counted on).
        assert.equal(JSON.stringify(value(result.node)), JSON.stringify(expected), 'key order');
        pass++;
      } catch (e) {
        failures.push(`${f.name}: ${(e as Error).message}`);
      }
    }
    const refuser = dialect.endsWith('anthropic') ? 'betaZodTool' : 'zodFunction';
    const how = dialect === 'zod3-anthropic' ? 'each not analysed' : dialect === 'zod4-anthropic' ? 'each with a root that is not an object' : 'each reported as an error';
    console.log(`${dialect}: ${pass}/${fixtures.length} fixtures match the run-time output${refused ? ` (${refused} refused by ${refuser}, ${how})` : ''}`);
    assert.deepEqual(failures, []);
  });
}

// ----- not analyzable: never guessed

const NOT_ANALYZABLE: { name: string; code: string; at: string }[] = [
  { name: 'overwrite', code: fx('z.number().overwrite((n) => n)'), at: 'z.number().overwrite((n) => n)' },
  { name: 'lazy', code: fx('z.object({ a: z.lazy(() => z.string()) })'), at: 'z.lazy(() => z.string())' },
  { name: 'imported schema', code: "import { z } from 'zod';\nimport { Other } from './other';\nexport const schema = z.object({ o: Other });\n", at: 'Other' },
  { name: 'spread of unknown shape', code: fx('z.object({ ...base, a: z.string() })', "import { base } from './base';"), at: '...base' },
  { name: 'unknown factory', code: fx('z.symbol()'), at: 'z.symbol()' },
  { name: 'unknown method', code: fx('z.object({ a: z.string() }).deepPartial()'), at: 'z.object({ a: z.string() }).deepPartial()' },
  { name: 'non-literal bound', code: fx('z.string().max(limit())', 'declare function limit(): number;'), at: 'limit()' },
  { name: 'computed enum member', code: fx('z.nativeEnum(E)', 'enum E { A = 1 << 2 }'), at: 'A = 1 << 2' },
  { name: 'regex from RegExp constructor', code: fx("z.string().regex(new RegExp('a'))"), at: "new RegExp('a')" },
  { name: 'unknown string method', code: fx('z.string().normalize()'), at: 'z.string().normalize()' },
  { name: 'pick mask that is not a literal', code: fx('z.object({ a: z.string() }).pick(mask)', 'declare const mask: { a: true };'), at: 'mask' },
  { name: 'pick mask value that is not a boolean', code: fx('z.object({ a: z.string() }).pick({ a: 1 })'), at: '1' },
  { name: 'extend with a spread', code: fx('z.object({ a: z.string() }).extend({ ...more })', "import { more } from './more';"), at: '...more' },
  { name: 'merge of a non-object', code: fx('z.object({ a: z.string() }).merge(z.string())'), at: 'z.string()' },
  { name: 'datetime option computed', code: fx('z.string().datetime({ precision: digits() })', 'declare function digits(): number;'), at: 'digits()' },
  { name: 'includes option not modelled', code: fx("z.string().includes('a', { abort: true })"), at: 'abort: true' },
  { name: 'positive on a string', code: fx('z.string().positive()'), at: 'z.string().positive()' },
  { name: 'recursive const', code: fx('z.object({ self: Node })', 'const Node = z.object({ child: Node });'), at: 'Node' },
  { name: 'call of a local function', code: fx('makeSchema()', 'function makeSchema() { return z.string(); }'), at: 'makeSchema()' },
  { name: 'catch of a function of its context', code: fx("z.object({ a: z.string().catch((ctx) => String(ctx.input)) })"), at: '(ctx) => String(ctx.input)' },
  { name: 'coerce bigint', code: fx('z.object({ n: z.coerce.bigint() })'), at: 'z.coerce.bigint()' },
];

test('not analyzable: reported with the span of the offending code, in every dialect', () => {
  for (const c of NOT_ANALYZABLE) {
    for (const dialect of CONVERTING) {
      const { result } = convert(c.code, dialect);
      // The whole schema, or the one field kept with its schema unknown (converters/zod/unknown-pieces.ts).
      const unread = unreadOf(result);
      assert.ok(unread, `${c.name} (${dialect}) is not analyzable`);
      const { span, message } = unread;
      assert.equal(c.code.slice(span.offset, span.offset + span.length), c.at, `${c.name} (${dialect}) span`);
      assert.match(message, /^Not analysed: /);
    }
  }
});

test('zod 3: a pipe or an effect whose field optionality needs a value computed is not analysed, at its code', () => {
  // The zod 3 effects (transform, refine, preprocess) are read: test/converters/zod3-effects.test.ts; .pipe():
  // test/converters/zod3-pipe.test.ts.
  const cases = [
    { code: fx("z.object({ n: z.string().default('1').pipe(z.string()) })"), at: '.pipe(z.string())' },
    { code: fx('z.object({ n: z.preprocess(Number, z.number()) })'), at: 'Number' },
  ];
  for (const c of cases) {
    for (const dialect of CONVERTING.filter((d) => d.startsWith('zod3'))) {
      const r = convert(c.code, dialect).result;
      assert.ok('notAnalyzable' in r, `${c.code} (${dialect})`);
      assert.equal(text(c.code, r.notAnalyzable.span), c.at, `${c.code} (${dialect})`);
    }
  }
});

test('zod 4 only APIs are not analyzable as zod 3', () => {
  const { result } = convert(fx('z.object({ n: z.int() })'), 'zod3');
  assert.ok('notAnalyzable' in result && /zod 3/.test(result.notAnalyzable.message));
  const only4: { code: string; at: string }[] = [
    { code: fx('z.object({ e: z.email() })'), at: 'z.email()' },
    { code: fx('z.object({ d: z.iso.date() })'), at: 'z.iso.date()' },
    { code: fx("z.string().meta({ title: 'T' })"), at: "z.string().meta({ title: 'T' })" },
    { code: fx("z.enum({ A: 'a' })"), at: "{ A: 'a' }" },
    { code: fx("z.literal(['a', 'b'])"), at: "['a', 'b']" },
    { code: fx('z.string().optional().nonoptional()'), at: 'z.string().optional().nonoptional()' },
    { code: fx('z.string().ipv4()'), at: 'z.string().ipv4()' },
  ];
  for (const c of only4) {
    for (const dialect of CONVERTING.filter((d) => d.startsWith('zod3'))) {
      const r = convert(c.code, dialect).result;
      assert.ok('notAnalyzable' in r, `${c.code} (${dialect})`);
      assert.match(r.notAnalyzable.message, /zod 3/, c.code);
      assert.equal(text(c.code, r.notAnalyzable.span), c.at, c.code);
    }
  }
  // zod 4.6's v3-compat z.record(value) (string keys) is read: test/sources/zod-imports.test.ts checks it against zod.
  const rec = convert(fx('z.record(z.number())'), 'zod4').result;
  assert.ok('node' in rec);
});

test('not analyzable in one zod version only: where that version throws', () => {
  // zod 4's toJSONSchema throws on a divisor of 0 and its pick/omit/partial/required on a key not in the shape;
  // zod-to-json-schema emits `multipleOf: 0`, and zod 3 ignores the unknown key.
  const cases: { code: string; at: string; zod4: RegExp }[] = [
    { code: fx('z.object({ n: z.number().multipleOf(0) })'), at: '0', zod4: /multipleOf of 0/ },
    { code: fx('z.object({ a: z.string() }).pick({ a: true, b: true })'), at: 'b: true', zod4: /not in the shape/ },
    { code: fx('z.object({ a: z.string() }).partial({ b: true })'), at: 'b: true', zod4: /not in the shape/ },
  ];
  for (const c of cases) {
    assert.throws(() => z4.toJSONSchema(evaluate(c.code, z4) as z4.ZodType));
    zodToJsonSchema(evaluate(c.code, z3) as any);
    for (const dialect of CONVERTING) {
      const { result } = convert(c.code, dialect);
      if (dialect.startsWith('zod3')) {
        assert.ok('node' in result, `${c.code} (${dialect}) is analyzable`);
        continue;
      }
      assert.ok('notAnalyzable' in result, `${c.code} (${dialect}) is not analyzable`);
      const { span } = result.notAnalyzable;
      assert.equal(c.code.slice(span.offset, span.offset + span.length), c.at);
      assert.match(result.notAnalyzable.message, c.zod4);
    }
  }
});

test('not analyzable in zod 4, with the reason', () => {
  const z4Dialects = CONVERTING.filter((d) => d.startsWith('zod4'));
  const cases: { code: string; at: string; message: RegExp; throws?: boolean }[] = [
    // a ZodStringFormat has the length, pattern and case methods of a string, but not its format methods
    { code: fx('z.email().url()'), at: 'z.email().url()', message: /no format methods/, throws: true },
    { code: fx('z.object({ d: z.iso.date().datetime() })'), at: 'z.iso.date().datetime()', message: /no format methods/, throws: true },
    { code: fx('z.email({ pattern: /x/ })'), at: '{ pattern: /x/ }', message: /message string/ },
    { code: fx("z.string().meta({ id: 'name' })"), at: "id: 'name'", message: /\$defs/ },
    { code: fx("z.string().meta({ title: 'T', anyOf: [] })"), at: 'anyOf: []', message: /replaces a keyword/ },
    { code: fx('z.string().meta()'), at: 'z.string().meta()', message: /returns the metadata/ },
    { code: fx('z.string().meta(info)', "import { info } from './info';"), at: 'info', message: /object literal/ },
    { code: fx('z.string().meta({ title: name() })', 'declare function name(): string;'), at: 'name()', message: /JSON literal/ },
    { code: fx('z.string().meta({ ...base })', 'const base = { title: "T" };'), at: '...base', message: /spread/ },
    { code: fx('z.object({ n: z.coerce.bigint() })'), at: 'z.coerce.bigint()', message: /BigInt/ },
    { code: fx('z.string().overwrite((s) => s.trim())'), at: 'z.string().overwrite((s) => s.trim())', message: /takes a function/ },
    { code: fx('z.string().catchall(z.string())'), at: 'z.string().catchall(z.string())', message: /on a schema that is not a z\.object\(\)$/ },
  ];
  for (const c of cases) {
    if (c.throws) assert.throws(() => evaluate(c.code, z4), c.code);
    for (const dialect of z4Dialects) {
      const r = convert(c.code, dialect).result;
      assert.ok('notAnalyzable' in r, `${c.code} (${dialect})`);
      assert.equal(text(c.code, r.notAnalyzable.span), c.at, `${c.code} (${dialect})`);
      assert.match(r.notAnalyzable.message.replace(/\. toollint reads zod schemas statically and never runs code\.$/, ''), c.message, c.code);
      assert.doesNotMatch(r.notAnalyzable.message, /run code\)/, 'a reason that is not about running code does not say so');
    }
  }
});

test('zod 3: a coerced string field whose optionality depends on a check is not analyzable', () => {
  // zod-to-json-schema asks zod 3 whether the field parses undefined, which z.coerce.string() turns into "undefined".
  const code = fx('z.object({ e: z.coerce.string().email(), f: z.coerce.string().min(3) })');
  zodToJsonSchema(evaluate(code, z3) as any);
  for (const dialect of CONVERTING) {
    const r = convert(code, dialect).result;
    if (dialect.startsWith('zod4')) {
      assert.ok('node' in r, dialect);
      continue;
    }
    assert.ok('notAnalyzable' in r, dialect);
    assert.equal(text(code, r.notAnalyzable.span), '.email()');
    assert.match(r.notAnalyzable.message, /coerce/);
  }
});

// ----- offsets point at the TypeScript code

function child(node: JsonNode, ...path: (string | number)[]): JsonNode {
  let n = node;
  for (const key of path) {
    if (typeof key === 'number') n = n.children![key]!;
    else {
      const prop = n.children!.find((p) => p.children![0]!.value === key);
      assert.ok(prop, `property ${key}`);
      n = prop.children![1]!;
    }
  }
  return n;
}
function keyOf(node: JsonNode, key: string): JsonNode {
  const prop = node.children!.find((p) => p.children![0]!.value === key);
  assert.ok(prop, `property ${key}`);
  return prop.children![0]!;
}
const text = (code: string, n: { offset: number; length: number }) => code.slice(n.offset, n.offset + n.length);

test('offsets: property values, keys and keywords point at the zod code that made them', () => {
  const code = fx("z.object({\n  note: z.string().optional(),\n  city: z.string().min(3).describe('City'),\n  days: z.number().int().max(14),\n  tags: z.array(z.string()).max(5),\n}).strict()");
  for (const dialect of CONVERTING) {
    const { result } = convert(code, dialect);
    assert.ok('node' in result, dialect);
    const root = result.node;
    assert.equal(text(code, root), code.slice(code.indexOf('z.object'), code.lastIndexOf(';')), `${dialect}: root spans the whole expression`);
    const props = child(root, 'properties');
    assert.equal(text(code, child(props, 'note')), 'z.string().optional()', dialect);
    assert.equal(text(code, keyOf(props, 'note')), 'note', dialect);
    // zod-to-json-schema's target "openAi" (zod3-livekit) makes the optional field nullable: `type: ["string", "null"]`
    // keyed at the `.optional()` that asked for it, and required.
    const openAiTarget = dialect === 'zod3-livekit';
    assert.equal(text(code, keyOf(child(props, 'note'), 'type')), openAiTarget ? '.optional()' : 'z.string()', dialect);
    assert.equal(text(code, keyOf(child(props, 'city'), 'minLength')), '.min(3)', dialect);
    assert.equal(text(code, child(props, 'city', 'minLength')), '3', dialect);
    assert.equal(text(code, keyOf(child(props, 'city'), 'description')), ".describe('City')", dialect);
    assert.equal(text(code, child(props, 'city', 'description')), "'City'", dialect);
    assert.equal(text(code, keyOf(child(props, 'days'), 'type')), '.int()', dialect);
    assert.equal(text(code, keyOf(child(props, 'tags'), 'maxItems')), '.max(5)', dialect);
    assert.equal(text(code, keyOf(root, 'additionalProperties')), '.strict()', dialect);
    const required = child(root, 'required');
    assert.deepEqual(required.children!.map((r) => text(code, r)), [...(openAiTarget ? ['note'] : []), 'city', 'days', 'tags']);
    // parents are wired
    assert.equal(child(props, 'note').parent?.type, 'property');
    assert.equal(child(props, 'note').parent?.parent, props);
  }
});

test('offsets: a const schema points at its declaration; nullable and default at their calls', () => {
  const code = fx("z.object({ place: Place, n: z.number().nullable(), d: z.string().default('x') })", 'const Place = z.string().min(2);');
  for (const dialect of ['zod4', 'zod4-anthropic', 'zod3-ai-sdk'] as ZodDialect[]) {
    const { result } = convert(code, dialect);
    assert.ok('node' in result);
    const props = child(result.node, 'properties');
    assert.equal(text(code, child(props, 'place')), 'z.string().min(2)');
    assert.equal(text(code, keyOf(child(props, 'n'), 'type')), '.nullable()');
    assert.equal(text(code, keyOf(child(props, 'd'), 'default')), ".default('x')");
    assert.equal(text(code, child(props, 'd', 'default')), "'x'");
  }
});

test('zodImports, isZodExpression and dialectForWrapper', () => {
  const src = parse(
    [
      "import { z } from 'zod';",
      "import * as zz from 'zod/v4';",
      "import { z as y } from 'zod/v3';",
      "import zd from 'zod';",
      "import { string } from 'zod';",
      "const r = require('zod');",
      "const { z: q } = require('zod');",
      'const S = z.string();',
      'const notZod = foo.string();',
    ].join('\n'),
  );
  const names = zodImports(ts, src);
  assert.deepEqual([...names].sort(), ['q', 'r', 'y', 'z', 'zd', 'zz']);
  const ctx = context(src, 'zod4');
  const expr = (t: string) => (parse(t).statements[0] as ts.ExpressionStatement).expression;
  assert.equal(isZodExpression(expr('z.string().min(1)'), ctx), true);
  assert.equal(isZodExpression(expr('S.optional()'), ctx), true);
  assert.equal(isZodExpression(expr('notZod.optional()'), ctx), false);
  assert.equal(isZodExpression(expr('({ type: "object" })'), ctx), false);
  assert.equal(isZodExpression(expr('z'), ctx), false);
  assert.equal(dialectForWrapper('mcp', 4), 'zod4-input7');
  assert.equal(dialectForWrapper('mcp', 3), 'zod3-mcp');
  assert.equal(dialectForWrapper('ai-sdk', 4), 'zod4-ai-sdk');
  assert.equal(dialectForWrapper('ai-sdk', 3), 'zod3-ai-sdk');
  assert.equal(dialectForWrapper('openai-zodFunction', 4), 'zod4-openai');
  assert.equal(dialectForWrapper('openai-zodFunction', 3), 'zod3-openai');
  assert.equal(dialectForWrapper('anthropic', 4), 'zod4-anthropic');
  assert.equal(dialectForWrapper('anthropic', 3), 'zod3-anthropic');
});

test('zod3-anthropic: betaZodTool throws on any zod 3 schema, so none is analysed (reported at the schema)', () => {
  const code = fx("z.object({ a: z.string().describe('A'), b: P })", 'const P = z.number();');
  const run = () => betaZodTool({ name: TOOL, description: 'd', inputSchema: evaluate(code, z3) as any, run: async () => '' });
  assert.throws(run);
  const { result } = convert(code, 'zod3-anthropic');
  assert.ok('notAnalyzable' in result);
  assert.equal(text(code, result.notAnalyzable.span), "z.object({ a: z.string().describe('A'), b: P })");
  assert.match(result.notAnalyzable.message, /^Not analysed: betaZodTool converts with zod 4's toJSONSchema and throws on a zod 3 schema/);
  // Even a schema the reader could not read otherwise: the refusal comes first.
  assert.match((convert(fx('z.string().transform((s) => s)'), 'zod3-anthropic').result as { notAnalyzable: { message: string } }).notAnalyzable.message, /betaZodTool/);
  const source = parse(code);
  // A raw shape (the MCP SDK's form) is refused alike.
  const lit = (schemaExpr(source) as ts.CallExpression).arguments[0] as ts.ObjectLiteralExpression;
  const raw = zodShapeToSchemaNode(lit, context(source, 'zod3-anthropic'));
  assert.ok('notAnalyzable' in raw && /betaZodTool/.test(raw.notAnalyzable.message));
  assert.equal(text(code, raw.notAnalyzable.span), "{ a: z.string().describe('A'), b: P }");
});

test('offsets (zod4-anthropic): a $ref spans the use of the reused schema, a $defs entry its definition', () => {
  const code = fx("z.object({ from: P, via: P.optional(), d: P.describe('D'), l: z.array(P), u: z.union([P, z.null()]), one: Q })", 'const P = z.string().min(2);\nconst Q = z.boolean();');
  const { result } = convert(code, 'zod4-anthropic');
  assert.ok('node' in result);
  const props = child(result.node, 'properties');
  const at = (n: JsonNode) => [n.offset, n.length];
  const from = child(props, 'from');
  assert.deepEqual(at(from), [code.indexOf('from: P') + 6, 1], 'the $ref object spans `P` in `from: P`');
  assert.equal(text(code, keyOf(from, '$ref')), 'P');
  assert.equal(text(code, child(from, '$ref')), 'P');
  assert.equal(child(from, '$ref').value, '#/$defs/__schema0');
  assert.equal(text(code, child(props, 'via')), 'P.optional()');
  assert.equal(text(code, keyOf(child(props, 'via'), '$ref')), 'P.optional()');
  const d = child(props, 'd');
  assert.equal(text(code, keyOf(d, '$ref')), "P.describe('D')");
  assert.equal(text(code, keyOf(d, 'description')), ".describe('D')");
  assert.deepEqual(at(child(props, 'l', 'items')), [code.indexOf('z.array(P)') + 8, 1], 'the element `P` of z.array(P)');
  assert.deepEqual(at(child(props, 'u', 'anyOf', 0)), [code.indexOf('z.union([P') + 9, 1], 'the option `P` of z.union([P, ...])');
  // A schema used once stays inline and points at its declaration, as in the other dialects.
  assert.equal(text(code, child(props, 'one')), 'z.boolean()');
  const def = child(result.node, '$defs', '__schema0');
  assert.equal(text(code, def), 'z.string().min(2)');
  assert.equal(text(code, keyOf(child(result.node, '$defs'), '__schema0')), 'z.string().min(2)');
  assert.equal(text(code, keyOf(def, 'minLength')), '.min(2)');
  assert.equal(text(code, keyOf(def, 'type')), 'z.string()');
});

test('offsets: a chain split over lines spans from the dot', () => {
  const code = fx("z.object({ q: z\n    .string()\n    .min(1)\n    .describe('Query') })");
  const { result } = convert(code, 'zod4');
  assert.ok('node' in result);
  const q = child(result.node, 'properties', 'q');
  assert.equal(text(code, q), "z\n    .string()\n    .min(1)\n    .describe('Query')");
  assert.equal(text(code, keyOf(q, 'minLength')), '.min(1)');
  assert.equal(text(code, keyOf(q, 'type')), 'z\n    .string()');
});

test('offsets: number checks, string patterns and object methods point at their calls', () => {
  const code = fx(
    "Base.extend({\n  n: z.number().int().positive().lt(100),\n  s: z.string().nonempty().startsWith('ab').endsWith('z'),\n  t: z.string().datetime(),\n}).partial({ a: true })",
    'const Base = z.object({ a: z.string(), keep: z.boolean() });',
  );
  for (const dialect of CONVERTING) {
    const { result } = convert(code, dialect);
    assert.ok('node' in result, dialect);
    const props = child(result.node, 'properties');
    const n = child(props, 'n');
    assert.equal(text(code, keyOf(props, 'n')), 'n', dialect);
    assert.equal(text(code, keyOf(props, 'keep')), 'keep', `${dialect}: a key of the base shape points at the base`);
    assert.equal(text(code, keyOf(n, 'exclusiveMinimum')), '.positive()', dialect);
    assert.equal(text(code, child(n, 'exclusiveMinimum')), '.positive()', `${dialect}: no literal argument, the value spans the call`);
    assert.equal(text(code, keyOf(n, 'exclusiveMaximum')), '.lt(100)', dialect);
    // zod-to-json-schema's target "openAi" (zod3-livekit): `exclusiveMaximum: true` beside `maximum: 100`.
    assert.equal(text(code, child(n, dialect === 'zod3-livekit' ? 'maximum' : 'exclusiveMaximum')), '100', dialect);
    const s = child(props, 's');
    assert.equal(text(code, keyOf(s, 'minLength')), '.nonempty()', dialect);
    // Two patterns: zod 4 and zod-to-json-schema both put them in allOf, keyed at the call that added the second.
    assert.equal(text(code, keyOf(s, 'allOf')), ".endsWith('z')", dialect);
    assert.equal(text(code, keyOf(child(s, 'allOf', 0), 'pattern')), ".startsWith('ab')", dialect);
    assert.equal(text(code, child(s, 'allOf', 0, 'pattern')), "'ab'", dialect);
    assert.equal(text(code, keyOf(child(props, 't'), 'format')), '.datetime()', dialect);
    // The field made optional by .partial({ a: true }) names that call as what lets it be omitted.
    const a = keyOf(props, 'a') as unknown as Record<symbol, { offset: number; length: number } | undefined>;
    assert.equal(text(code, a[ZOD_OMITTED_BY]!), '.partial({ a: true })', dialect);
  }
});

test("oracle: the OpenAI Agents SDK's tool() sends what the static model says, and refuses where it says", () => {
  let equal = 0;
  let refused = 0;
  const unmodelled: string[] = [];
  const failures: string[] = [];
  const fixtures = [...FIXTURES, ...FIXTURES.map((f) => ({ ...f, name: `${f.name} (as a property)`, code: asProperty(f.code) }))].filter((f) => !f.only3);
  for (const f of fixtures) {
    const { result } = convert(f.code, AGENTS);
    const expected = runtime(AGENTS, evaluate(f.code, z4));
    const says = 'notAnalyzable' in result ? result.notAnalyzable.message : undefined;
    if (expected instanceof WrapperThrew) {
      if (says && /Agents SDK's tool\(\) throws/.test(says)) refused++;
      else if (says) unmodelled.push(`${f.name} (tool() throws "${expected.message.slice(0, 60)}"; toollint: ${says.slice(0, 80)})`);
      else failures.push(`${f.name}: tool() throws "${expected.message.slice(0, 100)}", the static model converts it`);
      continue;
    }
    if (says) {
      if (/Agents SDK's tool\(\) throws/.test(says)) failures.push(`${f.name}: said to throw (${says.slice(0, 120)}), but tool() converts it`);
      else unmodelled.push(`${f.name} (${says.slice(0, 80)})`);
      continue;
    }
    if (!('node' in result)) continue;
    const got = JSON.stringify(value(result.node));
    if (got === JSON.stringify(expected)) equal++;
    else failures.push(`${f.name}:\n  static  ${got.slice(0, 400)}\n  runtime ${JSON.stringify(expected).slice(0, 400)}`);
  }
  console.log(`zod4-agents: ${equal}/${fixtures.length} fixtures match tool()'s parameters, ${refused} refused by tool() and said so at the code, ${unmodelled.length} not analysed`);
  assert.deepEqual(failures, []);
  // Most of what tool() accepts is modelled (the rest is reported as not analysed, never guessed).
  assert.ok(equal >= fixtures.length * 0.6, `only ${equal} of ${fixtures.length} match:\n${unmodelled.join('\n')}`);
});
