// TypeScript/JavaScript-specific fixing: the code's quote and key style, and the per-tool driver for script literals,
// which reads the tool again from the edited file: Auto-strict's edits in the code's own style.
import { getNodeValue, type FormattingOptions, type Node } from 'jsonc-parser';
import { extractTools } from '../../extract';
import type { ToolDefinition } from '../../extract/tool';
import { parseScriptDocument } from './typescript';
import { quoteStyle, syntaxErrors } from './parser';
import { EditComposer, type TextEdit } from '../../fix/compose';
import type { FixOp } from '../../fix/ops';
import { applyTextEdits, overlap, safely, unique } from '../../fix/edits';
import { braceStyle, IDENTIFIER, once, type PassContext, type ScriptStyle, treeNodes } from '../../fix/layout';
import { opEdits } from '../../fix/op-edits';
import { MAX_PASSES, mergeOps, needsRecheck, orderOps, renamePrefix } from '../../fix/passes';
import type { EditOptions } from '../source';

/**
 * The code's style in a script literal: its string quote, and whether it quotes keys that could be bare (JSON pasted
 * into code: `"type": "object"`); new keys follow the literal's own keys, bare when it mixes both.
 */
function scriptStyle(text: string, root: Node, nodes: Node[]): ScriptStyle {
  let quotedKeys = 0;
  let bare = 0;
  for (const node of nodes) {
    const key = node.type === 'property' ? node.children?.[0] : undefined;
    if (key && typeof key.value === 'string' && IDENTIFIER.test(key.value)) {
      const first = text[key.offset];
      if (first === '"' || first === "'") quotedKeys++;
      else bare++;
    }
  }
  return { quote: quoteStyle(text.slice(root.offset, root.offset + root.length)), quoteKeys: quotedKeys > 0 && bare === 0 };
}

/** The script a tool was read from, so that Auto-strict can read the tool again after editing it. */
/** How script edits are checked (see EditOptions). */
export type ScriptSource = EditOptions;

/**
 * In TypeScript/JavaScript: edits computed on the literal tree, in the code's own quotes and key style, in the
 * file's coordinates (a schema held in a const elsewhere in the file is edited there). As in JSON, ops that clash go
 * one by one and a changed type is checked again, reading the tool anew from the edited file (with `source`). With
 * `source.careful`, an edit that would add a syntax error is never made.
 */
export function scriptToolEdits(tool: ToolDefinition, ops: FixOp[], format: FormattingOptions | undefined, replan?: (current: ToolDefinition) => FixOp[], source?: ScriptSource): TextEdit[] {
  const original = tool.segment.text;
  // The composer keeps only the stretch of the file the tool's nodes cover (a schema in a const included): edits
  // copy that stretch, not the whole file. The whole text is put together when a pass reads it.
  const nodes = treeNodes(tool.node);
  const [lo, hi] = extentOf(nodes);
  const before = original.slice(0, lo);
  const after = original.slice(hi);
  const window = original.slice(lo, hi);
  const composer = new EditComposer(window);
  const whole = () => (composer.text === window ? original : before + composer.text + after);
  const careful = source?.careful !== false;
  const baseline = careful ? syntaxErrors(original, source ?? {}) : 0;
  const parses = (text: string) => !careful || syntaxErrors(text, source ?? {}) <= baseline;
  const style = scriptStyle(original, tool.node, nodes);
  // Code pads braces unless written like JSON (quoted keys), when the tool itself does not say.
  const padBraces = once(() => (braceStyle(original, nodes) ?? (style.quoteKeys ? 'tight' : 'padded')) === 'padded');
  const ctxOf = (t: ToolDefinition, text: string): PassContext => ({ text, root: t.node, format, script: style, padBraces });
  // Reading the tool again means parsing the file again, per op when ops go one by one: quadratic in a file of many
  // tools. A tool written in one piece (no const elsewhere) that reads the same on its own is read from its own text,
  // with blanks before it so that offsets stay the file's.
  const alone = (windowText: string) => `${' '.repeat(lo - 1)}(${windowText})`;
  let standsAlone: boolean | undefined; // found out at the first reading
  const reread = () => {
    if (!source) return undefined;
    standsAlone ??= lo >= 1 && lo === tool.node.offset && hi === tool.node.offset + tool.node.length && sameTool(tool, rereadScriptTool(tool, alone(window), lo, source));
    return rereadScriptTool(tool, standsAlone ? alone(composer.text) : whole(), lo + composer.toCurrent(tool.node.offset - lo), source);
  };
  // Edits against the whole current text, in the composer's coordinates; undefined when one falls outside.
  const local = (edits: TextEdit[]) => {
    const end = lo + composer.text.length;
    return edits.every((e) => e.offset >= lo && e.offset + e.length <= end) ? edits.map((e) => ({ ...e, offset: e.offset - lo })) : undefined;
  };
  let current: ToolDefinition | undefined = tool;
  let pending = ops;
  for (let pass = 0; pass < MAX_PASSES && pending.length > 0 && current; pass++) {
    const start = composer.text;
    const merged = mergeOps(pending);
    const text = whole();
    const ctx = ctxOf(current, text);
    const batch: TextEdit[] = [];
    for (const op of merged) batch.push(...safely(() => opEdits(ctx, op)));
    const distinct = unique(batch);
    const inside = local(distinct);
    if (!inside || inside.length === 0) break;
    let oneByOne = false;
    if (!overlap(inside) && (!careful || parses(applyTextEdits(text, distinct)))) {
      // Insertions at one offset keep their op order: apply from the back, later ops first.
      composer.applyAll(inside.map((e, i) => ({ ...e, order: i })).sort((a, b) => b.offset - a.offset || b.order - a.order));
    } else {
      if (!source) return [];
      oneByOne = true;
      const queue = orderOps(merged);
      for (let i = 0; i < queue.length && current; i++) {
        const op = queue[i]!;
        const now = whole();
        const c = ctxOf(current, now);
        const edits = safely(() => opEdits(c, op));
        const mine = local(edits);
        if (mine?.length === 0) continue;
        if (!mine || overlap(mine) || (careful && !parses(applyTextEdits(now, edits)))) {
          // A property made required must be made nullable too, or the model would have to invent a value: when
          // that cannot be written, nothing of this tool is.
          if (op.kind === 'nullable') return [];
          continue;
        }
        composer.applyAll(mine);
        current = reread();
        if (op.kind === 'rename') for (let j = i + 1; j < queue.length; j++) queue[j] = renamePrefix(queue[j]!, op.path, op.to);
      }
    }
    if (!replan || !source || composer.text === start || !(oneByOne || pending.some(needsRecheck))) break;
    current = reread();
    pending = current ? replan(current) : [];
  }
  return composer.edits(window).map((e) => ({ ...e, offset: e.offset + lo }));
}

/** The stretch of text a tree's nodes cover (with nodes adopted from consts elsewhere in the file). */
function extentOf(nodes: Node[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const node of nodes) {
    lo = Math.min(lo, node.offset);
    hi = Math.max(hi, node.offset + node.length);
  }
  return [lo, hi];
}

/** True when a tool read again is the tool: same shape, name, fields and content. */
function sameTool(a: ToolDefinition, b: ToolDefinition | undefined): boolean {
  return b !== undefined && a.shape === b.shape && a.name === b.name && a.strict === b.strict && JSON.stringify(a.fields) === JSON.stringify(b.fields) && JSON.stringify(getNodeValue(a.node)) === JSON.stringify(getNodeValue(b.node));
}

/** The same tool read again from the edited script: the same shape where its start has moved to (a rename may have changed its name). */
function rereadScriptTool(tool: ToolDefinition, text: string, offset: number, source: ScriptSource): ToolDefinition | undefined {
  const doc = parseScriptDocument(text, source);
  const { tools } = extractTools({ segments: doc.segments, problems: [], jsonLines: false }, { path: source.path });
  const here = tools.filter((t) => t.node.offset === offset && t.shape === tool.shape);
  return here.find((t) => t.name === tool.name) ?? here[0];
}
