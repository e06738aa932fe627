// The CLI's result cache: a tool's analysis is kept once its text has been seen twice in a run, not the first time.
//
// A one-shot run reads most tools once; a cache that keeps every tool's located findings holds them all until the run
// ends (about 6 MiB of peak memory on a file of 3,000 distinct MCP tools, and more garbage-collection work for every
// allocation after). Tools written alike (bfcl repeats functions across questions, generated files repeat tools) are
// analysed twice, then reused. What is kept for a tool seen once is its key (a digest and settings, no text and no
// tree). The language server keeps its own plain Map: there every tool is seen again on the next edit.
import type { ToolResultCache } from '../../shared/src/lint';

type Entry = ToolResultCache extends Map<string, infer V> ? V : never;

export class RepeatCache extends Map<string, Entry> {
  /** Keys set once, whose values were not kept. */
  private readonly once = new Set<string>();

  override set(key: string, value: Entry): this {
    if (super.has(key) || this.once.delete(key)) return super.set(key, value);
    this.once.add(key);
    return this;
  }

  /** How many keys were seen once and not kept (for tests). */
  get seenOnce(): number {
    return this.once.size;
  }
}
