// A project tool helper whose schema is picked out of a named zod-to-json-schema conversion (datadog's MCP server:
// `inputSchema: pickRootObjectProperty(zodToJsonSchema(schema, { name }), name)`, the picker returning
// `{ type: 'object', properties: root?.properties ?? {}, required: root?.required ?? [] }` of `definitions[name]`).
// Fixture project test/fixtures/zod-helpers/picked (zod 3), run here (in the test only) with the real zod 3.25 and
// zod-to-json-schema 3.25: each tool toollint analyses is exactly what the helper returns, key order included; a
// picker toollint does not follow, a picked `$ref` and a name the conversion does not use are not analysed, each
// with one not-analyzable finding naming the tool.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { loadZod3Fixture } from './fixture-modules';

const TOOLS = join(__dirname, '..', 'fixtures', 'zod-helpers', 'picked', 'src', 'tools', 'alerts', 'tool.ts');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const linted = () => lint(readFileSync(TOOLS, 'utf8'), { path: TOOLS, readFile });

test('a picked definition is read as the helper returns it (real zod 3 + zod-to-json-schema), key order included', async () => {
  const real: { name: string; description: string; inputSchema: unknown }[] = (await loadZod3Fixture(TOOLS)).ALERT_TOOLS;
  const { tools, findings } = linted();
  for (const name of ['list_alerts', 'mute_alert', 'schedule_downtime', 'list_alerts_closed']) {
    const expected = real.find((t) => t.name === name)!;
    const tool = tools.find((t) => t.name === name);
    assert.ok(tool, `${name} analysed under its name`);
    assert.equal(JSON.stringify(tool.definition.schema), JSON.stringify(expected.inputSchema), name);
    assert.equal(tool.definition.description, expected.description, name);
    assert.equal(findings.filter((f) => f.rule === 'not-analyzable' && f.tool === name).length, 0, name);
  }
  // The fallbacks and the picker's own keys are there: `required: []` where zod-to-json-schema wrote none,
  // `additionalProperties: false` from `?? false`, and `required` dropped where the picker's value is undefined.
  const list = tools.find((t) => t.name === 'list_alerts')!.definition.schema as Record<string, unknown>;
  assert.deepEqual(Object.keys(list), ['type', 'properties', 'required']);
  assert.deepEqual(list.required, []);
  const closed = tools.find((t) => t.name === 'list_alerts_closed')!.definition.schema as Record<string, unknown>;
  assert.deepEqual(Object.keys(closed), ['type', 'properties', 'additionalProperties']);
  assert.equal(closed.additionalProperties, false);
  // Strict-mode findings reach the picked properties (the optional ones are not required).
  assert.ok(findings.some((f) => f.rule === 'optional-not-required' && f.tool === 'list_alerts' && f.pointer === '/inputSchema/properties/states'));
});

test('a picked $ref, an unfollowed picker path and a mismatched definition name are not analysed, naming the tool', () => {
  const { tools, findings } = linted();
  const na = (name: string) => findings.filter((f) => f.rule === 'not-analyzable' && f.tool === name);
  for (const name of ['schedule_downtime_refs', 'silence_all', 'silence_all_mismatched']) {
    assert.equal(tools.find((t) => t.name === name), undefined, name);
    assert.equal(na(name).length, 1, name);
  }
  assert.match(na('schedule_downtime_refs')[0]!.message, /picks the named definition's parts, where a picked part holds a `\$ref` into `definitions`/);
  assert.match(na('silence_all')[0]!.message, /a picker whose paths toollint does not follow/);
  assert.match(na('silence_all_mismatched')[0]!.message, /built in its body from its arguments \(`rootObject\(zodToJsonSchema\(schema, \{ name: 'Input' \}\), name\)`\)/);
});
