// --format sarif: SARIF 2.1.0 with one rules entry per rule id and a helpUri each.
import { isAbsolute, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RULES, docsUrl } from '../../../shared/src/rules';
import type { Range, Severity } from '../../../shared/src/types';
import { jsonText } from './escape';
import type { FileReport, FormatContext } from './types';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/** Bytes a URI path keeps as they are (RFC 3986 unreserved, and the separator); every other byte is %XX. */
const URI_PLAIN = /[A-Za-z0-9\-._~/]/;

/**
 * The URI of a file's shown path: relative paths as a relative reference, percent-encoding every byte but the
 * unreserved ones (so `#`, `?`, `%`, spaces and `:` cannot be read as a fragment, a query, an escape or a
 * scheme), from the name's own bytes when it is not valid UTF-8; absolute paths (another drive) as a file: URL.
 */
export function fileUri(path: string, rawPath?: Buffer): string {
  if (!rawPath && isAbsolute(path)) return pathToFileURL(path).href;
  const bytes = rawPath ?? Buffer.from(sep === '\\' ? path.split('\\').join('/') : path);
  let out = '';
  for (const b of bytes) {
    const c = String.fromCharCode(b);
    out += b < 0x80 && URI_PLAIN.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return rawPath && out.startsWith('/') ? `file://${out}` : out;
}

/** A SARIF physicalLocation for a range of a file (1-based lines and UTF-16 columns). */
function physicalLocation(path: string, range: Range, rawPath?: Buffer) {
  return {
    artifactLocation: { uri: fileUri(path, rawPath) },
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
      locations: [{ physicalLocation: physicalLocation(r.path, f.range, r.rawPath) }],
      // The other places a finding names (the second of two duplicate names, the zod call that makes a field optional).
      ...(f.related?.length ? { relatedLocations: f.related.map((x, i) => ({ id: i + 1, physicalLocation: physicalLocation(r.path, x.range, r.rawPath), message: { text: x.message } })) } : {}),
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
  return jsonText(JSON.stringify(log, null, 2)) + '\n';
}
