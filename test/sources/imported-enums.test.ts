// TS enums another file of the project exports, in zod: `z.nativeEnum(E)` and members in `z.enum([E.A, E.B])`
// (BrowserStack's MCP server), read as the object the enum compiles to: the same schema as with the enum in the file,
// and the values real zod takes from the compiled enum (numeric members without their reverse mapping).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z from 'zod';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const DIR = join(__dirname, '..', 'fixtures', 'imported-enums', 'src', 'tools');
const FILE = join(DIR, 'live.ts');
const tools = (text: string, path = FILE) => lint(text, { path, readFile }).tools.filter((t) => t.shape !== 'builtin');

// The enums of the fixture's types.ts, compiled.
enum Priority {
  Low = 1,
  Medium,
  High,
}

test('z.nativeEnum() of an imported enum and z.enum() of its members are read from the file that exports them', () => {
  const text = readFileSync(FILE, 'utf8');
  const r = lint(text, { path: FILE, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const [live, screenshot] = tools(text);
  const props = (live!.definition.value as { inputSchema: { properties: Record<string, { enum?: unknown[] }> } }).inputSchema.properties;
  assert.deepEqual(props.platformType!.enum, ['desktop', 'mobile']);
  assert.deepEqual(props.priority!.enum, z.nativeEnum(Priority).options);
  const shot = (screenshot!.definition.value as { inputSchema: { properties: Record<string, { enum?: unknown[] }> } }).inputSchema.properties;
  assert.deepEqual(shot.desiredPlatform!.enum, ['android', 'ios']);
  // The same tools with the enums declared in the file itself.
  const types = readFileSync(join(DIR, 'live-utils', 'types.ts'), 'utf8');
  const inFile = text.replace(/import \{ Platform, PlatformType, Priority \} from "\.\/live-utils\/types\.js";\n/, '') + types;
  assert.deepEqual(tools(inFile, join(DIR, 'in-file.ts')).map((t) => JSON.stringify(t.definition.value)), [live, screenshot].map((t) => JSON.stringify(t!.definition.value)));
});

test('an enum with a computed member, or a name that is no enum, stays not analysed: its field is kept, its schema unknown', () => {
  const text = readFileSync(FILE, 'utf8');
  const computed = (p: string) => (p.endsWith('types.ts') ? readFile(p)?.replace('Low = 1,', 'Low = Math.floor(1.5),') : readFile(p));
  const r = lint(text, { path: FILE, readFile: computed });
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable'));
  // The field is kept with its schema unknown (converters/zod/unknown-pieces.ts); the tool's other fields are analysed.
  const unread = r.tools.filter((t) => t.shape !== 'builtin').map((t) => [t.name, JSON.stringify(t.definition.fields.unknownSchemas ?? [])]);
  assert.equal(unread.length, 2);
  assert.equal(unread[1]![0], 'takeAppScreenshot');
  assert.equal(unread[1]![1], '[]');
  assert.notEqual(unread[0]![1], '[]');
});
