// JSON, JSONC and JSON lines as a source: every tool found is analysed, fixes are the rules' own JSON ops.
import type { SourceReader } from '../source';
import { duplicateKeys, jsonLinesHint, parseJsonDocument } from './json';

export const jsonReader: SourceReader = {
  read(text, opts) {
    const doc = parseJsonDocument(text, { jsonLines: jsonLinesHint(opts.languageId, opts.path) });
    return {
      ...doc,
      notAnalyzable: [],
      analysable: (tools) => tools,
      duplicateKeys: (tool) => duplicateKeys(tool.node),
      fixFor: (tool, f) => (f.fix ? { fix: { ...f.fix, tool } } : {}),
    };
  },
  guardFix: (fix) => fix,
};
