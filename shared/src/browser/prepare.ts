// What lint() needs loaded in a browser before it reads a document synchronously, loaded from the bundle's own files.
import { encodingForModel } from '../cost/tokenizer';
import { loadPython } from '../sources/python/loading';
import { isPython } from '../sources/python/reader';
import { isScript } from '../sources/typescript/analysable';
import { assetUrl, loadChunk } from './lazy';

export interface BrowserPrepareOptions {
  languageId?: string;
  path?: string;
  /** The OpenAI model whose tokenizer table counts tokens (default gpt-4o: o200k_base). */
  model?: string;
}

/**
 * Loads, once each, what linting this document needs: the tokenizer table of the model, TypeScript for a script, the
 * Python parser (its chunk and two .wasm files) for Python. Never rejects: what fails to load is reported by lint() as
 * a finding, as on Node; resolves to the errors met, if any.
 */
export async function prepareBrowser(options: BrowserPrepareOptions = {}): Promise<string[]> {
  const errors: string[] = [];
  const attempt = (p: Promise<unknown>) => p.catch((e: unknown) => void errors.push(e instanceof Error ? e.message : String(e)));
  const waits = [attempt(loadChunk(encodingForModel(options.model) === 'cl100k_base' ? 'gpt-tokenizer/encoding/cl100k_base' : 'gpt-tokenizer/encoding/o200k_base'))];
  if (isScript(options.languageId, options.path)) waits.push(attempt(loadChunk('typescript')));
  if (isPython(options.languageId, options.path)) {
    waits.push(
      attempt(
        loadChunk('web-tree-sitter').then(async () => {
          const ok = await loadPython({ grammar: assetUrl('tree-sitter-python.wasm'), runtime: assetUrl('web-tree-sitter.wasm') });
          if (!ok) throw new Error('the Python parser did not load');
        }),
      ),
    );
  }
  await Promise.all(waits);
  return errors;
}
