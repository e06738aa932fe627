// --format sarif: SARIF 2.1.0 with one rules entry per rule id and a helpUri each.
import { RULES, docsUrl } from '../../../shared/src/rules';
import type { Range, Severity } from '../../../shared/src/types';
import type { FileReport, FormatContext } from './types';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** A SARIF physicalLocation for a range of a file (1-based lines and UTF-16 columns). */
function physicalLocation(path: string, range: Range) {
  return {
    artifactLocation: { uri: encodeURI(path.split('\\').join('/')) },
    region: { startLine: range.start.line + 1, startColumn: range.start.character + 1, endLine: range.end.line + 1, endColumn: range.end.character + 1 },
  };
}

export function formatSarif(reports: FileReport[], ctx: FormatContext): string {
  const index = new Map(RULES.map((r, i) => [r.meta.id, i]));
  const results = reports.flatMap((r) =>
    r.findings.map((f) => ({
      ruleId: f.rule,
      ruleIndex: index.get(f.rule) ?? 0,
      level: LEVEL[f.severity],
      message: { text: f.targets.length ? `[${f.targets.join(', ')}] ${f.message}` : f.message },
      locations: [{ physicalLocation: physicalLocation(r.path, f.range) }],
      // The other places a finding names (the second of two duplicate names, the zod call that makes a field optional).
      ...(f.related?.length ? { relatedLocations: f.related.map((x, i) => ({ id: i + 1, physicalLocation: physicalLocation(r.path, x.range), message: { text: x.message } })) } : {}),
      properties: { targets: f.targets, pointer: f.pointer, ...(f.tool !== null ? { tool: f.tool } : {}) },
    })),
  );
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'toollint',
            version: ctx.version,
            informationUri: 'https://github.com/toollint/toollint',
            rules: RULES.map((r) => ({
              id: r.meta.id,
              shortDescription: { text: r.meta.description },
              helpUri: docsUrl(r.meta.id),
              defaultConfiguration: { level: LEVEL[r.meta.defaultSeverity] },
              properties: { fixable: r.meta.fixable, appliesTo: r.meta.appliesTo },
            })),
          },
        },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2) + '\n';
}
