import type { Rule } from './rule';

/** Parse errors are turned into findings by the engine; this module holds the rule's metadata. */
export const jsonParseable: Rule = {
  meta: {
    id: 'json-parseable',
    defaultSeverity: 'error',
    description: 'The document, or a JSON string that holds tools, does not parse; what did parse is still checked.',
    fixable: false,
    appliesTo: 'all targets',
  },
};
