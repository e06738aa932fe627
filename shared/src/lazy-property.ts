// Enumerable properties computed on first read: costly numbers (token counts) only when someone looks.

/** Defines `key` on `obj`, computed once on first read; JSON.stringify reads it like any other property. */
export function lazy<T extends object, K extends keyof T>(obj: T, key: K, compute: () => T[K]): void {
  let value: T[K] | undefined;
  let done = false;
  Object.defineProperty(obj, key, {
    enumerable: true,
    configurable: true,
    get() {
      if (!done) {
        value = compute();
        done = true;
      }
      return value;
    },
  });
}
