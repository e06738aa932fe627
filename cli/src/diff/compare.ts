// Two tool lists compared: tools added, removed and renamed, schema changes per tool (breaking or not), and the
// token cost per tool and in total. Tools are matched by name; a removed and an added tool with the same schema
// and description are one tool renamed.
import stringify from 'safe-stable-stringify';
import { schemaChanges, type SchemaChange } from './schema-changes';

/** One tool as the diff sees it. */
export interface DiffTool {
  name: string;
  description: string | undefined;
  schema: unknown;
  /** OpenAI per-tool tokens (what the tool adds to every call). */
  tokens: number;
}

export interface ToolList {
  tools: DiffTool[];
  /** What any request with tools pays once (0 for an empty list). */
  perRequest: number;
}

export interface ToolsDiff {
  added: { name: string; tokens: number }[];
  removed: { name: string; tokens: number }[];
  renamed: { from: string; to: string }[];
  changed: { tool: string; descriptionChanged: boolean; changes: SchemaChange[] }[];
  tokens: { tools: { name: string; old: number | null; new: number | null; delta: number }[]; total: { old: number; new: number; delta: number } };
  /** Breaking for callers: a tool removed or renamed, or a breaking schema change. */
  breaking: number;
}

function byName(list: DiffTool[]): Map<string, DiffTool> {
  const out = new Map<string, DiffTool>();
  // A name listed twice: the first is the one a client keeps.
  for (const t of list) if (!out.has(t.name)) out.set(t.name, t);
  return out;
}

const body = (t: DiffTool) => stringify(t.schema ?? null) ?? '';

function total(list: ToolList): number {
  return list.tools.length ? list.perRequest + list.tools.reduce((n, t) => n + t.tokens, 0) : 0;
}

export function diffTools(before: ToolList, after: ToolList): ToolsDiff {
  const oldTools = byName(before.tools);
  const newTools = byName(after.tools);
  const removed = [...oldTools.values()].filter((t) => !newTools.has(t.name));
  const added = [...newTools.values()].filter((t) => !oldTools.has(t.name));
  const renamed: ToolsDiff['renamed'] = [];
  // Same schema on both sides: a rename. With several candidates, the one whose description is the same too.
  for (const gone of [...removed]) {
    const candidates = added.filter((a) => body(a) === body(gone));
    const match = candidates.find((a) => a.description === gone.description) ?? candidates[0];
    if (!match) continue;
    renamed.push({ from: gone.name, to: match.name });
    removed.splice(removed.indexOf(gone), 1);
    added.splice(added.indexOf(match), 1);
  }
  const changed: ToolsDiff['changed'] = [];
  for (const [name, old] of oldTools) {
    const now = newTools.get(name);
    if (!now) continue;
    const changes = schemaChanges(old.schema, now.schema);
    const descriptionChanged = old.description !== now.description;
    if (changes.length || descriptionChanged) changed.push({ tool: name, descriptionChanged, changes });
  }
  const names = [...new Set([...oldTools.keys(), ...newTools.keys()])];
  const tokens = names.map((name) => {
    const o = oldTools.get(name)?.tokens ?? null;
    const n = newTools.get(name)?.tokens ?? null;
    return { name, old: o, new: n, delta: (n ?? 0) - (o ?? 0) };
  });
  const oldTotal = total(before);
  const newTotal = total(after);
  const breaking = removed.length + renamed.length + changed.reduce((n, c) => n + c.changes.filter((x) => x.breaking).length, 0);
  return {
    added: added.map((t) => ({ name: t.name, tokens: t.tokens })),
    removed: removed.map((t) => ({ name: t.name, tokens: t.tokens })),
    renamed,
    changed,
    tokens: { tools: tokens, total: { old: oldTotal, new: newTotal, delta: newTotal - oldTotal } },
    breaking,
  };
}
