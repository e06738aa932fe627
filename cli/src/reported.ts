// What the CLI keeps of a file's lint until it prints: the fields formatters read, nothing that reaches the file's tree.
import type { Finding } from '../../shared/src/finding';
import type { LintedTool } from '../../shared/src/lint';
import type { ReportedFinding, ReportedTool } from './formatters/types';

/** A tool as formatters read it; its token count and hash are still computed on first read only (json reads them). */
export function reportedTool(t: LintedTool): ReportedTool {
  const r = { name: t.name, shape: t.shape, pointer: t.pointer, range: t.range } as ReportedTool;
  // A LintedTool's `tokens` and `schemaHash` are getters holding the tool's cached values alone (not its definition):
  // copied as they are.
  for (const key of ['tokens', 'schemaHash'] as const) {
    const own = Object.getOwnPropertyDescriptor(t, key);
    if (own) Object.defineProperty(r, key, own);
    else Object.defineProperty(r, key, { value: t[key], enumerable: true, writable: true, configurable: true });
  }
  return r;
}

/** A finding as formatters read it (not its fix, which holds the tool's definition). */
export function reportedFinding(f: Finding): ReportedFinding {
  const r: ReportedFinding = { rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, tool: f.tool, pointer: f.pointer, range: f.range, fixable: f.fixable };
  if (f.related) r.related = f.related;
  return r;
}
