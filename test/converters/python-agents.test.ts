// The OpenAI Agents SDK's @function_tool (openai-agents 0.22.0), which does not install here: the expected tools are
// derived by reading its source (src/agents/function_schema.py, strict_schema.py, models/openai_responses.py at
// openai/openai-agents-python 7f7a44f), step by step in the comments; the pydantic parts they rely on are the ones the
// oracle tests check against pydantic itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Node } from 'jsonc-parser';
import { pythonTools } from '../../shared/src/converters/python';
import { loadPython, parsePython } from '../../shared/src/sources/python/parser';

before(async () => {
  assert.equal(await loadPython(), true);
});

function plain(n: Node): unknown {
  if (n.type === 'object') return Object.fromEntries((n.children ?? []).map((p) => [p.children![0].value as string, plain(p.children![1])]));
  if (n.type === 'array') return (n.children ?? []).map(plain);
  return n.value;
}

const text = readFileSync(join(__dirname, '../fixtures/python/functions/agents_travel.py'), 'utf8');

function tools(): unknown[] {
  const tree = parsePython(text)!;
  try {
    return pythonTools(tree.rootNode, text).map((t) => (t.node ? plain(t.node) : t.notAnalyzable));
  } finally {
    tree.delete();
  }
}

test('search_flights: Google docstring, fields in a create_model("search_flights_args"), then strict', () => {
  // _detect_docstring_style: `^(Args|Arguments):` scores google; griffe's Google parser gives the first text section
  // and the Args items; each parameter is Field(..., description=) or Field(default=, description=); pydantic sorts
  // the keys; ensure_strict_json_schema appends additionalProperties false, lists every property in `required` (in
  // place), keeps non-null defaults; the Responses converter writes name, parameters, strict, type, description.
  assert.equal(JSON.stringify(tools()[0]), JSON.stringify({
    name: 'search_flights',
    parameters: {
      properties: {
        origin: { description: 'IATA code of the departure airport.', title: 'Origin', type: 'string' },
        destination: { description: 'IATA code of the arrival airport.', title: 'Destination', type: 'string' },
        cabin: { default: 'economy', description: 'Cabin class.', enum: ['economy', 'business'], title: 'Cabin', type: 'string' },
        max_stops: { default: 1, title: 'Max Stops', type: 'integer' },
      },
      required: ['origin', 'destination', 'cabin', 'max_stops'],
      title: 'search_flights_args',
      type: 'object',
      additionalProperties: false,
    },
    strict: true,
    type: 'function',
    description: 'Search flights between two airports.',
  }));
});

test('book_hotel: overrides, the RunContextWrapper dropped, Annotated Field constraints, a nested model made strict', () => {
  // name_override names the model (book_hotel_args); the first parameter's origin is RunContextWrapper: dropped;
  // _strip_annotated keeps the Field's ge/le; Traveller's $def is made strict first (age's `default: None` popped).
  assert.equal(JSON.stringify(tools()[1]), JSON.stringify({
    name: 'book_hotel',
    parameters: {
      $defs: {
        Traveller: {
          properties: { name: { title: 'Name', type: 'string' }, age: { anyOf: [{ type: 'integer' }, { type: 'null' }], title: 'Age' } },
          required: ['name', 'age'],
          title: 'Traveller',
          type: 'object',
          additionalProperties: false,
        },
      },
      properties: {
        city: { title: 'City', type: 'string' },
        nights: { maximum: 30, minimum: 1, title: 'Nights', type: 'integer' },
        guest: { $ref: '#/$defs/Traveller' },
      },
      required: ['city', 'nights', 'guest'],
      title: 'book_hotel_args',
      type: 'object',
      additionalProperties: false,
    },
    strict: true,
    type: 'function',
    description: 'Book a hotel room for the traveller.',
  }));
});

test('convert_currency: Sphinx detected, an Annotated string as a description, an optional made required', () => {
  // `^:param\s` scores sphinx; `to`'s Annotated string is setdefault into the descriptions; note's null default popped.
  assert.equal(JSON.stringify(tools()[2]), JSON.stringify({
    name: 'convert_currency',
    parameters: {
      properties: {
        amount: { description: 'How much.', title: 'Amount', type: 'number' },
        to: { description: 'ISO 4217 code', title: 'To', type: 'string' },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }], title: 'Note' },
      },
      required: ['amount', 'to', 'note'],
      title: 'convert_currency_args',
      type: 'object',
      additionalProperties: false,
    },
    strict: true,
    type: 'function',
    description: 'Convert an amount of money.',
  }));
});

test('an open dict under strict mode is refused as the SDK refuses it (UserError)', () => {
  const code = 'from agents import function_tool\n@function_tool\ndef f(meta: dict[str, int]) -> str:\n    return ""\n';
  const tree = parsePython(code)!;
  const [t] = pythonTools(tree.rootNode, code);
  tree.delete();
  assert.match(t.notAnalyzable!.message, /Agents SDK raises UserError/);
  assert.equal(t.shape, 'openai-responses');
});
