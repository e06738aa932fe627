// Fixes in Python's idiom for the tools this folder builds, for the Python reader's fixFor:
//   missing-additional-properties-false on a model's object: `model_config = ConfigDict(extra="forbid")` added as the
//     class's first statement after its docstring (ConfigDict added to the file's `from pydantic import ...`; a dict
//     literal when there is none), or an `extra="ignore"/"allow"` changed to "forbid". Safe: the model never sent
//     other keys it could rely on (the handler's types do not change).
//   optional-not-required and no-defaults on a parameter or field written `name: Optional[T] = None`: ` = None`
//     removed, so the property is required and nullable as strict mode wants. Unsafe: the handler's callers (and the
//     model) must now pass the argument. Only where the default is the last thing written (not inside Field(...)),
//     and not on a positional parameter after one with a default (that would be a SyntaxError).
// Edits are in the document's offsets; a notebook cell's tools (text inside a JSON string) get none.
import type { Node } from 'jsonc-parser';
import type { ToolDefinition } from '../../extract/tool';
import type { Finding, PlannedFix } from '../../finding';
import type { LineIndex } from '../../sources/lines';
import { nodeAtPath } from '../../sources/json/json';
import { PROPERTY_SPAN } from '../../sources/node-marks';
import type { PathSegment, Span } from '../../types';
import { PY_KEEP_DEFAULT, PY_MODEL } from './marks';
import type { ClassInfo } from './model';

/** The finding as the reader has it: its rule and the path (relative to the tool) it points at. */
export interface PythonFinding {
  rule: string;
  path: PathSegment[];
}

function codeFix(tool: ToolDefinition, rule: string, title: string, safe: boolean, edits: NonNullable<PlannedFix['edits']>): PlannedFix {
  return { rule, title, safe, ops: [], tool, edits };
}

/** Whether the tool's offsets are the document's (a .py file), not a notebook cell's. */
function directOffsets(tool: ToolDefinition): boolean {
  const { offset, length } = tool.node;
  return tool.segment.toDocument(offset) === offset && tool.segment.toDocument(offset + length) === offset + length;
}

function closeModel(tool: ToolDefinition, cls: ClassInfo, text: string, rule: string): PlannedFix | undefined {
  if (cls.extra) {
    const current = text.slice(cls.extra.span.offset, cls.extra.span.offset + cls.extra.span.length);
    const q = current[0] === "'" ? "'" : '"';
    return codeFix(tool, rule, `Set extra=${q}forbid${q} in ${cls.name}'s model_config`, true, [{ ...cls.extra.span, newText: `${q}forbid${q}` }]);
  }
  const edits: NonNullable<PlannedFix['edits']> = [];
  // The first one-line `from pydantic import a, b` (a comment after it kept), found line by line.
  let imp: { names: string[]; end: number } | undefined;
  for (let at = 0; at < text.length && !imp; ) {
    const nl = text.indexOf('\n', at);
    const lineEnd = nl < 0 ? text.length : nl;
    const line = text.slice(at, lineEnd);
    const head = /^from[ \t]+pydantic[ \t]+import[ \t]/.exec(line);
    if (head) {
      const hash = line.indexOf('#');
      const body = (hash < 0 ? line : line.slice(0, hash)).slice(head[0].length);
      if (!/[()\\]/.test(body)) imp = { names: body.split(',').map((s) => s.trim()), end: at + head[0].length + body.trimEnd().length };
    }
    at = lineEnd + 1;
  }
  const names = imp?.names ?? [];
  let config: string;
  if (names.includes('ConfigDict')) config = 'ConfigDict(extra="forbid")';
  else if (imp && names.every((n) => /^\w+([ \t]+as[ \t]+\w+)?$/.test(n))) {
    edits.push({ offset: imp.end, length: 0, newText: ', ConfigDict' });
    config = 'ConfigDict(extra="forbid")';
  } else config = '{"extra": "forbid"}';
  // After the docstring, if the class has one; else before the first statement.
  const doc = cls.doc?.span;
  const afterDoc = doc && doc.offset >= cls.bodyStart - 1 && doc.offset <= cls.bodyStart ? doc.offset + doc.length : undefined;
  if (afterDoc !== undefined) edits.push({ offset: afterDoc, length: 0, newText: `\n\n${cls.bodyIndent}model_config = ${config}` });
  else edits.push({ offset: cls.bodyStart, length: 0, newText: `model_config = ${config}\n\n${cls.bodyIndent}` });
  return codeFix(tool, rule, `Add model_config = ${config} to ${cls.name}`, true, edits);
}

/** The property node's key and its whole `name: hint = default`, for a path that ends at a property. */
function propertyAt(tool: ToolDefinition, path: PathSegment[]): { key: Node; value: Node; whole: Span } | undefined {
  const value = path.length ? nodeAtPath(tool.node, path) : undefined;
  const key = value?.parent?.type === 'property' ? value.parent.children?.[0] : undefined;
  const whole = key && (key as unknown as Record<symbol, Span | undefined>)[PROPERTY_SPAN];
  return value && key && whole ? { key, value, whole } : undefined;
}

function dropNoneDefault(tool: ToolDefinition, path: PathSegment[], text: string, rule: string): Pick<Finding, 'fix'> {
  // The path may end at the property or at its `default` keyword.
  const base = path[path.length - 1] === 'default' ? path.slice(0, -1) : path;
  const prop = propertyAt(tool, base);
  if (!prop || (prop.key as unknown as Record<symbol, boolean | undefined>)[PY_KEEP_DEFAULT]) return {};
  const dflt = prop.value.children?.find((p) => p.children?.[0]?.value === 'default')?.children?.[1];
  if (!dflt || dflt.type !== 'null') return {};
  const end = prop.whole.offset + prop.whole.length;
  if (dflt.offset + dflt.length !== end || text.slice(dflt.offset, end) !== 'None') return {};
  // Back from the default over `\s*=\s*` (a loop: a regex anchored at the end would backtrack).
  let from = dflt.offset;
  while (from > prop.whole.offset && /\s/.test(text[from - 1])) from--;
  if (text[from - 1] !== '=') return {};
  from--;
  while (from > prop.whole.offset && /\s/.test(text[from - 1])) from--;
  const name = String(prop.key.value);
  return { fix: codeFix(tool, rule, `Remove \`= None\` from \`${name}\` (unsafe: \`${name}\` becomes required; the model sends null for no value)`, false, [{ offset: from, length: end - from, newText: '' }]) };
}

/** The object node a path points at, or the one holding the keyword it ends at. */
function objectAt(tool: ToolDefinition, path: PathSegment[]): Node | undefined {
  const n = nodeAtPath(tool.node, path);
  if (n?.type === 'object') return n;
  const parent = n?.parent?.parent;
  return parent?.type === 'object' ? parent : undefined;
}

/** The fix (and related places) a finding on a Python-converted tool gets; `{}` when there is no idiomatic edit. */
export function pythonFix(tool: ToolDefinition, finding: PythonFinding, text: string, lines: LineIndex): Pick<Finding, 'fix' | 'related'> {
  if (!directOffsets(tool)) return {};
  const out: Pick<Finding, 'fix' | 'related'> = {};
  if (finding.rule === 'missing-additional-properties-false') {
    const node = objectAt(tool, finding.path);
    const cls = node && ((node as unknown as Record<symbol, ClassInfo | undefined>)[PY_MODEL]);
    const fix = cls && cls.kind === 'model' && !cls.foreign ? closeModel(tool, cls, text, finding.rule) : undefined;
    if (fix) out.fix = fix;
  }
  if (finding.rule === 'optional-not-required' || finding.rule === 'no-defaults') {
    Object.assign(out, dropNoneDefault(tool, finding.path, text, finding.rule));
    const prop = propertyAt(tool, finding.path[finding.path.length - 1] === 'default' ? finding.path.slice(0, -1) : finding.path);
    const dflt = prop?.value.children?.find((p) => p.children?.[0]?.value === 'default')?.children?.[1];
    if (prop && dflt && finding.rule === 'optional-not-required') {
      const code = text.slice(dflt.offset, dflt.offset + dflt.length).replace(/\s+/g, ' ');
      const span = { offset: dflt.offset, length: dflt.length };
      out.related = [{ message: `the default \`${code}\` lets the model omit \`${String(prop.key.value)}\``, range: lines.range(span), span }];
    }
  }
  return out;
}
