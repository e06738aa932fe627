// Tools made in a for...of over a const list of records, the literal's name, description and schema worked out from
// each record (brightdata-mcp's datasets): one tool per record, its schema filled field by field from the record's
// list; where a field's zod depends on values of the loop the reader does not follow, that record's tool says so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'tool-loops-fastmcp', 'datasets.js');
const text = readFileSync(FILE, 'utf8');
const at = (span: { offset: number; length: number }) => text.slice(span.offset, span.offset + span.length);

test('one tool per record, named by the template, with the description and the fields of that record', () => {
  const r = lint(text, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), ['dataset_book_listing', 'dataset_book_search', 'listing_by_hand']);
  const listing = r.tools[0]!;
  assert.equal(listing.definition.description, 'Read structured data of one book listing.\nRequires the URL of the listing page.');
  // The loop's schema is the one the same zod written out gives.
  assert.equal(JSON.stringify(listing.definition.schema), JSON.stringify(r.tools[2]!.definition.schema));
  assert.deepEqual(Object.keys((r.tools[1]!.definition.schema as { properties: object }).properties), ['keyword', 'url']);
  // The tool stands at its record's id; a field's finding at its key in the record's inputs.
  assert.equal(at(listing.span), "'book_listing'");
  const missing = r.findings.filter((f) => f.rule === 'description-missing' && f.tool === 'dataset_book_search').map((f) => at(f.span));
  assert.deepEqual(missing, ["'keyword'", "'url'"]);
});

test('a record whose field takes a default from the loop gets one not-analyzable at that record, naming the tool and the field', () => {
  const r = lint(text, { path: FILE });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.match(at(na[0]!.span), /^\{\n {4}id: 'book_reviews'/);
  assert.match(na[0]!.message, /the schema of `dataset_book_reviews`: `parameters` is built at run time \(for `max_reviews`, `defaults\[input\] !== undefined \?/);
});

test('a loop that sets the fields in other ways keeps every tool of the loop unread, as before', () => {
  const other = text.replace('parameters[input] = defaults[input]', 'Object.assign(parameters, {}); parameters[input] = defaults[input]');
  const r = lint(other, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), ['listing_by_hand']);
  assert.ok(r.findings.filter((f) => f.rule === 'not-analyzable').every((f) => /built at run time/.test(f.message)));
});
