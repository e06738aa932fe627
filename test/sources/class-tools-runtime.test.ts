// Class tools whose description or schema is chosen at run time: reported as not analysable where the choice is made,
// never dropped silently (mongodb-mcp-server's disconnect, list-connections and atlas-create-access-list).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'class-tools', 'run-time.ts');
const text = readFileSync(FILE, 'utf8');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

test('a class tool with a description or a schema getter chosen at run time gets a not-analyzable finding there', () => {
  const r = lint(text, { path: FILE, readFile });
  // A description chosen at run time is a text: that tool is analysed with it unknown (see runtime-texts.test.ts).
  assert.deepEqual(r.tools.map((t) => t.name), ['disconnect']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => ({ at: text.slice(f.span.offset, f.span.offset + f.span.length).split('\n')[0], message: f.message }));
  assert.equal(na.length, 2, JSON.stringify(na));
  assert.equal(na[0]!.at, 'this.config.connectionString');
  assert.match(na[0]!.message, /^The description is computed at run time \(`this\.config\.connectionString \?/);
  assert.equal(na[1]!.at, 'argsShape');
  assert.match(na[1]!.message, /the argsShape getter of CreateAccessListTool computes the schema at run time/);
});
