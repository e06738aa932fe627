// Loading the Python parser (web-tree-sitter and tree-sitter-python's .wasm) once, on demand, from the package's own
// files. This module's declarations name no web-tree-sitter type, so the library's published types need none of it.
type WebTreeSitter = typeof import('web-tree-sitter');
type Parser = InstanceType<WebTreeSitter['Parser']>;
type Language = Awaited<ReturnType<WebTreeSitter['Language']['load']>>;

/** Where a .wasm file may be: a path or URL, or its bytes. */
export type WasmSource = string | URL | Uint8Array;

export interface PythonLoadOptions {
  /** tree-sitter-python.wasm: its path or bytes (default: beside the bundle, else node_modules/tree-sitter-python). */
  grammar?: WasmSource;
  /** web-tree-sitter.wasm: its path or URL (default: beside the bundle, else node_modules/web-tree-sitter). */
  runtime?: string;
}

let parser: Parser | undefined;
let loading: Promise<boolean> | undefined;
let failure: string | undefined;

/** True once the Python parser is loaded: parsePython() works from then on. */
export function pythonLoaded(): boolean {
  return parser !== undefined;
}

/** Why loading the parser failed, if it did (the reader says so instead of analysing). */
export function pythonLoadFailure(): string | undefined {
  return failure;
}

/**
 * Loads the Python parser once (later calls return the same promise); resolves to whether it loaded. Never rejects:
 * a failure is kept and told by pythonLoadFailure().
 */
export function loadPython(options: PythonLoadOptions = {}): Promise<boolean> {
  return (loading ??= load(options).then(
    (p) => ((parser = p), true),
    (e: unknown) => ((failure = e instanceof Error ? e.message : String(e)), false),
  ));
}

async function load(options: PythonLoadOptions): Promise<Parser> {
  const wts = require('web-tree-sitter') as WebTreeSitter;
  const runtime = options.runtime;
  await wts.Parser.init(runtime ? { locateFile: () => runtime } : undefined);
  const language = await loadGrammar(wts, options.grammar);
  const p = new wts.Parser();
  p.setLanguage(language);
  return p;
}

/** The grammar from the first place it is found: the option, beside this bundle (dist/), then node_modules. */
async function loadGrammar(wts: WebTreeSitter, given: WasmSource | undefined): Promise<Language> {
  if (given !== undefined) return wts.Language.load(given);
  const candidates: string[] = [`${__dirname}/tree-sitter-python.wasm`];
  const spec = 'tree-sitter-python/tree-sitter-python.wasm';
  try {
    candidates.push(require.resolve(spec));
  } catch {
    // Not installed beside the bundle (a packaged extension): dist/ is the only place.
  }
  let last: unknown;
  for (const c of candidates) {
    try {
      return await wts.Language.load(c);
    } catch (e) {
      last = e;
    }
  }
  throw new Error(`tree-sitter-python.wasm was not found (looked in ${candidates.join(', ')}): ${last instanceof Error ? last.message : String(last)}`);
}

/** @internal The loaded parser (typed in parser.ts), undefined until loadPython() has resolved. */
export function loadedParser(): unknown {
  return parser;
}
