// Every tool of the team's corpus (../shared/corpus beside the project), file by file in a fixed order, for tests
// that check something over all of them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findTools } from '../shared/src';

export const CORPUS = join(__dirname, '..', '..', 'shared', 'corpus');

type CorpusTool = ReturnType<typeof findTools>[number];

/** Calls `visit` with each tool `findTools` finds in the corpus's JSON, JSONL and snapshot files. */
export function eachCorpusTool(visit: (tool: CorpusTool) => void, dir = CORPUS): void {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) eachCorpusTool(visit, path);
    else if (/\.(json|jsonl|snap)$/.test(name)) for (const t of findTools(readFileSync(path, 'utf8'), { path })) visit(t);
  }
}
