// Stable identity of a tool definition: equal hashes mean identical name, description and schema as sent.
// node:crypto's native SHA-256 is ~40x faster here than a pure-JS one (a browser build will alias this module); its
// one-shot hash() makes no Hash object (a createHash per tool was about twice its time in a cold run).
import { hash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import type { ToolDefinition } from './tool';

/** Canonical JSON (sorted keys) of name, description and schema, hashed with SHA-256; 16 hex characters. */
export function schemaHash(tool: Pick<ToolDefinition, 'name' | 'description' | 'schema'>): string {
  const canonical = stringify({ name: tool.name ?? null, description: tool.description ?? null, schema: tool.schema ?? null }) ?? '';
  return hash('sha256', canonical, 'hex').slice(0, 16);
}
