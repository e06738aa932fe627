// Auto-strict's edits for a Python literal tool in the code's own style: its string quote, keys always quoted (a bare
// word in a dict is a variable), `True`/`False`/`None` for JSON's literals. Each batch of edits is checked against a
// parse of the edited code (tree-sitter): an edit that would add a syntax error (inside a `Tool(...)` call's keyword
// arguments, say) is never made. A notebook cell's edits are escaped for the JSON string that holds the code.
import { getNodeValue, type FormattingOptions } from 'jsonc-parser';
import { extractTools } from '../../extract';
import type { ToolDefinition } from '../../extract/tool';
import { EditComposer, type TextEdit } from '../../fix/compose';
import { applyTextEdits, overlap, safely, unique } from '../../fix/edits';
import { braceStyle, once, type PassContext, treeNodes } from '../../fix/layout';
import { opEdits } from '../../fix/op-edits';
import type { FixOp } from '../../fix/ops';
import { MAX_PASSES, mergeOps, needsRecheck, orderOps, renamePrefix } from '../../fix/passes';
import type { EditOptions } from '../source';
import { withPythonTree } from './parser';
import { WRITTEN_AT } from '../typescript/marks';
import { PYTHON_SEGMENT, readPythonUnits, syntaxErrorCount } from './python';
import { pythonQuote } from './strings';

/** Syntax errors in a piece of Python code (a parse the size of the code: the check of an edit). */
function errorsIn(code: string): number {
  return withPythonTree(code, (root) => syntaxErrorCount(root)) ?? Number.MAX_SAFE_INTEGER;
}

type Piece = { kind: 'string' | 'comment' | 'word' | 'other'; text: string };

/** Python code in pieces: strings (any quote, triple or not), `#` comments, words, and the rest. Linear. */
function pieces(code: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  let other = i;
  const flush = (to: number) => {
    if (to > other) out.push({ kind: 'other', text: code.slice(other, to) });
  };
  const isWord = (ch: string) => (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch === '_' || (ch >= '0' && ch <= '9');
  while (i < code.length) {
    const c = code[i]!;
    let kind: Piece['kind'] | undefined;
    let j = i;
    if (c === '"' || c === "'") {
      const close = code.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
      j = i + close.length;
      while (j < code.length && !code.startsWith(close, j) && !(close.length === 1 && code[j] === '\n')) j += code[j] === '\\' ? 2 : 1;
      j = Math.min(code.length, j + (code.startsWith(close, j) ? close.length : 0));
      kind = 'string';
    } else if (c === '#') {
      const nl = code.indexOf('\n', i);
      j = nl < 0 ? code.length : nl;
      kind = 'comment';
    } else if (isWord(c) && !(i > 0 && isWord(code[i - 1]!))) {
      j = i + 1;
      while (j < code.length && isWord(code[j]!)) j++;
      kind = 'word';
    }
    if (!kind) {
      i++;
      continue;
    }
    flush(i);
    out.push({ kind, text: code.slice(i, j) });
    i = other = j;
  }
  flush(code.length);
  return out;
}

/**
 * Python's `#` comments as `//` comments of the same length (the fix layer knows JSONC's and JavaScript's comments),
 * and the way back for the comments an edit moves.
 */
function maskComments(code: string, back: Map<string, string>): string {
  if (!code.includes('#')) return code;
  return pieces(code)
    .map((p) => {
      if (p.kind !== 'comment') return p.text;
      const masked = p.text.length >= 2 ? `//${p.text.slice(2)}` : ' ';
      if (!back.has(masked)) back.set(masked, p.text);
      return masked;
    })
    .join('');
}

/**
 * Inserted text as Python writes it: JSON's `true`, `false` and `null` as `True`, `False`, `None`, and comments moved
 * by the edit back to `#` (see maskComments); strings are left alone.
 */
export function pythonize(code: string, back: Map<string, string> = new Map()): string {
  // A masked comment runs to the end of its line.
  const unmasked = back.size && code.includes('//') ? code.replace(/\/\/[^\n]*/g, (m) => back.get(m) ?? m) : code;
  let out = '';
  for (const p of pieces(unmasked)) out += p.kind !== 'word' ? p.text : p.text === 'true' ? 'True' : p.text === 'false' ? 'False' : p.text === 'null' ? 'None' : p.text;
  return out;
}

/**
 * Where a tool's edits are made and checked: the whole code, or (a tool written in one piece that reads the same on
 * its own) the tool's own text, so that checking and reading it again costs its size, not the file's: fixing a
 * file of many tools stays linear.
 */
interface Frame {
  /** Offset of the window in the code. */
  lo: number;
  window: string;
  /** The code tree-sitter checks for a version of the window. */
  checked: (w: string) => string;
  /** The code the tool is read again from, and how far its offsets are from the document's. */
  reread: (w: string) => string;
  shift: number;
}

function frameOf(tool: ToolDefinition, original: string): Frame {
  const whole: Frame = { lo: 0, window: original, checked: (w) => w, reread: (w) => w, shift: 0 };
  let lo = Infinity;
  let hi = -Infinity;
  for (const n of treeNodes(tool.node)) {
    lo = Math.min(lo, n.offset);
    hi = Math.max(hi, n.offset + n.length);
  }
  if (lo < 1 || lo !== tool.node.offset || hi !== tool.node.offset + tool.node.length) return whole;
  const alone: Frame = { lo, window: original.slice(lo, hi), checked: (w) => `(${w})`, reread: (w) => `(${w})`, shift: lo - 1 };
  const again = reread(tool, alone.reread(alone.window), lo, alone.shift);
  return again && JSON.stringify(getNodeValue(again.node)) === JSON.stringify(getNodeValue(tool.node)) && again.name === tool.name ? alone : whole;
}

/** The edits of one tool's ops in Python (see the header); [] when they cannot be made cleanly. */
export function pythonToolEdits(tool: ToolDefinition, ops: FixOp[], format: FormattingOptions | undefined, replan?: (current: ToolDefinition) => FixOp[], _source?: EditOptions): TextEdit[] {
  const original = tool.segment.text;
  const frame = frameOf(tool, original);
  const { lo } = frame;
  const before = original.slice(0, lo);
  const after = original.slice(lo + frame.window.length);
  const composer = new EditComposer(frame.window);
  const nodes = treeNodes(tool.node);
  const style = { quote: pythonQuote(original.slice(tool.node.offset, tool.node.offset + tool.node.length)), quoteKeys: true };
  const padBraces = once(() => braceStyle(original, nodes) !== 'tight');
  // The fix layer reads the code with its comments masked; what is before and after the window is masked once.
  const back = new Map<string, string>();
  const maskedAround = once(() => [maskComments(before, back), maskComments(after, back)] as const);
  const maskedWhole = () => (lo === 0 && after === '' ? maskComments(composer.text, back) : maskedAround()[0] + maskComments(composer.text, back) + maskedAround()[1]);
  const ctxOf = (t: ToolDefinition): PassContext => ({ text: maskedWhole(), root: t.node, format, script: style, padBraces });
  const baseline = errorsIn(frame.checked(frame.window));
  const parses = (windowText: string) => errorsIn(frame.checked(windowText)) <= baseline;
  // Edits in the whole code's offsets, as Python, in the window's; undefined when one falls outside it.
  const local = (edits: TextEdit[]) => {
    const end = lo + composer.text.length;
    return edits.every((e) => e.offset >= lo && e.offset + e.length <= end) ? edits.map((e) => ({ ...e, offset: e.offset - lo, newText: pythonize(e.newText, back) })) : undefined;
  };
  const readAgain = () => reread(tool, frame.reread(composer.text), lo + composer.toCurrent(tool.node.offset - lo), frame.shift);
  let current: ToolDefinition | undefined = tool;
  let pending = ops;
  for (let pass = 0; pass < MAX_PASSES && pending.length > 0 && current; pass++) {
    const start = composer.text;
    const merged = mergeOps(pending);
    const ctx = ctxOf(current);
    const batch = local(unique(merged.flatMap((op) => safely(() => opEdits(ctx, op)))));
    if (!batch || batch.length === 0) break;
    let oneByOne = false;
    if (!overlap(batch) && parses(applyTextEdits(composer.text, batch))) {
      composer.applyAll(batch.map((e, i) => ({ ...e, order: i })).sort((a, b) => b.offset - a.offset || b.order - a.order));
    } else {
      oneByOne = true;
      const queue = orderOps(merged);
      for (let i = 0; i < queue.length && current; i++) {
        const op = queue[i]!;
        const c = ctxOf(current);
        const edits = local(safely(() => opEdits(c, op)));
        if (edits?.length === 0) continue;
        if (!edits || overlap(edits) || !parses(applyTextEdits(composer.text, edits))) {
          if (op.kind === 'nullable') return [];
          continue;
        }
        composer.applyAll(edits);
        current = readAgain();
        if (op.kind === 'rename') for (let j = i + 1; j < queue.length; j++) queue[j] = renamePrefix(queue[j]!, op.path, op.to);
      }
    }
    if (!replan || composer.text === start || !(oneByOne || pending.some(needsRecheck))) break;
    current = readAgain();
    pending = current ? replan(current) : [];
  }
  const embedded = (tool.segment as unknown as Record<symbol, { embedded: boolean } | undefined>)[PYTHON_SEGMENT]?.embedded === true;
  return composer.edits(frame.window).map((e) => {
    const from = tool.segment.toDocument(lo + e.offset);
    const to = tool.segment.toDocument(lo + e.offset + e.length);
    return { offset: from, length: to - from, newText: embedded ? JSON.stringify(e.newText).slice(1, -1) : e.newText };
  });
}

/** The tool read again from the edited code, where its start has moved to (`shift`: the code's offset in the document). */
function reread(tool: ToolDefinition, text: string, offset: number, shift: number): ToolDefinition | undefined {
  const doc = readPythonUnits([{ text, cell: 0, toDocument: (o) => o, embedded: false }]);
  doc.dispose();
  const { tools } = extractTools({ segments: doc.segments, problems: [], jsonLines: false }, {});
  const here = tools.filter((t) => t.node.offset + shift === offset && t.shape === tool.shape);
  const found = here.find((t) => t.name === tool.name) ?? here[0];
  if (found && shift !== 0) {
    const moved = new Set<object>();
    for (const n of treeNodes(found.node)) {
      (n as { offset: number }).offset += shift;
      const at = (n as { [WRITTEN_AT]?: { offset: number } })[WRITTEN_AT];
      if (at && !moved.has(at)) moved.add(at), (at.offset += shift);
    }
  }
  return found;
}
