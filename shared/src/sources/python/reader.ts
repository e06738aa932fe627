// Python as a source (.py, .pyi, notebooks): literal dicts read statically; a tool holding a value built at run time
// is reported instead of analysed; fixes are edits in the code's own style (edits.ts).
import type { Node as JsonNode } from 'jsonc-parser';
import type { ToolDefinition } from '../../extract/tool';
import type { ParseProblem, Segment } from '../json/json';
import { duplicateKeys } from '../json/json';
import { isGenerated } from '../node-marks';
import type { SourceReader } from '../source';
import { runtimeValuesIn } from '../typescript/marks';
import { guardSharedConst } from '../typescript/shared-consts';
import { pythonToolEdits } from './edits';
import { PINNED } from './literals';
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
  if (isNotebook(opts.languageId, opts.path)) return notebookUnits(text);
  return { sources: [{ text, cell: 0, toDocument: (o) => o, embedded: false }], problems: [] };
}

export const pythonReader: SourceReader = {
  read(text, opts) {
    const { sources, problems } = pythonSources(text, opts);
    const doc = readPythonUnits(sources);
    doc.dispose();
    const notAnalyzable = [...problems, ...doc.notAnalyzable];
    return {
      segments: doc.segments,
      problems: [],
      jsonLines: false,
      notAnalyzable,
      analysable: (tools) => analysablePythonTools(tools, notAnalyzable),
      duplicateKeys: (tool) => (isGenerated(tool.node) ? [] : duplicateKeys(tool.node)),
      fixFor(tool, f) {
        if (!f.fix || isGenerated(tool.node) || hasPinned(tool.node)) return {};
        return { fix: guardSharedConst({ ...f.fix, tool }, f.path) };
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
    const inside = runtimeValuesIn(tool.node);
    if (inside.length) {
      for (const r of inside) {
        const start = tool.segment.toDocument(r.span.offset);
        const span = { offset: start, length: tool.segment.toDocument(r.span.offset + r.span.length) - start };
        const at = `${span.offset}:${span.length}`;
        if (!reported.has(at)) report.push({ message: r.message, span }), reported.add(at);
      }
      continue;
    }
    out.push(tool);
  }
  return out;
}

/** True when a tool holds a value read from another notebook cell (its edits would land in the wrong cell). */
function hasPinned(root: JsonNode): boolean {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if ((n as unknown as Record<symbol, boolean>)[PINNED]) return true;
    for (const c of n.children ?? []) stack.push(c);
  }
  return false;
}
