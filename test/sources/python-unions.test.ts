// Discriminated unions (`Annotated[Union[A, B], Field(discriminator="kind")]`) that toollint does not model are
// reported, never guessed (the exact schemas are checked against pydantic, FastMCP, the MCP SDK, openai and anthropic by
// test/oracles on the *_pets.py fixtures).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint, loadPython } from '../../shared/src/index';

const HEAD = `from typing import Annotated, Literal, Union\nfrom fastmcp import FastMCP\nfrom pydantic import BaseModel, Discriminator, Field\n\nmcp = FastMCP("x")\n\nclass A(BaseModel):\n    kind: Literal["a"]\n\nclass B(BaseModel):\n    kind: str\n\nclass C(BaseModel):\n    kind: Literal["c"] = "c"\n    n: int\n\n`;
const tool = (hint: string) => `${HEAD}@mcp.tool()\ndef pick(x: ${hint}) -> str:\n    """Pick."""\n    return ""\n`;

test('a tagged union of models is analysed: oneOf of the members, the tag required in each (FastMCP drops the mapping)', async () => {
  await loadPython();
  const r = lint(tool('Annotated[Union[A, C], Field(discriminator="kind")]'), { path: 'a.py' });
  assert.deepEqual(r.tools.map((t) => t.name), ['pick']);
  const x = (r.tools[0]!.definition.schema as { properties: { x: Record<string, unknown> } }).properties.x;
  assert.deepEqual(Object.keys(x), ['oneOf']);
  assert.deepEqual(JSON.parse(JSON.stringify(x.oneOf)), [
    { properties: { kind: { const: 'a', type: 'string' } }, required: ['kind'], type: 'object' },
    // The tag has a default (pydantic leaves it out of required): FastMCP requires it again.
    { properties: { kind: { const: 'c', default: 'c', type: 'string' }, n: { type: 'integer' } }, required: ['n', 'kind'], type: 'object' },
  ]);
});

for (const [hint, why] of [
  ['Annotated[Union[A, B], Field(discriminator="kind")]', /the tag `B\.kind` is not a Literal of strings/],
  ['Annotated[Union[A, int], Field(discriminator="kind")]', /member that is not a model/],
  ['Annotated[Union[A, B], Field(discriminator="nope")]', /`A` has no field `nope`/],
  ['Annotated[Union[A, B], Field(discriminator=Discriminator(lambda v: v))]', /callable Discriminator is decided at run time/],
] as const) {
  test(`not analysable: ${hint}`, async () => {
    await loadPython();
    const r = lint(tool(hint), { path: 'a.py' });
    assert.deepEqual(r.tools, []);
    assert.match(r.findings.find((f) => f.rule === 'not-analyzable')!.message, why);
  });
}
