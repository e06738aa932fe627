// Auto-strict in Python loses nothing it need not touch: a fast-check property over tool dicts written with both
// quotes, comments, True/None, numbers as Python writes them (1_000, 0x10, 1e3) and escapes in strings. The fixed
// code parses, lints clean of fixable strict errors, and keeps every comment, number and string it did not remove.
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fix, lint, loadPython } from '../../shared/src/index';
import { withPythonTree } from '../../shared/src/sources/python/parser';
import { syntaxErrorCount } from '../../shared/src/sources/python/python';

const errorsIn = (code: string) => withPythonTree(code, (root) => syntaxErrorCount(root))!;

const quote = fc.constantFrom('"', "'");
const comment = fc.option(fc.constantFrom('# note', '# trailing, with "quotes" and \'more\'', '# true false null', '#'), { nil: undefined });
const number = fc.constantFrom('1_000', '0x10', '1e3', '-2.5', '7');
const text = fc.constantFrom('plain', 'with \\"escape\\"', 'tab\\there', 'é ü 😀', 'back\\\\slash', "it's");

const property = fc.record({ name: fc.constantFrom('a', 'b', 'c', 'limit'), kind: fc.constantFrom('string', 'integer', 'number', 'boolean'), desc: fc.option(text, { nil: undefined }), dflt: fc.option(number, { nil: undefined }), comment });
const tool = fc.record({ q: quote, name: fc.constantFrom('search', 'get_weather', 'book'), desc: text, props: fc.uniqueArray(property, { selector: (p) => p.name, minLength: 1, maxLength: 3 }), trailing: fc.boolean(), strict: fc.constantFrom(undefined, 'True', 'False'), comment });

/** A string literal in quote `q`: the generated text is written for double quotes; single quotes escape their own. */
function literal(q: string, s: string): string {
  return q === '"' ? `"${s}"` : `'${s.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

type GeneratedTool = typeof tool extends fc.Arbitrary<infer T> ? T : never;

function py(t: GeneratedTool): string {
  const Q = (s: string) => literal(t.q, s);
  const comma = t.trailing ? ',' : '';
  const props = t.props.map((p) => {
    const parts = [`${Q('type')}: ${Q(p.kind)}`];
    if (p.desc !== undefined) parts.push(`${Q('description')}: ${Q(p.desc)}`);
    if (p.dflt !== undefined && (p.kind === 'integer' || p.kind === 'number')) parts.push(`${Q('default')}: ${p.dflt}`);
    return `                ${Q(p.name)}: {${parts.join(', ')}}${comma === '' ? ',' : ','}${p.comment ? `  ${p.comment}` : ''}`;
  });
  return [
    'import anthropic',
    '',
    'tools = [',
    '    {',
    `        ${Q('name')}: ${Q(t.name)},${t.comment ? `  ${t.comment}` : ''}`,
    `        ${Q('description')}: ${Q(t.desc)},`,
    `        ${Q('input_schema')}: {`,
    `            ${Q('type')}: ${Q('object')},`,
    `            ${Q('properties')}: {`,
    ...props,
    `            }${comma}`,
    `        }${t.strict ? ',' : comma}`,
    ...(t.strict ? [`        ${Q('strict')}: ${t.strict}${comma}`] : []),
    `    }${comma}`,
    ']',
    '',
  ].join('\n');
}

test('fixed Python parses, lints clean and keeps every comment, number and string it did not remove', async () => {
  await loadPython();
  fc.assert(
    fc.property(tool, (t) => {
      const code = py(t);
      assert.equal(errorsIn(code), 0, code);
      const out = fix(code, { path: 'tools.py', config: { targets: ['openai-strict'] }, unsafe: true });
      assert.equal(errorsIn(out.text), 0, out.text);
      for (const c of code.match(/#[^\n]*/g) ?? []) assert.ok(out.text.includes(c), `comment ${c} kept:\n${out.text}`);
      // Strings (descriptions grow at their end) and numbers other than removed defaults keep their text.
      for (const p of t.props) if (p.desc !== undefined) assert.ok(out.text.includes(literal(t.q, p.desc).slice(0, -1)), `description ${p.desc} kept`);
      assert.doesNotMatch(out.text.replace(/#[^\n]*/g, ''), /(?<![\w'"])(true|false|null)(?![\w'"])/);
      const again = lint(out.text, { path: 'tools.py', config: { targets: ['openai-strict'] } });
      assert.deepEqual(again.findings.filter((f) => f.severity === 'error' && f.fixable).map((f) => f.rule), [], out.text);
    }),
    { numRuns: 60 },
  );
});
