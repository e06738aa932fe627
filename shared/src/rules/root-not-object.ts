import { JSON_SCHEMA_TYPES, declaredTypes, isSchemaObject } from '../schema/walk';
import { atToolName, type Rule } from './rule';
import { lookupTable } from '../lookup-table';

const SCHEMA_REQUIRED = lookupTable<string>({ mcp: 'inputSchema', anthropic: 'input_schema', bedrock: 'inputSchema.json' });

export const rootNotObject: Rule = {
  meta: {
    id: 'root-not-object',
    defaultSeverity: 'error',
    description: 'The input schema is missing, is not a JSON Schema object, or its `type` is not "object".',
    fixable: true,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const { tool } = ctx;
    const targets = ctx.targets.map((t) => t.id);
    if (tool.shape === 'builtin' || tool.shape === 'name-only') return;
    if (tool.shape === 'argument-list' || tool.shape === 'api-spec') {
      const key = tool.fields.schema![tool.fields.schema!.length - 1];
      ctx.report({
        path: tool.fields.schema!,
        at: 'tool',
        targets,
        message: `\`${String(key)}\` is a parameter list, not a JSON Schema: providers need an object schema ({"type": "object", "properties": {...}, "required": [...]}).`,
      });
      return;
    }
    if (!tool.hasSchema) {
      const needed = SCHEMA_REQUIRED[tool.shape];
      if (needed) ctx.report({ ...atToolName(tool), targets, message: `The tool has no \`${needed}\`; this format requires an object schema (use {"type": "object"} for a tool without arguments).` });
      return;
    }
    const schema = tool.schema;
    if (!isSchemaObject(schema)) {
      ctx.report({ path: [], targets, message: `The input schema is ${schema === null ? 'null' : Array.isArray(schema) ? 'an array' : `a ${typeof schema}`}, not a JSON Schema object.` });
      return;
    }
    const types = declaredTypes(schema);
    if (types.length === 0) {
      const hasProperties = isSchemaObject(schema.properties);
      const hint = hasProperties ? 'add "type": "object"' : 'use {"type": "object", "properties": {...}}';
      const canFix = hasProperties || Object.keys(schema).length === 0;
      ctx.report({
        path: [],
        targets,
        message: `The input schema has no \`type\`; providers require "type": "object" at the root (${hint}).`,
        ...(canFix ? { fix: { title: 'Add "type": "object"', safe: true, ops: [{ kind: 'set' as const, path: ['type'], value: 'object' }] } } : {}),
      });
      return;
    }
    if (types.length === 1 && types[0] === 'object') return;
    // Non-standard names ("dict", "OBJECT") are invalid-type's business.
    if (types.some((t) => !JSON_SCHEMA_TYPES.has(t))) return;
    ctx.report({ path: ['type'], targets, message: `The input schema's type is ${JSON.stringify(schema.type)}; the root must be exactly "object".` });
  },
};
