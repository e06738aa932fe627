// Shared by the per-rule tests.
import { lint, type Finding, type ToollintConfig } from '../../shared/src/index';

/** A 0-based LSP range. */
export const range = (sl: number, sc: number, el: number, ec: number) => ({ start: { line: sl, character: sc }, end: { line: el, character: ec } });

/** Lints a text and keeps the findings of one rule. */
export function ruleRunner(rule: string): (text: string, config?: ToollintConfig) => Finding[] {
  return (text, config) => lint(text, { config }).findings.filter((f) => f.rule === rule);
}
