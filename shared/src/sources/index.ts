// This folder holds one reader per source language (json/, typescript/, python/), behind one interface (source.ts):
// text -> segments with offsets, what is not analysable, fixes in the language's idiom. It never imports the rules or
// the pipeline.
//
// The source readers, one per language, and which one reads a file.
import { jsonReader } from './json/reader';
import type { Segment } from './json/json';
import { loadPython } from './python/parser';
import { isPython, isPythonSegment, pythonReader } from './python/reader';
import type { SourceReader } from './source';
import { isScript } from './typescript/analysable';
import { scriptReader } from './typescript/reader';

/**
 * The reader for a file: by VS Code language id, else by file name; JSON when neither says otherwise. Python
 * (.py, .pyi, .ipynb; VS Code's notebook cells are documents of language `python`) needs `loadPython()` first.
 */
export function readerFor(languageId: string | undefined, path: string | undefined): SourceReader {
  if (isPython(languageId, path)) return pythonReader;
  return isScript(languageId, path) ? scriptReader : jsonReader;
}

/** The reader a segment was read by (a fix is guarded as its language needs). */
export function readerOfSegment(segment: Segment): SourceReader {
  if (isPythonSegment(segment)) return pythonReader;
  return segment.script ? scriptReader : jsonReader;
}

/**
 * Loads what reading a file needs before lint() can read it synchronously: Python's parser (WebAssembly, loaded once)
 * for a Python file or notebook; nothing for the others. Resolves when done; never rejects (a failure is reported by
 * the reader as a not-analyzable finding).
 */
export async function prepareFor(file: { languageId?: string; path?: string } = {}): Promise<void> {
  if (isPython(file.languageId, file.path)) await loadPython();
}
