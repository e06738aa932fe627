// The text edits of one fix op per op kind (set, remove, append, rename, describe, nullable) against a pass's text.
import { getNodeValue, type Node } from 'jsonc-parser';
import { isSchemaObject } from '../schema/walk';
import type { PathSegment } from '../types';
import { WRITTEN_AT } from '../sources/typescript/marks';
import type { TextEdit } from './compose';
import { describeSentence, type FixOp } from './ops';
import { applyTextEdits } from './edits';
import { IDENTIFIER, layoutOf, lineIndent, nodeAt, type PassContext, quoted, Raw, rawOf, render, resolveCopies } from './layout';
import { insertElements, insertProperty, joined, removeMembers } from './members';
import type { DescribeOp } from './passes';

/** The properties of an object that hold a key (more than one when the key is written twice). */
function copiesOf(obj: Node, key: PathSegment): Node[] {
  return (obj.children ?? []).filter((p) => p.children?.[0]?.value === key);
}

/** Edits for setting (value) or removing (undefined) the property or element at `path`. */
function setAt(ctx: PassContext, path: PathSegment[], value: unknown): TextEdit[] {
  const container = nodeAt(ctx, path.slice(0, -1));
  if (!container || (container.type !== 'object' && container.type !== 'array')) return [];
  const key = path[path.length - 1]!;
  const existing = nodeAt(ctx, path);
  if (value === undefined) {
    if (!existing) return [];
    // Every copy of a key goes: JSON.parse would read an earlier one once the last is gone.
    return removeMembers(ctx, container, container.type === 'object' ? copiesOf(container, key) : [existing]);
  }
  if (existing) {
    // A value written on one line is replaced by one on one line.
    const layout = { ...layoutOf(ctx, container), multiline: /[\r\n]/.test(ctx.text.slice(existing.offset, existing.offset + existing.length)) };
    return [{ offset: existing.offset, length: existing.length, newText: render(value, layout, layout.multiline ? lineIndent(ctx.text, existing.offset) : '') }];
  }
  if (container.type !== 'object') return [];
  return insertProperty(ctx, container, String(key), value);
}

/** Appends a sentence; the original description stays a prefix, byte for byte. */
function sentenceJoin(current: string, text: string): string {
  if (current.trim() === '' || /\s$/.test(current)) return current + text;
  return `${current}${/[.!?:;]$/.test(current) ? '' : '.'} ${text}`;
}

/** The edits of one op against the pass's text. */
export function opEdits(ctx: PassContext, op: FixOp): TextEdit[] {
  switch (op.kind) {
    case 'set':
      return setAt(ctx, op.path, resolveCopies(ctx, op.value));
    case 'remove':
      return setAt(ctx, op.path, undefined);
    case 'append': {
      const values = (op.values ?? [op.value]).map((v) => resolveCopies(ctx, v));
      const node = nodeAt(ctx, op.path);
      if (!node) return setAt(ctx, op.path, values);
      if (node.type !== 'array') return [];
      const present = (getNodeValue(node) as unknown[]).map((v) => JSON.stringify(v));
      const missing = values.filter((v) => !present.includes(JSON.stringify(v)));
      return missing.length ? insertElements(ctx, node, missing) : [];
    }
    case 'rename': {
      const node = nodeAt(ctx, op.path);
      const key = node?.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      const holder = node?.parent?.parent;
      if (!key || holder?.children?.some((p) => p.children?.[0]?.value === op.to)) return [];
      // The new key is written as the old one is: bare, or in its quotes.
      const first = ctx.text[key.offset];
      const bare = ctx.script && first !== '"' && first !== "'" && IDENTIFIER.test(op.to);
      return [{ offset: key.offset, length: key.length, newText: bare ? op.to : quoted(op.to, ctx.script && first === "'" ? "'" : '"') }];
    }
    case 'describe': {
      const node = nodeAt(ctx, [...op.path, 'description']);
      // A description that is not a string (a number, a list) is never overwritten.
      if (node && node.type !== 'string') return [];
      const current = node ? (node.value as string) : '';
      // Each sentence with its value as the source writes it (a number keeps its digits).
      const sentences = [op, ...((op as DescribeOp).also ?? [])].map((o) => describeSentence(o, ctx.root, ctx.text)).filter((t) => !current.includes(t));
      if (sentences.length === 0) return [];
      const joined = sentenceJoin(current, sentences.join(' '));
      if (ctx.script && node?.type === 'string' && current !== '' && !(WRITTEN_AT in node)) {
        // A description the code builds in place (a template, a `+`) keeps what it is built from: the new sentence
        // is added to it, inside the template or with a `+`. (A const's string is edited where it is declared.)
        const code = ctx.text.slice(node.offset, node.offset + node.length);
        const end = node.offset + node.length;
        const tail = joined.slice(current.length);
        if (code.startsWith('`') && code.endsWith('`')) return [{ offset: end - 1, length: 0, newText: tail.replace(/[`\\]|\$\{/g, (m) => `\\${m}`) }];
        if (!/^(['"])(?:\\.|(?!\1)[^\\\r\n])*\1$/.test(code)) return [{ offset: end, length: 0, newText: ` + ${quoted(tail, ctx.script.quote)}` }];
      }
      if (node) {
        // A plain string literal keeps its own bytes (its escapes): the sentence goes in before its closing quote.
        const literal = /^(['"])(?:\\.|(?!\1)[^\\\r\n])*\1$/.exec(ctx.text.slice(node.offset, node.offset + node.length));
        if (literal) return [{ offset: node.offset + node.length - 1, length: 0, newText: quoted(joined.slice(current.length), literal[1] as "'" | '"').slice(1, -1) }];
      }
      return setAt(ctx, [...op.path, 'description'], joined);
    }
    case 'nullable':
      return nullableEdits(ctx, op.path, op.typeLists);
  }
}

/** Lets the schema at `path` accept null, the least invasive way the targets allow. */
function nullableEdits(ctx: PassContext, path: PathSegment[], typeLists: boolean): TextEdit[] {
  const node = nodeAt(ctx, path);
  if (!node) return [];
  const schema = getNodeValue(node) as unknown;
  if (!isSchemaObject(schema)) return [];
  const type = schema.type;
  const enumNull = (): TextEdit[] => {
    const enumNode = nodeAt(ctx, [...path, 'enum']);
    if (!enumNode || enumNode.type !== 'array' || (schema.enum as unknown[]).includes(null)) return [];
    return insertElements(ctx, enumNode, [null]);
  };
  if (type === undefined && schema.anyOf === undefined && Array.isArray(schema.enum)) return enumNull();
  if (typeLists && typeof type === 'string' && type !== 'null' && schema.anyOf === undefined) {
    return [...setAt(ctx, [...path, 'type'], [type, 'null']), ...enumNull()];
  }
  if (typeLists && Array.isArray(type)) {
    return [...(type.includes('null') ? [] : insertElements(ctx, nodeAt(ctx, [...path, 'type'])!, ['null'])), ...enumNull()];
  }
  if (Array.isArray(schema.anyOf) && type === undefined) {
    if (schema.anyOf.some((b) => isSchemaObject(b) && b.type === 'null')) return [];
    return insertElements(ctx, nodeAt(ctx, [...path, 'anyOf'])!, [{ type: 'null' }]);
  }
  // Anything else is wrapped as it is written (comments, numbers, escapes kept); description and title move to the
  // wrapper, where the model reads them.
  const moved = [...copiesOf(node, 'title'), ...copiesOf(node, 'description')];
  const cut = moved.length ? removeMembers(ctx, node, moved) : [];
  if (moved.length && cut.length === 0) return [];
  const inner = applyTextEdits(ctx.text.slice(node.offset, node.offset + node.length), cut.map((e) => ({ ...e, offset: e.offset - node.offset })));
  const wrapper: Record<string, unknown> = {};
  const title = nodeAt(ctx, [...path, 'title']);
  const description = nodeAt(ctx, [...path, 'description']);
  if (title) wrapper.title = rawOf(ctx, title);
  if (description) wrapper.description = rawOf(ctx, description);
  wrapper.anyOf = [new Raw(inner, /[\r\n]/.test(inner) ? lineIndent(ctx.text, node.offset) : undefined, ctx.script !== undefined), { type: 'null' }];
  return setAt(ctx, path, wrapper);
}
