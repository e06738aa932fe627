// Findings on zod code in zod's terms: the rule's facts (what strict mode needs, which targets) said with the zod call
// that causes them and the zod call that fixes them (`.optional()` -> `.nullable()`, `.strict()`, `.describe()`),
// instead of JSON Schema keywords the user never wrote. Only where the reader knows the zod code behind the place
// (a property read from a z.object() shape, an object .strict() would close, an MCP raw shape); elsewhere the
// rule's own message stands.
import type { ToolDefinition } from '../../extract/tool';
import type { ToolFinding } from '../../sources/source';
import { nodeAtPath } from '../../sources/json/json';
import { ZOD_RAW_SHAPE } from '../../sources/typescript/marks';
import { schemaLabel } from '../../schema/labels';
import type { PathSegment, Span } from '../../types';
import { zodPropertyKey } from './fixes';
import { ZOD_CLOSE_AT, ZOD_OMITTED_BY } from './model';

type Marked = Record<symbol, unknown>;

/** The code a node was read from, on one line, cut short. */
function codeOf(text: string, span: Span | undefined): string | undefined {
  if (!span) return undefined;
  const code = text.slice(span.offset, span.offset + span.length).replace(/\s+/g, ' ');
  return code.length > 60 ? `${code.slice(0, 57)}...` : code;
}

/** The path inside the tool's schema (what the rules name), from the path inside the tool. */
function schemaPath(tool: ToolDefinition, path: PathSegment[]): PathSegment[] {
  const at = tool.fields.schema ?? [];
  return at.every((s, i) => path[i] === s) ? path.slice(at.length) : path;
}

/** The zod call that makes a value accept null, in the example: `.nullable()`, or for a union, `z.null()` in it. */
function nullableAdvice(code: string | undefined): string {
  return code && /^\s*[\w$]+\s*\.\s*union\s*\(/.test(code) ? 'add `z.null()` to the union' : 'use `.nullable()`';
}

/**
 * The finding's message in zod's terms, or undefined where the rule's own wording is the right one (the place is not
 * zod code the reader knows, or the rule has no zod idiom).
 */
export function zodMessage(tool: ToolDefinition, finding: Pick<ToolFinding, 'rule' | 'path' | 'severity'>, text: string): string | undefined {
  const { rule, path } = finding;
  // The node the finding is on (a property's value, `additionalProperties`, a `default`), and the code it was read from.
  const node = path.length ? nodeAtPath(tool.node, path) : tool.node;
  const label = schemaLabel(schemaPath(tool, path).filter((s, i, all) => !(s === 'default' && i === all.length - 1)));
  switch (rule) {
    case 'optional-not-required': {
      const key = zodPropertyKey(tool, path);
      if (!key) return undefined;
      const cause = codeOf(text, (key as unknown as Marked)[ZOD_OMITTED_BY] as Span | undefined);
      const value = node && codeOf(text, node);
      const needs = 'strict mode needs every property in `required`';
      if (!cause) return `Property ${label} is not in \`required\`; ${needs}. Make it required, and ${nullableAdvice(value)} so the model can still send null for "no value".`;
      if (/^\.\s*(optional|nullish)\s*\(\s*\)$/.test(cause))
        return `Property ${label} is \`${cause}\`, so it is left out of \`required\`; ${needs}. Write \`.nullable()\` instead: the model sends null for "no value" (and the handler then receives null, not undefined).`;
      if (/^\.\s*default\s*\(/.test(cause))
        return `Property ${label} has \`${cause}\`, so it is left out of \`required\`; ${needs}. Drop the default and write \`.nullable()\`: the model sends null for "no value" and the handler applies the default.`;
      return `Property ${label} is left out of \`required\` by \`${cause}\`; ${needs}. Make it required, and ${nullableAdvice(value)} so the model can still send null for "no value".`;
    }
    case 'missing-additional-properties-false': {
      if (!node) return undefined;
      const marks = node as unknown as Marked;
      const rawShape = marks[ZOD_RAW_SHAPE] as string | undefined;
      if (rawShape)
        return `The MCP SDK sends this raw shape as a \`${rawShape}.object(...)\` that accepts other keys (no "additionalProperties": false); strict mode needs every object closed. Write it as \`${rawShape}.object({ ... }).strict()\`.`;
      if (path[path.length - 1] === 'additionalProperties') {
        const open = /^\.\s*(passthrough|loose)\s*\(\s*\)$/.exec(text.slice(node.offset, node.offset + node.length));
        if (!open) return undefined;
        const owner = schemaLabel(schemaPath(tool, path).slice(0, -1));
        return `Object ${owner === 'the root schema' ? '(the root)' : owner} is \`.${open[1]}()\`, so it accepts other keys; strict mode accepts only closed objects. Write \`.strict()\` instead (the model can then send only the keys the shape lists).`;
      }
      if (marks[ZOD_CLOSE_AT] === undefined) return undefined;
      const where = label === 'the root schema' ? 'The root `z.object(...)`' : `The \`z.object(...)\` of ${label}`;
      return `${where} is sent without "additionalProperties": false (zod strips unknown keys but does not say so in the schema); strict mode needs every object closed. Add \`.strict()\` after it.`;
    }
    case 'no-defaults': {
      // The `default` property's node spans the `.default(x)` call; its value node, only x.
      const at = node?.parent?.type === 'property' ? node.parent : node;
      if (!at || !path.length || !/^\.\s*default\s*\(/.test(text.slice(at.offset, at.offset + at.length))) return undefined;
      const call = codeOf(text, at);
      // The rule reports the targets that reject a default as an error, those that ignore it as a warning.
      return finding.severity === 'error'
        ? `${label} has \`${call}\`, sent as a \`default\` keyword, which strict mode rejects ("'default' is not permitted"). Say the default in \`.describe()\` and apply it in the handler.`
        : `${label} has \`${call}\`, sent as a \`default\` keyword, which this target ignores; the model never sees it unless \`.describe()\` says it.`;
    }
    case 'untyped-property': {
      const any = node && zodPropertyKey(tool, path) ? /^\s*[\w$]+\s*\.\s*(any|unknown)\s*\(\s*\)/.exec(text.slice(node.offset, node.offset + node.length)) : null;
      if (!any) return undefined;
      return `Property ${label} is \`z.${any[1]}()\`, which sends no type, so the model has to guess what to send. Give it a zod type (\`z.string()\`, \`z.number()\`, \`z.enum([...])\`, a \`z.union([...])\`).`;
    }
    case 'description-missing': {
      if (!zodPropertyKey(tool, path)) return undefined;
      return `Property ${label} has no \`.describe(...)\`; the model has only its name to go on.`;
    }
    default:
      return undefined;
  }
}
