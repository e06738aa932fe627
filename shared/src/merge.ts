// How a tool's rule reports become its findings: merged by place (one finding per rule, span, severity and message,
// its targets joined) and put in order (by offset, then rule id). The pipeline (lint.ts) does the rest.
import { RULES } from './rules';
import type { Severity } from './types';

/** Findings at one offset of a tool that Places compares one by one before a key indexes them. */
const CROWDED = 16;
/**
 * The rules' ids in localeCompare's order, which a tool's findings at one offset follow: their ranks stand in for
 * localeCompare (slow) where both ids are known (test/merge.test.ts checks that this order is localeCompare's).
 */
export const RULE_RANK = new Map([...RULES.map((r) => r.meta.id)].sort().map((id, i) => [id, i]));

export function byStartThenRule(a: { start: number; rule: string }, b: { start: number; rule: string }): number {
  if (a.start !== b.start) return a.start - b.start;
  if (a.rule === b.rule) return 0;
  const ra = RULE_RANK.get(a.rule);
  const rb = RULE_RANK.get(b.rule);
  return ra !== undefined && rb !== undefined ? ra - rb : a.rule.localeCompare(b.rule);
}

/**
 * @internal A tool's findings by place, for merging reports: one finding per rule, span, severity and message (any
 * message, in a generated schema). Looked up by start offset among the few findings that start there (a string key
 * holding the message would copy the message to hash it); where many start at one offset, by such a key, so that a
 * tool's merge stays linear in its reports.
 */
export class Places<F extends { rule: string; start: number; end: number; severity: Severity; message: string }> {
  private readonly atStart = new Map<number, F[]>();
  private crowded: Map<string, F> | undefined;
  constructor(private readonly generated: boolean) {}

  find(rule: string, start: number, end: number, severity: Severity, message: string): F | undefined {
    const there = this.atStart.get(start);
    if (!there) return undefined;
    if (there.length >= CROWDED) return this.crowded!.get(this.key(rule, start, end, severity, message));
    for (const e of there) if (e.end === end && e.rule === rule && e.severity === severity && (this.generated || e.message === message)) return e;
    return undefined;
  }

  /** A finding find() did not find. */
  add(f: F): void {
    let there = this.atStart.get(f.start);
    if (!there) this.atStart.set(f.start, (there = []));
    if (there.length < CROWDED) {
      there.push(f);
      if (there.length < CROWDED) return;
      // The offset's first CROWDED findings are indexed at once, the later ones as they come.
      this.crowded ??= new Map();
      for (const e of there) this.crowded.set(this.key(e.rule, e.start, e.end, e.severity, e.message), e);
    } else this.crowded!.set(this.key(f.rule, f.start, f.end, f.severity, f.message), f);
  }

  private key(rule: string, start: number, end: number, severity: Severity, message: string): string {
    return `${rule}|${start}|${end}|${severity}|${this.generated ? '' : message}`;
  }
}
