// Argument checks for the public library API: a wrong type is a TypeError that names the argument and what it takes.

/** A value's kind, in words, for messages: "null", "an array", "a number", "nothing" (undefined). */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  const t = typeof value;
  return t === 'object' ? 'an object' : `a${/^[aeiou]/.test(t) ? 'n' : ''} ${t}`;
}

/** What an option may hold (it may always be left out). */
export type OptionType = 'string' | 'boolean' | 'object' | 'array' | 'string[]' | 'cache' | 'function';

function fits(value: unknown, type: OptionType): boolean {
  switch (type) {
    case 'string':
    case 'boolean':
      return typeof value === type;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'string[]':
      return Array.isArray(value) && value.every((x) => typeof x === 'string');
    case 'function':
      return typeof value === 'function';
    case 'cache': {
      const c = value as Map<unknown, unknown> | null;
      return typeof c === 'object' && c !== null && typeof c.get === 'function' && typeof c.set === 'function';
    }
  }
}

const WORDS: Record<OptionType, string> = {
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  'string[]': 'an array of strings',
  cache: 'a Map',
  function: 'a function',
};

/** Throws unless `value` is of `type`: "lint(text): text must be a string, got null". */
export function checkArgument(call: string, name: string, value: unknown, type: OptionType): void {
  if (!fits(value, type)) throw new TypeError(`${call}: ${name} must be ${WORDS[type]}, got ${kindOf(value)}.`);
}

/** Throws unless `options` is left out or an object whose listed keys, where set, have their types. */
export function checkOptions(call: string, options: unknown, types: Record<string, OptionType>): void {
  if (options === undefined) return;
  checkArgument(call, 'options', options, 'object');
  const o = options as Record<string, unknown>;
  for (const [key, type] of Object.entries(types)) {
    if (o[key] !== undefined) checkArgument(call, `options.${key}`, o[key], type);
  }
}
