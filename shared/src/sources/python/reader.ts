// Python as a source (.py, .pyi, notebooks): literal dicts read statically; a tool holding a value built at run time
// is reported instead of analysed; fixes are edits in the code's own style (edits.ts).
import type { Node as JsonNode } from 'jsonc-parser';
import type { ToolDefinition } from '../../extract/tool';
import type { ParseProblem, Segment } from '../json/json';
import { duplicateKeys, nodeAtPath } from '../json/json';
import type { FixOp } from '../../fix/ops';
import { isGenerated } from '../node-marks';
import type { SourceReader } from '../source';
import { RUNTIME, runtimeValuesIn } from '../typescript/marks';
import { unknownTextInfo, unknownTextsOf, withUnknownTexts } from '../typescript/unknown-texts';
import { guardSharedConst } from '../typescript/shared-consts';
import { pythonFix, pythonMessage, withPythonImports } from '../../converters/python';
import { parsePython } from './parser';
import { pythonToolEdits } from './edits';
import { KWARGS, PINNED } from './literals';
import { isNotebook, notebookUnits } from './notebook';
import { PYTHON_SEGMENT, readPythonUnits, type PyUnitSource } from './python';

const PYTHON_LANGUAGES = new Set(['python']);

/** Python or a Jupyter notebook, by language id or file name. */
export function isPython(languageId: string | undefined, path: string | undefined): boolean {
  if (languageId !== undefined && PYTHON_LANGUAGES.has(languageId)) return true;
  if (languageId === 'jupyter' || languageId === 'ipynb') return true;
  return (!languageId || languageId === 'json') && /\.(py|pyi|ipynb)$/i.test(path ?? '') && (!languageId || /\.ipynb$/i.test(path ?? ''));
}

/** True for a segment the Python reader made. */
export function isPythonSegment(segment: Segment): boolean {
  return PYTHON_SEGMENT in segment;
}

/** The units of a text: a notebook's code cells, or the file itself. */
export function pythonSources(text: string, opts: { path?: string; languageId?: string }): { sources: PyUnitSource[]; problems: ParseProblem[] } {
  if (isNotebook(opts.languageId, opts.path)) {
    const nb = notebookUnits(text);
    if (opts.path !== undefined) for (const s of nb.sources) s.key = `${opts.path}#${s.cell}`;
    return nb;
  }
  return { sources: [{ text, cell: 0, toDocument: (o) => o, embedded: false, ...(opts.path !== undefined ? { key: opts.path } : {}) }], problems: [] };
}

export const pythonReader: SourceReader = {
  read(text, opts) {
    const { sources, problems } = pythonSources(text, opts);
    // Models imported from other files of the workspace are read through the caller's readFile (never imported).
    const reads = new Set<string>();
    const ctx = opts.readFile && opts.path !== undefined ? { path: opts.path, readFile: opts.readFile, parse: (t: string) => parsePython(t), reads } : undefined;
    const doc = withPythonImports(ctx, () => readPythonUnits(sources));
    doc.dispose();
    const notAnalyzable = [...problems, ...doc.notAnalyzable, ...runtimeToolNames(doc.segments)];
    return {
      segments: doc.segments,
      ...(reads.size ? { imports: [...reads] } : {}),
      problems: [],
      jsonLines: false,
      notAnalyzable,
      analysable: (tools) => analysablePythonTools(tools, notAnalyzable),
      duplicateKeys: (tool) => (isGenerated(tool.node) ? [] : duplicateKeys(tool.node)),
      fixFor(tool, f, lines) {
        const held = holds(tool.node);
        // A schema a library builds from code (a decorated function, a model) is worded in Python's terms.
        const message = held.generated ? pythonMessage(tool, f, text) : undefined;
        const worded = message !== undefined ? { message } : {};
        // ... and fixed in its code, as the library reads it.
        if (isGenerated(tool.node) || (held.generated && !held.pinned)) return { ...pythonFix(tool, { rule: f.rule, path: f.path }, text, lines), ...worded };
        if (!f.fix || held.pinned || f.fix.ops.some((op) => editsKeywordArguments(tool.node, op))) return worded;
        return { fix: guardSharedConst({ ...f.fix, tool }, f.path), ...worded };
      },
    };
  },
  guardFix: guardSharedConst,
  toolEdits: pythonToolEdits,
};

/**
 * Python tools, once each (a constant used twice is one definition), minus those holding a run-time value, which are
 * reported at their place in the document (a notebook cell's offsets mapped).
 */
function analysablePythonTools(tools: ToolDefinition[], report: ParseProblem[]): ToolDefinition[] {
  const seen = new Set<string>();
  const reported = new Set(report.map((r) => `${r.span.offset}:${r.span.length}`));
  const out: ToolDefinition[] = [];
  for (const tool of tools) {
    const from = tool.segment.toDocument(tool.node.offset);
    const key = `${from}:${tool.node.length}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Only texts computed at run time (`description=f"... {LIMIT}"`): analysed with them unknown (as in TypeScript).
    const { texts, others } = unknownTextsOf(tool, () => false);
    if (texts.length && !others) {
      withUnknownTexts(tool, texts);
      const info = unknownTextInfo(tool, texts);
      const start = tool.segment.toDocument(info.span.offset);
      const span = { offset: start, length: tool.segment.toDocument(info.span.offset + info.span.length) - start };
      if (!reported.has(`${span.offset}:${span.length}`)) report.push({ ...info, span }), reported.add(`${span.offset}:${span.length}`);
      out.push(tool);
      continue;
    }
    const inside = runtimeValuesIn(tool.node);
    if (inside.length) {
      for (const r of inside) {
        const start = tool.segment.toDocument(r.span.offset);
        const span = { offset: start, length: tool.segment.toDocument(r.span.offset + r.span.length) - start };
        const at = `${span.offset}:${span.length}`;
        if (!reported.has(at)) report.push({ message: r.message, span, ...(tool.name ? { tool: tool.name } : {}) }), reported.add(at);
      }
      continue;
    }
    out.push(tool);
  }
  return out;
}

/**
 * Whether a tool holds a value read from another notebook cell (its edits would land in the wrong cell) or a schema a
 * library builds (`Model.model_json_schema()`: its nodes point at the model's code, not at a literal).
 */
function holds(root: JsonNode): { pinned: boolean; generated: boolean } {
  const out = { pinned: false, generated: false };
  const stack = [root];
  while (stack.length && !(out.pinned && out.generated)) {
    const n = stack.pop()!;
    if ((n as unknown as Record<symbol, boolean>)[PINNED]) out.pinned = true;
    if (isGenerated(n)) out.generated = true;
    for (const c of n.children ?? []) stack.push(c);
  }
  return out;
}

const SCHEMA_KEYS = ['parameters', 'parametersJsonSchema', 'input_schema', 'inputSchema'];

/**
 * A dict shaped like a tool (a `name` and a schema key) whose name is known only at run time is no tool to extraction,
 * which needs the name: its name is reported instead, so that the tool does not vanish silently.
 */
function runtimeToolNames(segments: Segment[]): ParseProblem[] {
  const out = new Map<string, ParseProblem>();
  for (const seg of segments) {
    const stack = [seg.root!];
    while (stack.length) {
      const n = stack.pop()!;
      const value = (key: string) => n.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
      const name = n.type === 'object' ? value('name') : undefined;
      if (name?.value === RUNTIME && SCHEMA_KEYS.some((k) => value(k))) {
        for (const r of runtimeValuesIn(name)) {
          const start = seg.toDocument(r.span.offset);
          const span = { offset: start, length: seg.toDocument(r.span.offset + r.span.length) - start };
          out.set(`${span.offset}:${span.length}`, { message: r.message, span });
        }
      }
      for (const c of n.children ?? []) stack.push(c);
    }
  }
  return [...out.values()];
}

/**
 * True when an op adds, removes or renames a member of an object written as keyword arguments (`dict(a=1)`,
 * `Tool(name=...)`): its edits would be dict syntax inside a call, so none is offered (a value inside may be edited).
 */
function editsKeywordArguments(root: JsonNode, op: FixOp): boolean {
  // Changing a value in place (or appending to a list that is there) writes no key: only a member added, removed or
  // renamed is written in its holder's syntax.
  const inPlace = op.kind === 'describe' || op.kind === 'nullable' || ((op.kind === 'set' || op.kind === 'append') && nodeAtPath(root, op.path) !== undefined);
  const holder = inPlace ? op.path : op.path.slice(0, -1);
  const kwargs = (n: JsonNode | undefined) => (n as unknown as Record<symbol, boolean> | undefined)?.[KWARGS] === true;
  if (kwargs(nodeAtPath(root, holder))) return true;
  // A path that goes through a missing object ends at its nearest existing holder.
  for (let i = holder.length - 1; i >= 0; i--) {
    const n = nodeAtPath(root, holder.slice(0, i));
    if (n) return kwargs(n) && nodeAtPath(root, holder.slice(0, i + 1)) === undefined;
  }
  return false;
}
