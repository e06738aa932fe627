// The cheap look at a document that decides whether the language server is needed yet: activation starts nothing,
// and the server starts with the first document that may hold tools.

/** Languages the server lints. */
export const LANGUAGES = ['json', 'jsonc', 'jsonl', 'typescript', 'javascript', 'typescriptreact', 'javascriptreact', 'python'];

/** The documents the desktop server lints: files and untitled documents in those languages, and notebooks' Python cells. */
export const DOCUMENT_SELECTOR = [
  ...LANGUAGES.flatMap((language) => [
    { scheme: 'file', language },
    { scheme: 'untitled', language },
  ]),
  // A Jupyter notebook's code cells are documents of their own.
  { scheme: 'vscode-notebook-cell', language: 'python' },
];

/**
 * Words a tool definition cannot do without, in any format toollint reads: a key of a tool's schema or list, or the
 * call that defines one (a superset of the readers' own prefilters, which look closer once the server runs).
 */
const TOOL_WORDS = /input_?schema|inputSchema|parameters|functionDeclarations|function_declarations|toolSpec|"name"\s*:|argsSchema|registerTool|\btools?\b|\bTool\b|json_schema|model_json_schema|schema\s*[:=]/i;
/** Only the start of a large document is looked at: the look must stay cheap, and a miss only defers the start. */
const LOOK = 1024 * 1024;

export function mayHoldTools(languageId: string, text: string): boolean {
  return LANGUAGES.includes(languageId) && TOOL_WORDS.test(text.length > LOOK ? text.slice(0, LOOK) : text);
}
