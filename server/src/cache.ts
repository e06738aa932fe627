// The server's tool result cache: it keeps what the latest lint of each open document used, and nothing else.
import type { ToolResultCache } from '../../shared/src/lint';

type Value = ToolResultCache extends Map<string, infer V> ? V : never;

/**
 * A ToolResultCache (a Map for lint()) that forgets, after each lint of a document, every entry no open document's
 * latest lint read or wrote: memory follows the open documents, not the edits made to them (an edited tool's older
 * result goes as soon as the next lint no longer asks for it).
 */
export class DocumentToolCache extends Map<string, Value> implements ToolResultCache {
  /** Keys each document's latest lint used. */
  private readonly used = new Map<string, Set<string>>();
  /** How many documents' latest lints use a key. */
  private readonly users = new Map<string, number>();
  private current: Set<string> | undefined;

  override get(key: string): Value | undefined {
    const value = super.get(key);
    if (value !== undefined) this.current?.add(key);
    return value;
  }

  override set(key: string, value: Value): this {
    this.current?.add(key);
    return super.set(key, value);
  }

  /** Runs one lint of a document with this cache, then drops what no document's latest lint uses any more. */
  lintOf<T>(uri: string, run: () => T): T {
    const outer = this.current;
    const keys = new Set<string>();
    this.current = keys;
    try {
      return run();
    } finally {
      this.current = outer;
      this.replace(uri, keys);
    }
  }

  /** A closed document: its entries go unless another document's latest lint uses them too. */
  forget(uri: string): void {
    this.replace(uri, new Set());
  }

  override clear(): void {
    super.clear();
    this.used.clear();
    this.users.clear();
  }

  private replace(uri: string, keys: Set<string>): void {
    const before = this.used.get(uri);
    for (const k of keys) if (!before?.has(k)) this.users.set(k, (this.users.get(k) ?? 0) + 1);
    for (const k of before ?? []) {
      if (keys.has(k)) continue;
      const n = (this.users.get(k) ?? 1) - 1;
      if (n > 0) this.users.set(k, n);
      else {
        this.users.delete(k);
        super.delete(k);
      }
    }
    if (keys.size) this.used.set(uri, keys);
    else this.used.delete(uri);
  }
}
