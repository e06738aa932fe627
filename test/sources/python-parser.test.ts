// The Python parser (web-tree-sitter + tree-sitter-python's .wasm): loaded on demand, UTF-16 offsets as LSP counts
// them, syntax errors recovered with the rest of the file kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadPython, mayHoldTools, parsePython, pythonLoaded, textOf, walkTree, withPythonTree } from '../../shared/src/sources/python/parser';

test('nothing is parsed before the parser is loaded, and loading twice loads once', async () => {
  assert.equal(pythonLoaded(), false);
  assert.equal(parsePython('x = 1'), undefined);
  const a = loadPython();
  const b = loadPython();
  assert.equal(a, b);
  assert.equal(await a, true);
  assert.equal(pythonLoaded(), true);
});

test('offsets are UTF-16 code units, as LSP counts them (non-ASCII and astral characters before a node)', async () => {
  await loadPython();
  const text = 'x = "é😀 ü"\ntools = [{"name": "météo"}]\n';
  withPythonTree(text, (root) => {
    const second = root.namedChild(1)!;
    assert.equal(second.startIndex, text.indexOf('tools'));
    assert.equal(textOf(second, text), 'tools = [{"name": "météo"}]');
    const dict = second.descendantsOfType('dictionary')[0]!;
    assert.equal(dict.startIndex, text.indexOf('{'));
    assert.equal(dict.endIndex, text.lastIndexOf('}') + 1);
  });
});

test('a syntax error is recovered: the statements after it are still parsed', async () => {
  await loadPython();
  const text = 'def broken(:\n    pass\n\nTOOLS = [{"name": "ok", "parameters": {}}]\n';
  withPythonTree(text, (root) => {
    assert.equal(root.hasError, true);
    const dicts = root.descendantsOfType('dictionary');
    assert.ok(dicts.some((d) => textOf(d, text).startsWith('{"name": "ok"')));
  });
});

test('the prefilter skips code without tool-shaped names and keeps tool code', () => {
  assert.equal(mayHoldTools('import os\n\ndef main():\n    print(os.getcwd())\n'), false);
  assert.equal(mayHoldTools('tools = [{"type": "function", "function": {"name": "a", "parameters": {}}}]'), true);
  assert.equal(mayHoldTools('@mcp.tool()\ndef add(a: int) -> int:\n    return a\n'), true);
  assert.equal(mayHoldTools('server = Server("x")\nTool(name="a", inputSchema={})'), true);
});

/** Every node of a tree as type and offsets, in order. */
function shape(text: string, key?: string): string[] {
  const tree = parsePython(text, key)!;
  const out: string[] = [];
  try {
    walkTree(tree.rootNode, (c) => (out.push(`${c.nodeType}@${c.startIndex}-${c.endIndex}`), true));
  } finally {
    tree.delete();
  }
  return out;
}

test('a keyed text is parsed incrementally from its last version, to the same tree a fresh parse gives', async () => {
  await loadPython();
  let text = 'import os\n\nclass Météo:\n    """Prévisions 😀"""\n    def f(self, a):\n        return {"name": "x", "v": [1, 2, 3]}\n\ntools = [{"name": "t", "input_schema": {"type": "object"}}]\n';
  const pieces = ['x', '\n', '    ', 'é', '😀', '"', '{', '}', ')', '(', 'def g():\n    pass\n', '#c', ':', ', 1', '\t'];
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  for (let i = 0; i < 300; i++) {
    const at = rand(text.length + 1);
    if (rand(3) === 0 && text.length > 10) text = text.slice(0, at) + text.slice(Math.min(text.length, at + 1 + rand(8)));
    else text = text.slice(0, at) + pieces[rand(pieces.length)]! + text.slice(at);
    // A surrogate pair cut in half is text too (an editor may send it mid-keystroke).
    assert.deepEqual(shape(text, 'doc.py'), shape(text), `after edit ${i}`);
  }
});
