// A namespace import (`import * as constants from './constants'`, adyen-mcp's layout): `constants.TOOL_NAME`,
// `constants.SEARCH_DESC` and `.describe(constants.X)` are that module's exports, read there (never run), with findings
// in the file that uses them. Without readFile, or in a cycle, the tool is still reported, as not analysed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'namespace-imports');
const FILE = join(ROOT, 'src', 'tools', 'payment-links.ts');
const value = (t: { definition: { value: unknown } }) => JSON.parse(JSON.stringify(t.definition.value)) as { name: string; description: string; inputSchema: { properties: Record<string, Record<string, unknown>> } };

test('names, descriptions and describe() texts of a namespace import are read from its module', () => {
  const r = lint(readFileSync(FILE, 'utf8'), { path: FILE, readFile: disk });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_payment_link', 'list_terminals']);
  const [link, terminals] = r.tools.map(value);
  assert.equal(link!.description, 'Retrieves a payment link by its id, with its status, amount and expiry date.');
  assert.deepEqual(link!.inputSchema.properties.linkId, { type: 'string', description: 'The id of the payment link, as returned when it was created' });
  assert.equal(terminals!.description, 'Lists the payment terminals of a merchant account, 20 at a time.');
  assert.deepEqual(terminals!.inputSchema.properties.merchantAccount, { type: 'string', description: 'The merchant account that owns the terminals' });
  // `.max(constants.PAGE_SIZE)`: a number of the module, too.
  assert.deepEqual(terminals!.inputSchema.properties.page, { type: 'integer', minimum: 1, maximum: 20 });
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  // Findings land in this file, on the code that uses the module.
  const missing = r.findings.find((f) => f.rule === 'description-missing');
  assert.match(missing?.message ?? '', /`page`/);
  assert.equal(missing!.range.start.line, 23);
});

test('without readFile, or when the module imports this file back, the tools are reported as not analysed', () => {
  const text = readFileSync(FILE, 'utf8');
  const alone = lint(text, { path: FILE });
  const na = alone.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(na.map((f) => f.range.start.line), [7, 19, 23]);
  assert.match(na[0]!.message, /`constants\.GET_PAYMENT_LINK` is imported from '\.\.\/constants', which toollint did not read \(files are read only when the caller gives readFile\)/);
  // constants.ts reading its texts from payment-links.ts, which reads them from constants.ts: no hang, nothing invented.
  const constants = `import * as links from './tools/payment-links';\n${disk(join(ROOT, 'src', 'constants.ts'))!.replace("'get_payment_link'", 'links.GET_PAYMENT_LINK')}`;
  assert.match(constants, /GET_PAYMENT_LINK = links\.GET_PAYMENT_LINK;/);
  const cyclic = (p: string) => (p.endsWith('constants.ts') ? constants : disk(p));
  const r = lint(text, { path: FILE, readFile: cyclic });
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && f.range.start.line === 7));
  // The second tool takes nothing from the cycle: read in full.
  assert.deepEqual(r.tools.map((t) => t.name), ['list_terminals']);
});
