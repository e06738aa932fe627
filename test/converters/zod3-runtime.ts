// What zod 3 schemas become at run time under each wrapper's options (zod-to-json-schema 3.25.2 with the defaults, the
// MCP SDK's and the AI SDK's options; openai's zodFunction), and a converted node as a plain value: the two sides the
// zod 3 oracle tests compare, key order included.
import type { Node as JsonNode } from 'jsonc-parser';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { zodFunction } from 'openai/helpers/zod';
import type { ZodDialect } from '../../shared/src/converters/zod';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** The fixtures' tool name (zodFunction needs one). */
export const TOOL = 'fixture_tool';

export function zod3Runtime(dialect: ZodDialect, s: any): Json {
  const plain = (v: unknown): Json => JSON.parse(JSON.stringify(v));
  switch (dialect) {
    case 'zod3':
      return plain(zodToJsonSchema(s));
    case 'zod3-mcp':
      return plain(zodToJsonSchema(s, { strictUnions: true, pipeStrategy: 'input' }));
    case 'zod3-ai-sdk':
      return plain(zodToJsonSchema(s, { $refStrategy: 'none' }));
    case 'zod3-genkit':
      // @genkit-ai/core 1.42's toJsonSchema (its annotations pass adds nothing to a schema without genkit annotations);
      // the real defineTool is compared in test/oracles/genkit.test.ts.
      return plain(zodToJsonSchema(s, { removeAdditionalStrategy: 'strict' }));
    case 'zod3-livekit': {
      // @livekit/agents 1.9's zodSchemaToJsonSchema (llm/zod-utils.ts) for zod 3, `$schema` dropped as its chat-completions
      // request does (agents/src/inference/llm.ts); the real package is compared in test/oracles/livekit.test.ts.
      const { $schema: _dropped, ...rest } = zodToJsonSchema(s, { target: 'openAi', $refStrategy: 'none' }) as Record<string, unknown>;
      return plain(rest);
    }
    case 'zod3-openai':
      return plain((zodFunction({ name: TOOL, parameters: s }) as any).function.parameters);
    default:
      throw new Error(dialect);
  }
}

/** A converted node's value, its keys in the node's order. */
export function nodeValue(node: JsonNode): Json {
  if (node.type === 'object') return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value as string, nodeValue(p.children![1]!)]));
  if (node.type === 'array') return (node.children ?? []).map(nodeValue);
  return node.value as Json;
}
