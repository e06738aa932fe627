// The builder's schema generation (playground/schema-builder.ts): every shape it emits lints with no error for the
// strict targets, and its zod code is what the real zod 4 turns into the same schema.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { buildTool, newParam, OUTPUT_SHAPES, parametersSchema, zodCode, type Param, type ToolModel } from '../playground/schema-builder';
import { lint } from '../shared/src/index';

const p = (type: Param['type'], name: string, extra: Partial<Param> = {}): Param => ({ ...newParam(type, name), description: `The ${name}.`, ...extra });

const WEATHER: ToolModel = {
  name: 'get_weather',
  description: 'Get the current weather for a place.',
  params: [
    p('object', 'location', { properties: [p('string', 'city'), p('number', 'lat', { nullable: true, minimum: '-90', maximum: '90' })] }),
    p('string', 'unit', { enumValues: ['celsius', 'fahrenheit'], nullable: true }),
    p('array', 'days', { items: p('integer', '', { enumValues: ['1', '2', '3'] }) }),
    p('array', 'stops', { items: p('object', '', { properties: [p('string', 'name'), p('boolean', 'overnight')] }) }),
    p('integer', 'limit', { minimum: '1', maximum: '50' }),
  ],
};
const EMPTY: ToolModel = { name: 'ping', description: 'Check the server answers.', params: [] };

/** What each shape is sent to: its provider's strict mode where it has one (an MCP server's tools reach every provider). */
const TARGETS = {
  openai: ['openai-strict', 'shape'],
  anthropic: ['anthropic-strict', 'anthropic', 'shape'],
  mcp: ['mcp', 'openai-strict', 'anthropic', 'google', 'shape'],
  gemini: ['google', 'shape'],
  zod: ['openai-strict', 'anthropic', 'google', 'shape'],
} as const;

for (const model of [WEATHER, EMPTY]) {
  for (const { id } of OUTPUT_SHAPES) {
    test(`${model.name}: the ${id} output is one tool that lints with no error or warning`, () => {
      const text = buildTool(model, id);
      const r = lint(text, { languageId: id === 'zod' ? 'typescript' : 'json', config: { targets: [...TARGETS[id]] } });
      assert.equal(r.tools.length, 1, text);
      assert.equal(r.tools[0]!.name, model.name);
      // zod 4 leaves `required` out of an empty object's JSON Schema, which OpenAI's strict mode needs: the one finding
      // the builder cannot write away in zod (it says so beside the output).
      const expected = id === 'zod' && model.params.length === 0 ? ['optional-not-required'] : [];
      assert.deepEqual(
        r.findings.filter((f) => f.severity !== 'info').map((f) => f.rule),
        expected,
        text,
      );
    });
  }
}

test('strict by construction: every object lists all its keys in required and allows no others; null is "no value"', () => {
  const s = parametersSchema(WEATHER) as any;
  assert.deepEqual(s.required, ['location', 'unit', 'days', 'stops', 'limit']);
  assert.equal(s.additionalProperties, false);
  assert.deepEqual(s.properties.location.required, ['city', 'lat']);
  assert.equal(s.properties.location.additionalProperties, false);
  assert.deepEqual(s.properties.location.properties.lat, { type: ['number', 'null'], description: 'The lat.', minimum: -90, maximum: 90 });
  assert.deepEqual(s.properties.unit, { type: ['string', 'null'], description: 'The unit.', enum: ['celsius', 'fahrenheit', null] });
  assert.deepEqual(s.properties.days.items.enum, [1, 2, 3]);
  assert.equal(s.properties.stops.items.additionalProperties, false);
});

test('Anthropic: bounds go into the description as its SDK sends a strict tool (strict tool use rejects minimum)', () => {
  const tool = JSON.parse(buildTool(WEATHER, 'anthropic'));
  assert.deepEqual(tool.input_schema.properties.limit, { type: 'integer', description: 'The limit.\n\n{minimum: 1, maximum: 50}' });
  assert.equal(JSON.parse(buildTool(WEATHER, 'openai')).function.parameters.properties.limit.maximum, 50);
});

test('rows still being typed: a nameless or repeated row is left out, a non-number bound or enum value ignored', () => {
  const s = parametersSchema({ name: 't', description: 'd', params: [p('string', 'a'), p('string', ''), p('number', 'a'), p('integer', 'n', { minimum: 'x', maximum: '2.5', enumValues: ['', ' '] })] }) as any;
  assert.deepEqual(Object.keys(s.properties), ['a', 'n']);
  assert.deepEqual(s.properties.n, { type: 'integer', description: 'The n.' });
});

/** Runs the emitted zod code with the real zod 4 (it is our own output, not workspace code). */
function runZod(code: string): { schema: z.ZodType; tool: { name: string; description: string; parameters: z.ZodType } } {
  const body = code.replace(/^import .*$/m, '').replace(/^export const (\w+)/gm, 'const $1');
  const names = [...code.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
  const [schema, tool] = new Function('z', `${body}\nreturn [${names.join(', ')}];`)(z);
  return { schema, tool };
}

/**
 * zod's nullable (anyOf with {type: "null"}) as the builder writes it (a type list), zod's safe-integer bounds off, and
 * (on both sides) an enum of integers typed number (zod's z.literal([1, 2])) or integer: the same values.
 */
function normalize(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(normalize);
  if (!s || typeof s !== 'object') return s;
  const o = { ...(s as Record<string, unknown>) };
  delete o.$schema;
  if (Array.isArray(o.anyOf) && o.anyOf.length === 2 && (o.anyOf[1] as any).type === 'null') {
    const inner = normalize(o.anyOf[0]) as Record<string, unknown>;
    delete o.anyOf;
    const merged: Record<string, unknown> = { ...inner, ...o, type: [inner.type, 'null'] };
    if (Array.isArray(inner.enum)) merged.enum = [...inner.enum, null];
    return merged;
  }
  // zod leaves out an empty `required` (see the zod case above).
  if (o.type === 'object' && o.properties && !o.required) o.required = [];
  if (o.type === 'integer' && Array.isArray(o.enum)) o.type = 'number';
  if (Array.isArray(o.type) && o.type[0] === 'integer' && Array.isArray(o.enum)) o.type = ['number', ...o.type.slice(1)];
  if (o.minimum === Number.MIN_SAFE_INTEGER) delete o.minimum;
  if (o.maximum === Number.MAX_SAFE_INTEGER) delete o.maximum;
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, normalize(v)]));
}

const sorted = (v: unknown): unknown => (Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sorted(x)])) : v);

test('zod code: the real zod 4 z.toJSONSchema of it is the schema the JSON shapes hold, and the tool beside it names it', () => {
  for (const model of [WEATHER, EMPTY]) {
    const { schema, tool } = runZod(zodCode(model));
    assert.equal(tool.name, model.name);
    assert.equal(tool.description, model.description);
    assert.equal(tool.parameters, schema);
    assert.deepEqual(sorted(normalize(z.toJSONSchema(schema))), sorted(normalize(parametersSchema(model))));
    // And zod's own JSON Schema is strict-clean as OpenAI receives it.
    const sent = JSON.stringify({ type: 'function', function: { name: model.name, description: model.description, strict: true, parameters: z.toJSONSchema(schema) } });
    const expected = model.params.length === 0 ? ['optional-not-required'] : [];
    assert.deepEqual(lint(sent, { config: { targets: ['openai-strict'] } }).findings.filter((f) => f.severity === 'error').map((f) => f.rule), expected);
  }
});

test('zod code: quotes what needs quoting and names a tool with no usable identifier', () => {
  const code = zodCode({ name: '123 go', description: 'Say "hi"\n.', params: [p('string', 'odd key-name', { description: 'a "quoted" \\ thing' })] });
  assert.match(code, /"odd key-name": z\.string\(\)\.describe\("a \\"quoted\\" \\\\ thing"\)/);
  assert.match(code, /export const tool123GoParameters = /);
  assert.doesNotThrow(() => runZod(code));
});

test('inserting into a file: a Python dict that Python reads as the JSON, zod only into scripts, indented like the line', async () => {
  const { pythonLiteral, textToInsert, defaultShapeFor, toolObject } = await import('../playground/schema-builder');
  const dict = textToInsert(WEATHER, 'openai', 'python', '')!;
  assert.match(dict, /"strict": True,/);
  assert.match(dict, /None/);
  // The toollint Python reader finds the same tool in it as the JSON one.
  const { prepare } = await import('../shared/src/index');
  await prepare({ languageId: 'python' });
  const py = lint(`tools = [${dict}]\n`, { languageId: 'python', path: 'tools.py', config: { targets: ['openai-strict'] } });
  assert.equal(py.tools.length, 1);
  assert.deepEqual(JSON.parse(JSON.stringify(py.tools[0]!.definition.schema)), (toolObject(WEATHER, 'openai').function as { parameters: unknown }).parameters);
  assert.deepEqual(py.findings.filter((f) => f.severity !== 'info').map((f) => f.rule), []);
  assert.equal(pythonLiteral({ a: [true, false, null, 1.5, 'x"\n'] }), '{\n    "a": [\n        True,\n        False,\n        None,\n        1.5,\n        "x\\"\\n",\n    ],\n}');
  assert.equal(textToInsert(WEATHER, 'zod', 'python', ''), undefined);
  assert.equal(textToInsert(WEATHER, 'zod', 'json', ''), undefined);
  const ts = textToInsert(EMPTY, 'mcp', 'typescript', '  ')!;
  assert.equal(ts.split('\n')[1], '    "name": "ping",');
  assert.ok(!ts.endsWith(' '));
  assert.equal(defaultShapeFor('typescriptreact'), 'zod');
  assert.equal(defaultShapeFor('json'), 'openai');
});

test('Lint mode reads a paste as JSON, TypeScript or Python by its start', async () => {
  const { detectLanguage } = await import('../playground/detect-language');
  const { EXAMPLES } = await import('../playground/examples');
  for (const e of EXAMPLES) assert.equal(detectLanguage(e.text), e.languageId, e.id);
  assert.equal(detectLanguage('  [{"name": "x"}]'), 'json');
  assert.equal(detectLanguage('import json\n\nTOOLS = [{"name": "x"}]\n'), 'python');
  assert.equal(detectLanguage("const tools = [{ name: 'x' }];"), 'typescript');
  assert.equal(detectLanguage(`class A(${'('.repeat(200_000)}`), 'typescript');
});

test('editing an existing tool: each JSON shape the builder writes reads back as the same model, anything else not', async () => {
  const { modelFromTool, toolObject } = await import('../playground/schema-builder');
  for (const shape of ['openai', 'anthropic', 'mcp', 'gemini'] as const) {
    for (const model of [WEATHER, EMPTY]) {
      const tool = JSON.parse(buildTool(model, shape));
      const back = modelFromTool(tool);
      assert.ok(back, `${shape} ${model.name}`);
      assert.equal(back.shape, shape);
      assert.deepEqual(toolObject(back.model, shape), tool);
      assert.equal(buildTool(back.model, shape), buildTool(model, shape));
    }
  }
  // Keys in another order still read; what the builder would drop or change does not.
  const openai = JSON.parse(buildTool(WEATHER, 'openai'));
  const reordered = { function: { parameters: openai.function.parameters, strict: true, description: openai.function.description, name: openai.function.name }, type: 'function' };
  assert.ok(modelFromTool(reordered));
  const lossy = (edit: (t: any) => void) => {
    const t = JSON.parse(buildTool(WEATHER, 'openai'));
    edit(t);
    return modelFromTool(t);
  };
  assert.equal(lossy((t) => (t.function.parameters.properties.unit.format = 'date')), undefined);
  assert.equal(lossy((t) => t.function.parameters.required.pop()), undefined);
  assert.equal(lossy((t) => (t.function.parameters.properties.limit.default = 3)), undefined);
  assert.equal(lossy((t) => delete t.function.strict), undefined);
  assert.equal(lossy((t) => (t.function.parameters.properties.days.items = [{ type: 'integer' }])), undefined);
  assert.equal(modelFromTool({ name: 'x', parameters: {} }), undefined);
  assert.equal(modelFromTool('nope'), undefined);
});
