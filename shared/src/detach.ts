// Values kept across lints (the result cache) must not keep alive the document they were read from.

/** V8 keeps a substring of this many characters or more as a slice of the string it was cut from. */
const SLICE_MIN = 13;

/**
 * A string that holds its own characters, not a slice of (or a join with) another string: the engine's interned copy
 * (a property key is interned), which equal strings share (the same message in a thousand tools is kept once); the
 * string table holds it weakly.
 */
function ownCopy(s: string): string {
  if (s.length < SLICE_MIN) return s;
  const holder: Record<string, 0> = { [s]: 0 };
  for (const key in holder) return key;
  return s;
}

/**
 * Replaces, in place, every string in a tree of arrays and objects (own enumerable writable data properties; getters,
 * frozen arrays and functions are left alone) with a copy that holds only its own characters, and returns the value. A name or message cut from a
 * 2 MB document is a 32-byte slice that keeps all 2 MB alive; copied, it keeps only itself. Equal strings: nothing
 * observable changes.
 */
export function detachStrings<T>(value: T): T {
  if (typeof value === 'string') return ownCopy(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  const seen = new Set<object>();
  const stack: object[] = [value];
  while (stack.length) {
    const obj = stack.pop()!;
    if (seen.has(obj)) continue;
    seen.add(obj);
    if (Array.isArray(obj)) {
      const frozen = Object.isFrozen(obj);
      for (let i = 0; i < obj.length; i++) {
        const v: unknown = obj[i];
        if (typeof v === 'string') {
          if (v.length >= SLICE_MIN && !frozen) obj[i] = ownCopy(v);
        } else if (typeof v === 'object' && v !== null) stack.push(v);
      }
      continue;
    }
    const record = obj as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      const desc = Object.getOwnPropertyDescriptor(obj, key);
      if (!desc || !('value' in desc)) continue; // a getter computes on read: not ours to force
      const v = desc.value;
      if (typeof v === 'string') {
        if (v.length >= SLICE_MIN && desc.writable) record[key] = ownCopy(v);
      } else if (typeof v === 'object' && v !== null) stack.push(v);
    }
  }
  return value;
}
