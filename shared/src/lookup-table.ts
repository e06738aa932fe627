// Tables that user text is looked up in (type names, keywords, zod method names) have no prototype: "constructor",
// "__proto__" or "toString" written in a schema must find nothing, not Object's own members.

/** A frozen lookup table without a prototype: only the entries given are found, whatever key is asked for. */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Partial<Record<string, T>>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
