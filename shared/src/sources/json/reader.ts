// JSON, JSONC and JSON lines as a source: every tool found is analysed, fixes are the rules' own JSON ops.
import type { SourceReader } from '../source';
import { duplicateKeys, jsonLinesHint, parseJsonDocument, treeHasDuplicateKey } from './json';

export const jsonReader: SourceReader = {
  read(text, opts) {
    const doc = parseJsonDocument(text, { jsonLines: jsonLinesHint(opts.languageId, opts.path) });
    return {
      ...doc,
      notAnalyzable: [],
      analysable: (tools) => tools,
      // One walk of the segment's tree says whether any key repeats; only then is the tool walked for its copies.
      duplicateKeys: (tool) => (tool.segment.root && !treeHasDuplicateKey(tool.segment.root) ? [] : duplicateKeys(tool.node)),
      // The planned fix with its tool, field by field (a spread per finding was slow).
      fixFor: (tool, f) => (f.fix ? { fix: { title: f.fix.title, safe: f.fix.safe, ops: f.fix.ops, rule: f.fix.rule, tool } } : {}),
    };
  },
  guardFix: (fix) => fix,
};
