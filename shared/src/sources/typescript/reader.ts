// TypeScript and JavaScript as a source: literals and SDK calls read statically; a tool holding a value built at run
// time is reported instead of analysed; findings on schemas a library builds (zod) get edits in that library's idiom.
import { zodMessage } from '../../converters/zod/messages';
import { zodOptionalCause, zodStrictFix } from '../../converters/zod/fixes';
import { duplicateKeys } from '../json/json';
import type { SourceReader } from '../source';
import { analysableScriptTools } from './analysable';
import { holdsForeign, isGenerated } from '../node-marks';
import { scriptToolEdits } from './edits';
import { guardSharedConst } from './shared-consts';
import { parseScriptDocument } from './typescript';

export const scriptReader: SourceReader = {
  read(text, opts) {
    const doc = parseScriptDocument(text, opts);
    const notAnalyzable = [...(doc.unreadable ? [{ message: doc.unreadable, span: { offset: 0, length: 0 } }] : []), ...doc.notAnalyzable];
    return {
      segments: doc.segments,
      ...(doc.imports ? { imports: doc.imports } : {}),
      problems: [],
      jsonLines: false,
      notAnalyzable,
      analysable: (tools) => analysableScriptTools(tools, notAnalyzable),
      duplicateKeys: (tool) => (isGenerated(tool.node) ? [] : duplicateKeys(tool.node)),
      fixFor(tool, f, lines) {
        // Findings on zod code get zod edits, not JSON edits; only in code that parses cleanly (in code TypeScript had
        // to recover, a node's end may not be where the code will end).
        // A value imported from another file is edited there, not here: such a tool gets no text fixes.
        const textFixes = !isGenerated(tool.node) && !holdsForeign(tool.node);
        const zodEdits = !textFixes && doc.syntaxErrors === 0;
        const out = {
          ...(f.fix && textFixes ? { fix: { ...f.fix, tool } } : {}),
          ...(!textFixes && f.rule === 'optional-not-required' ? zodOptionalCause(tool, f.path, text, lines, zodEdits) : {}),
          ...(zodEdits && f.rule === 'missing-additional-properties-false' ? zodStrictFix(tool, f.path, text) : {}),
        };
        if (out.fix) out.fix = guardSharedConst(out.fix, f.path);
        if (out.alternatives) out.alternatives = out.alternatives.map((a) => guardSharedConst(a, f.path));
        // On zod code the message names the zod calls (what causes it, what fixes it), not JSON Schema keywords.
        const message = !textFixes ? zodMessage(tool, f, text) : undefined;
        return message ? { ...out, message } : out;
      },
    };
  },
  guardFix: guardSharedConst,
  toolEdits: scriptToolEdits,
};
