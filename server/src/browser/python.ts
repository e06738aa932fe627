// The Python parser's loading as the server calls it (loadPython() with no options), for the browser worker: its two
// .wasm files from beside the worker script instead of a folder on disk. scripts/build-browser.mjs points the server's
// import of sources/python/parser here.
import { assetUrl } from '../../../shared/src/browser/lazy';
import { loadPython as load, type PythonLoadOptions } from '../../../shared/src/sources/python/parser';

export * from '../../../shared/src/sources/python/parser';

export function loadPython(options?: PythonLoadOptions): Promise<boolean> {
  return load(options ?? { grammar: assetUrl('tree-sitter-python.wasm'), runtime: assetUrl('web-tree-sitter.wasm') });
}
