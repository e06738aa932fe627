// What the real libraries send at run time for a zod schema, per dialect (the same options as each wrapper, see
// shared/src/converters/zod/index.ts): the side the zod oracle tests compare the static reader with.
import * as z4 from 'zod';
import * as z4mini from 'zod/v4-mini';
import * as z3 from 'zod3';
import { zodFunction } from 'openai/helpers/zod';
import { betaZodTool } from '@anthropic-ai/sdk/helpers/beta/zod';
import { tool as agentsTool } from '@openai/agents-core';
import type { ZodDialect } from '../../shared/src/converters/zod';
import { type Json, TOOL, zod3Runtime } from './zod3-runtime';

/** Copied from @ai-sdk/provider-utils 5.0.81 (dist/index.js, addAdditionalPropertiesToJsonSchema), what zodSchema() applies to zod 4 output. */
export function aiSdkAdditional(s: any): any {
  if (s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'))) {
    const { additionalProperties } = s;
    s.additionalProperties = additionalProperties != null && typeof additionalProperties !== 'boolean' ? visit(additionalProperties) : false;
    const { properties } = s;
    if (properties != null) for (const key of Object.keys(properties)) properties[key] = visit(properties[key]);
  }
  if (s.items != null) s.items = Array.isArray(s.items) ? s.items.map(visit) : visit(s.items);
  if (s.anyOf != null) s.anyOf = s.anyOf.map(visit);
  if (s.allOf != null) s.allOf = s.allOf.map(visit);
  if (s.oneOf != null) s.oneOf = s.oneOf.map(visit);
  if (s.definitions != null) for (const key of Object.keys(s.definitions)) s.definitions[key] = visit(s.definitions[key]);
  return s;
  function visit(d: any): any {
    return typeof d === 'boolean' ? d : aiSdkAdditional(d);
  }
}

/** Thrown by a wrapper that refuses the schema (openai's zodFunction, Anthropic's betaZodTool): the tool is never built. */
export class WrapperThrew {
  constructor(readonly message: string) {}
}

/** What the libraries emit at run time, per dialect (the same options as the wrappers, see zod.ts). */
export function runtime(dialect: ZodDialect, schema: unknown): Json | WrapperThrew {
  const s = schema as any;
  const plain = (v: unknown): Json => JSON.parse(JSON.stringify(v));
  switch (dialect) {
    case 'zod4':
      return plain(z4.toJSONSchema(s));
    case 'zod4-input7':
      return plain(z4mini.toJSONSchema(s, { target: 'draft-7', io: 'input' }));
    case 'zod4-ai-sdk':
      return plain(aiSdkAdditional(plain(z4.toJSONSchema(s, { target: 'draft-7', io: 'input', reused: 'inline' }))));
    case 'zod4-livekit': {
      // @livekit/agents 1.9 for zod 4, `$schema` dropped (see zod3-livekit).
      const { $schema: _dropped, ...rest } = z4.toJSONSchema(s, { target: 'draft-7', io: 'output', reused: 'inline' }) as Record<string, unknown>;
      return plain(rest);
    }
    case 'zod3':
    case 'zod3-livekit':
    case 'zod3-mcp':
    case 'zod3-ai-sdk':
    case 'zod3-genkit':
      return zod3Runtime(dialect, s);
    case 'zod3-beeai':
      // beeai-framework 0.1's toJsonSchema: validateSchema refuses a ZodEffects root, then zodToJsonSchema(schema) (its
      // published code, internals/helpers/schema; the real getInputJsonSchema() is compared in test/oracles/beeai.test.ts).
      if (s instanceof z3.ZodEffects) return new WrapperThrew('zod effects (refine, superRefine, transform, ...) cannot be converted to JSONSchema!');
      return zod3Runtime('zod3', s);
    case 'zod4-genkit':
      // zod-to-json-schema given a zod 4 schema: `{ $schema }` alone (toollint says the tool is not analysed).
      return new WrapperThrew('zod-to-json-schema reads zod 3 schemas only');
    case 'zod4-openai':
    case 'zod3-openai':
      // openai-node's own helper, run on the fixture's schema: what `tools: [zodFunction(...)]` sends.
      try {
        return plain((zodFunction({ name: TOOL, parameters: s }) as any).function.parameters);
      } catch (e) {
        return new WrapperThrew((e as Error).message);
      }
    case 'zod4-agents':
    case 'zod3-agents':
      // The Agents SDK's own tool(), run on the fixture's schema: the `parameters` it sends.
      try {
        return plain((agentsTool({ name: TOOL, description: 'd', parameters: s, execute: async () => '' }) as any).parameters);
      } catch (e) {
        return new WrapperThrew((e as Error).message);
      }
    case 'zod4-anthropic':
    case 'zod3-anthropic':
      // The Anthropic SDK's own helper, run on the fixture's schema: the `input_schema` the tool sends.
      try {
        return plain((betaZodTool({ name: TOOL, description: 'd', inputSchema: s, run: async () => '' }) as any).input_schema);
      } catch (e) {
        return new WrapperThrew((e as Error).message);
      }
  }
}
