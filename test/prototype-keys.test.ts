// The family guard for "every lookup of a user key is own-property only": names that every plain object inherits
// (constructor, __proto__, toString...) are put wherever a user's text can put a key or a name, in JSON and in
// TypeScript, through lint and through fix --unsafe. None may leak an inherited value into a message or an edit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'jsonc-parser';
import { fix, lint, type ToollintConfig } from '../shared/src/index';

const INHERITED = ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupSetter__'];
const LEAK = /native code|function |\[object |could not check|could not analyse|internal error|undefined|NaN/i;
const ALL: ToollintConfig = { targets: ['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'google', 'google-openapi', 'bedrock', 'mcp', 'shape'] };

/** Tool definitions with `p` in every place a key or a name can be. */
function placements(p: string): { label: string; tool: Record<string, unknown> }[] {
  const prop = (schema: Record<string, unknown>) => ({ type: 'object', description: 'd', properties: { x: { description: 'x', ...schema } } });
  const tool = (inputSchema: unknown, name = 'tool') => ({ name, description: 'A tool.', inputSchema });
  return [
    { label: 'type', tool: tool(prop({ type: p })) },
    { label: 'type list', tool: tool(prop({ type: [p, 'null'] })) },
    { label: 'format', tool: tool(prop({ type: 'string', format: p })) },
    { label: 'keyword', tool: tool(prop({ type: 'string', [p]: 1 })) },
    { label: 'keyword with an object', tool: tool(prop({ type: 'object', [p]: { type: 'string' } })) },
    { label: 'property name', tool: tool({ type: 'object', description: 'd', properties: { [p]: { type: 'string', description: 'p' } }, required: [p] }) },
    { label: 'required name', tool: tool({ type: 'object', description: 'd', properties: {}, required: [p] }) },
    { label: '$defs name', tool: tool({ type: 'object', description: 'd', properties: { x: { $ref: `#/$defs/${p}` } }, $defs: { [p]: { type: 'string' } } }) },
    { label: 'dangling ref', tool: tool({ type: 'object', description: 'd', properties: { x: { $ref: `#/$defs/${p}` } } }) },
    { label: 'tool name', tool: tool({ type: 'object', properties: {} }, p) },
    { label: 'enum value', tool: tool(prop({ type: 'string', enum: [p, { [p]: 1 }] })) },
    { label: 'root key', tool: { ...tool({ type: 'object', properties: {} }), [p]: {} } },
    { label: 'schema root type', tool: tool({ type: p }) },
    { label: 'items', tool: tool(prop({ type: 'array', items: { type: p } })) },
    { label: 'default', tool: tool(prop({ type: 'string', default: p })) },
  ];
}

test('inherited names as types, keywords, formats, names and values leak nothing in lint or fix, in JSON', () => {
  const leaks: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) leaks.push(what);
  };
  for (const p of INHERITED) {
    for (const { label, tool } of placements(p)) {
      // JSON.stringify drops a "__proto__" own key made by a literal, so the text is written by hand for it.
      const text = JSON.stringify(tool, null, 2).replace(/"__x_proto__"/g, '"__proto__"');
      const r = lint(text, { config: ALL });
      for (const f of r.findings) check(!LEAK.test(f.message), `${p} as ${label}: ${f.rule}: ${f.message}`);
      const fixed = fix(text, { config: ALL, unsafe: true });
      const errors: unknown[] = [];
      parse(fixed.text, errors as never);
      check(errors.length === 0, `${p} as ${label}: fix output does not parse`);
      check(!/"type": null|native code|\[object /.test(fixed.text), `${p} as ${label}: ${fixed.text}`);
    }
  }
  assert.deepEqual(leaks, []);
});

test('"__proto__" written as a key in the text is an own key like any other', () => {
  const text = '{"name":"t","description":"d","inputSchema":{"type":"object","description":"d","properties":{"__proto__":{"type":"dict","description":"p"}},"required":["__proto__"],"additionalProperties":false}}';
  const r = lint(text, { config: { targets: ['openai-strict'] } });
  assert.ok(r.findings.some((f) => f.rule === 'invalid-type' && f.pointer.endsWith('/properties/__proto__/type')), JSON.stringify(r.findings.map((f) => f.message)));
  assert.ok(!r.findings.some((f) => f.rule === 'required-unknown-property'));
  for (const f of r.findings) assert.doesNotMatch(f.message, LEAK);
  const fixed = fix(text, { config: { targets: ['openai-strict'] }, unsafe: true });
  assert.match(fixed.text, /"__proto__":\{"type":"object"/);
});

test('inherited names in TypeScript literals and zod leak nothing', () => {
  const leaks: string[] = [];
  for (const p of INHERITED) {
    const key = JSON.stringify(p);
    const sources = [
      `export const tools = [{ name: ${key}, description: "d", inputSchema: { type: ${key}, properties: { ${key}: { type: ${key} } } } }];`,
      `import { z } from "zod";\nserver.registerTool(${key}, { description: "d", inputSchema: { ${key}: z.string().describe(${key}) } }, async () => ({}));`,
      `import { z } from "zod";\nserver.registerTool("t", { description: "d", inputSchema: { x: z.string().${p === '__proto__' ? 'describe' : p}() } }, async () => ({}));`,
    ];
    for (const text of sources) {
      const r = lint(text, { path: 'tools.ts', config: ALL });
      for (const f of r.findings) if (LEAK.test(f.message)) leaks.push(`${text}\n${f.rule}: ${f.message}`);
      const fixed = fix(text, { path: 'tools.ts', config: ALL, unsafe: true });
      if (/native code|\[object /.test(fixed.text)) leaks.push(`${text}\nfixed: ${fixed.text}`);
    }
  }
  assert.deepEqual(leaks, []);
});

test('inherited names as rule ids and targets in a config are not rules or targets', () => {
  const text = JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: {} } });
  for (const p of INHERITED) {
    const r = lint(text, { config: { rules: { [p]: 'off' } as never } });
    for (const f of r.findings) assert.doesNotMatch(f.message, LEAK);
  }
});
