// The one check of a targets list: the CLI's --targets, toollint.config.json and the editor's toollint.targets.
import { DEFAULT_CONFIG } from './config';
import { unknownTargets } from '../targets';
import { TARGET_IDS } from '../types';

/** Every id a targets list may hold: the provider targets and "shape". */
export const VALID_TARGETS: readonly string[] = [...TARGET_IDS, 'shape'];

export interface TargetsCheck {
  /** The list to use: the given one when it is valid, else its valid part, else the defaults. */
  targets: string[];
  /** What is wrong with the given list, in words; undefined when nothing is. */
  problem?: string;
}

/**
 * Checks a targets list. An empty list would check nothing and an unknown id would be ignored, so both are problems.
 * `name` says where the list came from ("--targets", "the setting toollint.targets").
 */
export function checkTargets(targets: readonly unknown[], name: string): TargetsCheck {
  const valid = `Valid targets: ${VALID_TARGETS.join(', ')}.`;
  const strings = targets.filter((t): t is string => typeof t === 'string');
  const unknownIds = new Set(unknownTargets(strings));
  const unknown = targets.filter((t) => typeof t !== 'string' || unknownIds.has(t));
  const known = strings.filter((t) => !unknownIds.has(t));
  const fallback = known.length ? [...new Set(known)] : [...DEFAULT_CONFIG.targets];
  if (unknown.length) {
    const shown = unknown.map((t) => (typeof t === 'string' ? `"${t}"` : JSON.stringify(t) ?? String(t))).join(', ');
    return { targets: fallback, problem: `${name} names unknown target${unknown.length === 1 ? '' : 's'} ${shown}. ${valid}` };
  }
  if (!targets.length) return { targets: fallback, problem: `${name} is empty, so nothing would be checked. ${valid}` };
  return { targets: [...targets] as string[] };
}
