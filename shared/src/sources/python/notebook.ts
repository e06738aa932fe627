// Jupyter notebooks (.ipynb): each code cell's source is Python code of its own, held in JSON strings (one string, or
// one per line). The code is decoded with a map from each of its offsets back to the document through the strings'
// escapes; IPython's `%magic` and `!shell` lines are blanked (same length, so offsets stay), a `%%cell` magic's cell
// is left out. Names resolve across cells: the cells are one module, read in order (python.ts).
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { ParseProblem } from '../json/json';
import type { PyUnitSource } from './python';

export function isNotebook(languageId: string | undefined, path: string | undefined): boolean {
  return languageId === 'jupyter' || languageId === 'ipynb' || (!languageId && /\.ipynb$/i.test(path ?? '')) || /\.ipynb$/i.test(path ?? '') && languageId === 'json';
}

/** The code cells of a notebook as units to read; a notebook that is not JSON is one problem. */
export function notebookUnits(text: string): { sources: PyUnitSource[]; problems: ParseProblem[] } {
  const errors: ParseError[] = [];
  let root: Node | undefined;
  try {
    root = parseTree(text, errors, { allowTrailingComma: true });
  } catch {
    root = undefined;
  }
  if (!root || root.type !== 'object') return { sources: [], problems: [{ message: 'Not analysed: this notebook is not a JSON object, so no cell was read.', span: { offset: 0, length: 0 } }] };
  const member = (n: Node | undefined, key: string) => n?.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1];
  if (!isPythonNotebook(member(root, 'metadata'), member)) return { sources: [], problems: [] };
  const sources: PyUnitSource[] = [];
  const cells = member(root, 'cells');
  for (const cell of cells?.type === 'array' ? cells.children ?? [] : []) {
    if (member(cell, 'cell_type')?.value !== 'code') continue;
    // A cell VS Code marks as another language (`%%sql` kernels, polyglot notebooks) is not Python.
    const cellLanguage = member(member(member(cell, 'metadata'), 'vscode'), 'languageId')?.value;
    if (typeof cellLanguage === 'string' && !PYTHON_LANGUAGES.test(cellLanguage)) continue;
    const source = member(cell, 'source');
    const pieces = source?.type === 'string' ? [source] : source?.type === 'array' ? (source.children ?? []).filter((c) => c.type === 'string') : [];
    const decoded = decodeCell(text, pieces);
    if (/^\s*%%/.test(decoded.code)) continue; // a cell magic: the cell is another language
    sources.push({ text: blankMagics(decoded.code), cell: sources.length, toDocument: decoded.toDocument, embedded: true });
  }
  return { sources, problems: errors.length ? [{ message: 'This notebook has JSON syntax errors; the cells that could be read were read.', span: { offset: errors[0]!.offset, length: 1 } }] : [] };
}

/** Languages whose cells are Python code: Python itself, and Coconut and Sage (Python supersets with Python kernels' cells). */
const PYTHON_LANGUAGES = /^(?:i?python\d*|coconut|sage(?:math)?)$/i;

/**
 * Whether a notebook's cells are Python: its kernelspec or language_info language, or else its editor mode or MIME type
 * (a Coconut kernel names python as its codemirror mode and text/x-python3 as its MIME type); a notebook that names
 * no language is read.
 */
function isPythonNotebook(metadata: Node | undefined, member: (n: Node | undefined, key: string) => Node | undefined): boolean {
  const info = member(metadata, 'language_info');
  const mode = member(info, 'codemirror_mode');
  const said = [member(member(metadata, 'kernelspec'), 'language')?.value, member(info, 'name')?.value, mode?.type === 'string' ? mode.value : member(mode, 'name')?.value, member(info, 'mimetype')?.value].filter((v): v is string => typeof v === 'string');
  return !said.length || said.some((v) => PYTHON_LANGUAGES.test(v) || /^text\/x-(?:i?python\d*|coconut)$/i.test(v));
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** A cell's code from its JSON strings, and the document offset of each of its offsets (through the escapes). */
function decodeCell(text: string, strings: Node[]): { code: string; toDocument: (offset: number) => number } {
  const parts: string[] = [];
  const map: number[] = [];
  let end = strings.length ? strings[0]!.offset + 1 : 0;
  for (const s of strings) {
    const rawStart = s.offset + 1;
    const rawEnd = s.offset + s.length - 1;
    let r = rawStart;
    while (r < rawEnd) {
      const c = text[r]!;
      if (c === '\\' && r + 1 < rawEnd) {
        const e = text[r + 1]!;
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(r + 2, r + 6))) {
          parts.push(String.fromCharCode(parseInt(text.slice(r + 2, r + 6), 16)));
          map.push(r);
          r += 6;
          continue;
        }
        parts.push(ESCAPES[e] ?? e);
        map.push(r);
        r += 2;
        continue;
      }
      parts.push(c);
      map.push(r);
      r++;
    }
    end = rawEnd;
  }
  map.push(end);
  const code = parts.join('');
  return { code, toDocument: (offset) => map[Math.max(0, Math.min(offset, map.length - 1))]! };
}

/** IPython lines that are not Python (`%pip install x`, `!ls`, `obj?`) become blanks of the same length. */
export function blankMagics(code: string): string {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const body = line.trimStart();
    const indent = line.length - body.length;
    const end = body.trimEnd();
    const help = end.endsWith('?') && /^[\w.]+\?{1,2}$/.test(end);
    if (body.startsWith('%') || body.startsWith('!') || help) lines[i] = line.slice(0, indent) + ' '.repeat(body.length);
  }
  return lines.join('\n');
}
