// Oracle tests for the static TypeBox reader (shared/src/converters/typebox): each fixture is read statically and
// compared, key order included, with what the real package builds for the SAME code, evaluated here only.
// Packages (devDependencies, pinned): @sinclair/typebox 0.34.52 and typebox 1.4.3.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ts from 'typescript';
import * as tb034 from '@sinclair/typebox';
import * as tb1 from 'typebox';
import { lint } from '../../shared/src';

const SCHEMAS: { name: string; code: string }[] = [
  { name: 'primitives with options', code: "Type.Object({ city: Type.String({ description: 'City', minLength: 1 }), n: Type.Number({ minimum: 0 }), i: Type.Integer(), b: Type.Boolean(), z: Type.Null() })" },
  { name: 'optional and readonly', code: "Type.Object({ a: Type.Optional(Type.String({ description: 'A' })), b: Type.Readonly(Type.Number()), c: Type.Optional(Type.Readonly(Type.Boolean())) })" },
  { name: 'literals and unions', code: "Type.Object({ unit: Type.Union([Type.Literal('c'), Type.Literal('f')], { default: 'c', description: 'Unit' }), one: Type.Literal(1), nul: Type.Union([Type.String(), Type.Null()]) })" },
  { name: 'arrays, tuples, records', code: "Type.Object({ tags: Type.Array(Type.String(), { maxItems: 3 }), pair: Type.Tuple([Type.String(), Type.Number()]), rec: Type.Record(Type.String(), Type.Number()) })" },
  { name: 'nested objects with options', code: "Type.Object({ nested: Type.Object({ a: Type.Number() }, { additionalProperties: false }), empty: Type.Object({}) }, { description: 'Root', additionalProperties: false })" },
  { name: 'any, unknown, enum', code: "Type.Object({ any: Type.Any({ description: 'x' }), u: Type.Unknown(), e: Type.Enum({ A: 'a', B: 'b' }) })" },
  { name: 'consts', code: "Type.Object({ city: City, units: Type.Optional(Units) })", },
];
const PRELUDE = "const City = Type.String({ description: 'City name' });\nconst Units = Type.Union([Type.Literal('celsius'), Type.Literal('fahrenheit')]);\n";

for (const [pkg, lib] of [['@sinclair/typebox', tb034], ['typebox', tb1]] as const) {
  test(`oracle: static TypeBox equals what ${pkg} builds, key order included`, () => {
    const failures: string[] = [];
    for (const f of SCHEMAS) {
      const code = `import { Type } from '${pkg}';\n${PRELUDE}export const schema = ${f.code};\nexport const tool = { name: 'fixture_tool', description: 'A fixture', parameters: schema };\n`;
      const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
      const module = { exports: {} as Record<string, unknown> };
      new Function('require', 'exports', 'module', js)((n: string) => (n === pkg ? lib : undefined), module.exports, module);
      const expected = JSON.stringify(module.exports.schema);
      const r = lint(code, { path: 'fixture.ts' });
      const tool = r.tools.find((t) => t.name === 'fixture_tool');
      const notes = r.findings.filter((x) => x.rule === 'not-analyzable').map((x) => x.message);
      if (!tool) failures.push(`${f.name}: no tool (${notes.join('; ')})`);
      else if (JSON.stringify(tool.definition.schema) !== expected) failures.push(`${f.name}:\n  static  ${JSON.stringify(tool.definition.schema)}\n  runtime ${expected}`);
    }
    assert.deepEqual(failures, []);
  });
}

test('TypeBox: a method it does not model is not analysed, never guessed; findings point at the code; no text fix', () => {
  const code = `import { Type } from '@sinclair/typebox';
export const tool = { type: 'function', function: { name: 'merge', description: 'Merge', parameters: Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]) } };
export const open = { type: 'function', function: { name: 'open', description: 'Open', strict: true, parameters: Type.Object({ q: Type.String({ description: 'Query' }), note: Type.Optional(Type.String({ description: 'Note' })) }) } };
`;
  const r = lint(code, { path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && /Type\.Intersect/.test(f.message)));
  const optional = r.findings.find((f) => f.tool === 'open' && f.rule === 'optional-not-required')!;
  assert.ok(optional, r.findings.map((f) => f.rule).join(', '));
  assert.ok(code.slice(optional.span.offset, optional.span.offset + optional.span.length).includes('note'));
  assert.equal(optional.fix, undefined);
});
