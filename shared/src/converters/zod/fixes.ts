// Fixes in zod's idiom: .strict() after a z.object(...), .optional() -> .nullable(), an MCP raw shape wrapped in
// z.object(...).strict(); and the zod call that lets a field be omitted, as related information.
import type { Node } from 'jsonc-parser';
import type { ToolDefinition } from '../../extract/tool';
import type { Finding, PlannedFix } from '../../finding';
import type { LineIndex } from '../../sources/lines';
import { nodeAtPath } from '../../sources/json/json';
import { ZOD_RAW_SHAPE } from '../../sources/typescript/marks';
import type { PathSegment, Span } from '../../types';
import { ZOD_CLOSE_AT, ZOD_INPUT_SIDE, ZOD_OMITTED_BY, ZOD_PROPERTY_SPAN } from './model';

/** The key node of a property read from a z.object() shape, when the path ends at one. */
export function zodPropertyKey(tool: ToolDefinition, path: PathSegment[]): Node | undefined {
  const node = path.length ? nodeAtPath(tool.node, path) : undefined;
  const key = node?.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  return key && (key as unknown as Record<symbol, unknown>)[ZOD_PROPERTY_SPAN] ? key : undefined;
}

/**
 * For a zod field left out of `required`: the call that lets it be omitted, as related information, and for
 * `.optional()` or `.nullish()` a quick fix to `.nullable()` (unsafe: the model must now send null for "no value").
 */
export function zodOptionalCause(tool: ToolDefinition, path: PathSegment[], text: string, lines: LineIndex, withFix: boolean): Pick<Finding, 'fix' | 'alternatives' | 'related'> {
  const key = zodPropertyKey(tool, path);
  const cause = key && ((key as unknown as Record<symbol, unknown>)[ZOD_OMITTED_BY] as Span | undefined);
  if (!cause) return {};
  const code = text.slice(cause.offset, cause.offset + cause.length);
  const name = String(key.value);
  const related = [{ message: `\`${code.replace(/\s+/g, ' ')}\` lets the model omit \`${name}\``, range: lines.range(cause), span: cause }];
  const call = withFix ? /^\.\s*(optional|nullish)\s*\(\s*\)$/.exec(code) : null;
  if (!call) return { related };
  // Where the wrapper converts zod 4's input side (AI SDK, MCP), a transform after .nullable() sends the same required,
  // nullable property while the handler still gets undefined for "no value": its parameter type stays as it is.
  const root = tool.fields.schema ? nodeAtPath(tool.node, tool.fields.schema) : undefined;
  const inputSide = !!root && (root as unknown as Record<symbol, unknown>)[ZOD_INPUT_SIDE] === true;
  const keep = '.nullable().transform((v) => v ?? undefined)';
  return {
    related,
    ...(inputSide
      ? {
          alternatives: [
            codeFix(tool, 'optional-not-required', `Replace .${call[1]}() with ${keep} (unsafe: the model sends null for "no value"; the handler still receives undefined, so its parameter type stays)`, false, [
              { offset: cause.offset, length: cause.length, newText: keep },
            ]),
          ],
        }
      : {}),
    fix: codeFix(tool, 'optional-not-required', `Replace .${call[1]}() with .nullable() (unsafe: the model sends null for "no value", and the handler receives null instead of undefined, so its parameter type changes)`, false, [
      { offset: cause.offset, length: cause.length, newText: '.nullable()' },
    ]),
  };
}

/** A fix made of edits to the code itself (zod calls), not of ops on the JSON tree. */
function codeFix(tool: ToolDefinition, rule: string, title: string, safe: boolean, edits: NonNullable<PlannedFix['edits']>): PlannedFix {
  return { rule, title, safe, ops: [], tool, edits };
}

/**
 * For a zod object strict mode needs closed: `.strict()` right after its `z.object(...)` call (before any
 * `.describe()`, which zod 4 would otherwise drop). Safe: what the model may send stays the same set of keys.
 * For an object opened with `.passthrough()` (or zod 4's `.loose()`): that call replaced with `.strict()`, unsafe,
 * since the model can no longer send extra keys.
 */
export function zodStrictFix(tool: ToolDefinition, path: PathSegment[], text: string): Pick<Finding, 'fix'> {
  const RULE = 'missing-additional-properties-false';
  const value = nodeAtPath(tool.node, path);
  if (!value || value.parent?.type !== 'property') return {};
  const code = text.slice(value.offset, value.offset + value.length);
  if (path[path.length - 1] === 'additionalProperties') {
    const open = /^\.\s*(passthrough|loose)\s*\(\s*\)$/.exec(code);
    if (!open) return {};
    return { fix: codeFix(tool, RULE, `Replace .${open[1]}() with .strict() (unsafe: the model can no longer send extra keys)`, false, [{ offset: value.offset, length: value.length, newText: '.strict()' }]) };
  }
  const zodName = (value as unknown as Record<symbol, string | undefined>)[ZOD_RAW_SHAPE];
  if (zodName) {
    // An MCP registerTool raw shape: the same object, closed, as the zod object the SDK would otherwise build.
    return {
      fix: codeFix(tool, RULE, `Wrap the shape in ${zodName}.object(...).strict()`, true, [
        { offset: value.offset, length: 0, newText: `${zodName}.object(` },
        { offset: value.offset + value.length, length: 0, newText: ').strict()' },
      ]),
    };
  }
  // Where the zod reader says `.strict()` closes this object: right after its z.object(...) call.
  const closeAt = (value as unknown as Record<symbol, number | undefined>)[ZOD_CLOSE_AT];
  if (closeAt === undefined) return {};
  return { fix: codeFix(tool, RULE, 'Add .strict() to the z.object()', true, [{ offset: closeAt, length: 0, newText: '.strict()' }]) };
}

