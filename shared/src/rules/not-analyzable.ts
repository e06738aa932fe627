import type { Rule } from './rule';

/** Reported by the engine while reading TypeScript/JavaScript; this module holds the rule's metadata. */
export const notAnalyzable: Rule = {
  meta: {
    id: 'not-analyzable',
    defaultSeverity: 'info',
    description: 'A tool definition in TypeScript/JavaScript holds a value built at run time (a call, an import, a spread of an unknown value); it is skipped, never guessed.',
    fixable: false,
    appliesTo: 'all targets (TypeScript and JavaScript sources)',
  },
};
