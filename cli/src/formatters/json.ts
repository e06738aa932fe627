// --format json: the documented, versioned JSON shape (DESIGN.md, "Contracts").
import { jsonText } from './escape';
import type { FileReport } from './types';
import { summarize } from './summary';

export function formatJson(reports: FileReport[]): string {
  const out = {
    version: 1,
    files: reports.map((r) => ({
      path: r.path,
      ...(r.skipped ? { skipped: r.skipped } : {}),
      tools: r.tools.map((t) => ({ name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, tokens: t.tokens, schemaHash: t.schemaHash })),
      findings: r.findings.map((f) => ({
        rule: f.rule,
        severity: f.severity,
        targets: f.targets,
        message: f.message,
        tool: f.tool,
        pointer: f.pointer,
        range: f.range,
        fixable: f.fixable,
      })),
    })),
    summary: summarize(reports),
  };
  return jsonText(JSON.stringify(out, null, 2)) + '\n';
}
