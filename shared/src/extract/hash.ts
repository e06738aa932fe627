// Stable identity of a tool definition: equal hashes mean identical name, description and schema as sent.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import stringify from 'safe-stable-stringify';
import type { ToolDefinition } from './tool';

/** Canonical JSON (sorted keys) of name, description and schema, hashed with SHA-256; 16 hex characters. */
export function schemaHash(tool: Pick<ToolDefinition, 'name' | 'description' | 'schema'>): string {
  const canonical = stringify({ name: tool.name ?? null, description: tool.description ?? null, schema: tool.schema ?? null }) ?? '';
  return bytesToHex(sha256(utf8ToBytes(canonical))).slice(0, 16);
}
