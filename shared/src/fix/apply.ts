// Applies fix operations to one tool: each op becomes a jsonc-parser edit computed on the smallest object
// that holds it, all ops of a pass against the same text; edits are kept in the document's coordinates.
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { rereadTool } from '../extract';
import type { ToolDefinition } from '../extract/tool';
import { EditComposer, type TextEdit } from './compose';
import { detectFormatting } from './format';
import type { FixOp } from './ops';
import { applyTextEdits, overlap, safely } from './edits';
import { braceStyle, once, type PassContext, treeNodes } from './layout';
import { opEdits } from './op-edits';
import { MAX_PASSES, mergeOps, needsRecheck, orderOps, renamePrefix } from './passes';
import { readerOfSegment } from '../sources';
import type { EditOptions } from '../sources/source';

export type { TextEdit } from './compose';

/**
 * Runs one pass of ops on the composer's text (whose parse is `root`): all at once when their edits are
 * independent, else one by one. Returns the parse of the result, or undefined when it does not parse.
 */
function runPass(composer: EditComposer, ops: FixOp[], ctx: PassContext, shift: number): { root: Node | undefined; oneByOne: boolean } {
  const merged = mergeOps(ops);
  const { format } = ctx;
  const batch: TextEdit[] = [];
  for (const op of merged) for (const e of safely(() => opEdits(ctx, op))) batch.push({ ...e, offset: e.offset - shift });
  if (batch.length === 0) return { root: shift === 0 ? ctx.root : cleanParse(composer.text), oneByOne: false };
  // Edits computed separately can still clash where they meet ("[" + removed + ',"a"]'): then go one by one.
  const together = overlap(batch) ? undefined : cleanParse(applyTextEdits(composer.text, batch));
  if (together) {
    // Insertions at one offset keep their op order: apply from the back, later ops first.
    composer.applyAll(batch.map((e, i) => ({ ...e, order: i })).sort((a, b) => b.offset - a.offset || b.order - a.order));
    return { root: together, oneByOne: false };
  }
  let current = shift === 0 ? ctx.root : cleanParse(composer.text);
  const queue = orderOps(merged);
  for (let i = 0; i < queue.length; i++) {
    const op = queue[i]!;
    if (!current) return { root: undefined, oneByOne: true };
    const c: PassContext = { ...ctx, text: composer.text, root: current };
    const edits = safely(() => opEdits(c, op));
    if (edits.length === 0) continue;
    composer.applyAll(edits);
    current = cleanParse(composer.text);
    // Later ops still name the old key: follow the rename.
    if (op.kind === 'rename') for (let j = i + 1; j < queue.length; j++) queue[j] = renamePrefix(queue[j]!, op.path, op.to);
  }
  return { root: current, oneByOne: true };
}

/** The parse of a text with no syntax errors, else undefined. */
function cleanParse(text: string): Node | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true });
  return root && errors.length === 0 ? root : undefined;
}

/**
 * Applies ops (paths relative to the tool object) to one tool and returns edits against the document.
 * With `replan`, the tool is re-checked after each pass and fixed again until nothing is left.
 */
export function toolEdits(tool: ToolDefinition, ops: FixOp[], replan?: (current: ToolDefinition) => FixOp[], source?: EditOptions): TextEdit[] {
  const seg = tool.segment;
  // Inside a JSON string whose escapes cannot be mapped back exactly, an edit would land shifted: none is made.
  if (seg.exactOffsets && !seg.exactOffsets()) return [];
  const start = tool.node.offset;
  const end = start + tool.node.length;
  // A tool over several lines is edited with blanks before it for its column (they keep its indentation); a tool on
  // one line needs none: in a minified list, padding each tool with its line up to it made fixing quadratic.
  const oneLine = !/[\r\n]/.test(seg.text.slice(start, end));
  const lineStart = oneLine ? start : seg.text.lastIndexOf('\n', start - 1) + 1;
  const pad = seg.text.slice(lineStart, start).replace(/\S/g, ' ');
  const original = pad + seg.text.slice(start, end);
  const format = detectFormatting(original);
  const composer = new EditComposer(original);
  const base = start - pad.length;
  // A language with its own style edits its tools itself (TypeScript: quotes, keys, consts).
  const own = readerOfSegment(seg).toolEdits;
  if (own) return own(tool, ops, format, replan, source);
  // The first pass reads the tree the linter already built (segment coordinates, shifted by `base`);
  // later passes read the parse of the previous pass's result. A result that does not parse stops all.
  const padBraces = once(() => braceStyle(seg.text, treeNodes(tool.node)) === 'padded');
  let ctx: PassContext = { text: seg.text, root: tool.node, format, padBraces };
  let shift = base;
  let root: Node | undefined = tool.node;
  let pending = ops;
  for (let pass = 0; pass < MAX_PASSES && pending.length > 0; pass++) {
    const before = composer.text;
    const result = runPass(composer, pending, ctx, shift);
    root = result.root;
    if (root) {
      ctx = { text: composer.text, root, format, padBraces };
      shift = 0;
    }
    // Ops applied one by one, or a changed type, can leave or reveal findings: re-check then.
    if (!root || !replan || composer.text === before || !(result.oneByOne || pending.some(needsRecheck))) break;
    // A new type can make another finding appear (a schema given "type": "object" now needs
    // additionalProperties): re-check this tool alone until nothing is left.
    const current = rereadTool(tool, composer.text, root);
    pending = current ? replan(current) : [];
  }
  // Never hand back text that no longer parses.
  if (!root || composer.text === original) return [];
  return composer.edits(original).map((e) => toDocumentEdit(tool, base + e.offset, e.length, e.newText));
}

function toDocumentEdit(tool: ToolDefinition, offset: number, length: number, newText: string): TextEdit {
  const seg = tool.segment;
  const from = seg.toDocument(offset);
  const to = seg.toDocument(offset + length);
  // Inside a JSON string that holds tools, inserted text must be escaped for the string literal.
  const text = seg.embedded ? JSON.stringify(newText).slice(1, -1) : newText;
  return { offset: from, length: to - from, newText: text };
}
