// The server's markdown helper: any string becomes one code span that reads back as exactly that string.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { code } from '../server/src/markdown';
import { codeSpans } from './lsp/markdown';

/** What code() shows for a string: control characters as escapes. */
const shown = (s: string) => s.replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t').replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

test('code(): one code span, read back whole, for any string (backtick runs, spaces, line breaks, HTML, links)', () => {
  const pieces = fc.constantFrom('`', '``', '```', ' ', '\n', '\n\n', '\r\n', '<img src=x>', '![x](https://evil.example/x.png)', '[a](javascript:b)', '*', '_', '\\', '|', 'a', 'é', '\u2028', '\u0000');
  const text = fc.oneof(fc.string({ unit: 'grapheme' }), fc.array(pieces, { maxLength: 12 }).map((xs) => xs.join('')));
  fc.assert(
    fc.property(text, (s) => {
      const md = code(s);
      const { spans, rest } = codeSpans(md);
      assert.equal(rest, '', `nothing outside the span: ${JSON.stringify(md)}`);
      assert.equal(spans.length, 1, JSON.stringify(md));
      // An empty string shows as one space (an empty span is not a span).
      assert.equal(spans[0], s === '' ? ' ' : shown(s), JSON.stringify(md));
      assert.doesNotMatch(md, /[\r\n]/);
    }),
    { numRuns: 2000 },
  );
});

test('code(): the fence is longer than any backtick run inside', () => {
  assert.equal(code('a'), '`a`');
  assert.equal(code('a`b'), '``a`b``');
  assert.equal(code('``x``'), '``` ``x`` ```');
  assert.equal(code('x\n\n![y](u)'), '`x\\n\\n![y](u)`');
  assert.equal(code('   '), '`   `');
});

test('the report webview escapes every string from the file as HTML; the page runs only its own script', async () => {
  const { reportBody, reportPage } = await import('../client/src/report-html');
  const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>"\'&';
  const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } };
  const finding = { rule: evil, severity: evil, targets: [evil], message: evil, range };
  const body = reportBody(
    {
      uri: 'file:///x.json',
      skipped: evil,
      budget: 10,
      totals: { openai: { perCall: 1, perRequest: 2 }, anthropic: { perCall: 1, perRequest: 2 }, google: { perCall: 1, perRequest: 1 } },
      fileFindings: [finding],
      tools: [
        {
          name: evil,
          shape: evil,
          range,
          tokens: { openai: 20, openaiPerRequest: 1, anthropic: 1, anthropicPerRequest: 1, google: 1, heuristic: 1 },
          encoding: 'o200k_base',
          descriptionChars: 1,
          schemaHash: evil,
          properties: [{ name: evil, tokens: 5 }],
          findings: [finding],
        },
      ],
    },
    evil,
  );
  assert.doesNotMatch(body, /<img|<script|onerror=alert\(1\)>/);
  // file, skipped, the tool's name (chart label, its title, its section), shape, the property (7), and each finding's
  // severity (class and text), rule, targets and message (5), twice: in the tool and in the file's findings
  assert.equal(body.split('&#60;img src=x onerror=alert(1)&#62;').length - 1, 17);
  const page = reportPage(body, 'n0nce', 'vscode-resource:');
  assert.match(page, /script-src 'nonce-n0nce'/);
  assert.equal(page.match(/<script/g)?.length, 1, 'one script: the page\'s own');
});
