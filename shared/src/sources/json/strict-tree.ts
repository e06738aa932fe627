// A fast path for the common case of jsonc-parser's parseTree: text that is plain, valid JSON (what most files hold).
//
// jsonc-parser builds its tree through a visitor over a general scanner (comments, recovery after errors, every token's
// text as a string): about a tenth of a lint of a large file. For text that is strict JSON, this builds the same tree
// (the same nodes, fields, offsets, lengths, values and parents) in one pass over the character codes. At anything else
// (a comment, a trailing comma, an error, whitespace JSON does not know, nesting deeper than MAX_DEPTH) it gives up and
// returns undefined, and jsonc-parser reads the text as before: its errors, recovery and limits stay its own.
// test/sources/json-strict-tree.test.ts compares the two trees node by node on the corpus and on hand-made edge cases.
import type { Node } from 'jsonc-parser';

/** A node while it is built (jsonc-parser's Node is read-only). */
type Building = { -readonly [K in keyof Node]: Node[K] };

/** Deeper than this, jsonc-parser reads the text (its recursion decides where nesting is too deep). */
const MAX_DEPTH = 256;

/** Thrown to give up: the text is not plain JSON, or nests too deeply for this path. */
const GIVE_UP = new Error('not plain JSON');

/** parseTree(text) for plain JSON, or undefined when jsonc-parser must read it. Never throws. */
export function strictJsonTree(text: string): Node | undefined {
  const p = new StrictParser(text);
  try {
    p.skipBlank();
    if (p.pos >= text.length) return undefined; // empty content: jsonc-parser's allowEmptyContent decides
    const root = p.value(undefined, 0);
    p.skipBlank();
    if (p.pos !== text.length) return undefined;
    return root;
  } catch {
    return undefined;
  }
}

/** What a container holds while it is read: its children are put in the parser's stack, then copied out at its end. */
const FILLED_LATER: Node[] = [];

// Every node of a kind is made by one literal with its fields in one order (a value and a key alike: type, offset,
// length, parent, value), so the code that reads the tree sees few shapes. A container's children are gathered on one
// stack and copied out in an array of their number (an array filled by push would grow a backing store of 17 slots),
// and a property's two children are one literal.
class StrictParser {
  pos = 0;
  private stack: Node[] = [];
  private top = 0;
  constructor(readonly text: string) {}

  skipBlank(): void {
    const text = this.text;
    let pos = this.pos;
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else break;
    }
    this.pos = pos;
  }

  /** The value at `pos` (blanks skipped), a child of `parent`; jsonc-parser's root has no `parent` field at all. */
  value(parent: Node | undefined, depth: number): Node {
    const text = this.text;
    const c = text.charCodeAt(this.pos);
    if (c === 123 /* { */) return this.object(parent, depth + 1);
    if (c === 91 /* [ */) return this.array(parent, depth + 1);
    const offset = this.pos;
    let value: string | number | boolean | null;
    let type: Node['type'];
    if (c === 34 /* " */) {
      value = this.string();
      type = 'string';
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      value = this.number();
      type = 'number';
    } else if (text.startsWith('true', offset)) {
      this.pos += 4;
      value = true;
      type = 'boolean';
    } else if (text.startsWith('false', offset)) {
      this.pos += 5;
      value = false;
      type = 'boolean';
    } else if (text.startsWith('null', offset)) {
      this.pos += 4;
      value = null;
      type = 'null';
    } else throw GIVE_UP;
    // A keyword must end there (jsonc-parser reads `truex` as one unknown word).
    if (type === 'boolean' || type === 'null') {
      const next = text.charCodeAt(this.pos);
      if ((next >= 97 && next <= 122) || (next >= 65 && next <= 90) || (next >= 48 && next <= 57) || next === 95 || next === 36) throw GIVE_UP;
    }
    if (parent === undefined) return { type, offset, length: this.pos - offset, value } as Node;
    return { type, offset, length: this.pos - offset, parent, value } as Node;
  }

  /** The children pushed since `base`, in an array of their own; the stack is cut back to `base`. */
  private childrenFrom(base: number): Node[] {
    const children = this.stack.slice(base, this.top);
    this.top = base;
    return children;
  }

  private push(child: Node): void {
    this.stack[this.top++] = child;
  }

  object(parent: Node | undefined, depth: number): Node {
    if (depth > MAX_DEPTH) throw GIVE_UP;
    const text = this.text;
    const offset = this.pos;
    const node = (parent === undefined ? { type: 'object', offset, length: -1, children: FILLED_LATER } : { type: 'object', offset, length: -1, parent, children: FILLED_LATER }) as Building;
    const base = this.top;
    this.pos++;
    this.skipBlank();
    if (text.charCodeAt(this.pos) === 125 /* } */) {
      this.pos++;
      node.length = this.pos - offset;
      node.children = [];
      return node as Node;
    }
    for (;;) {
      if (text.charCodeAt(this.pos) !== 34) throw GIVE_UP;
      const keyOffset = this.pos;
      const prop = { type: 'property', offset: keyOffset, length: -1, parent: node, children: FILLED_LATER, colonOffset: -1 } as Building;
      const key = this.string();
      const keyNode = { type: 'string', offset: keyOffset, length: this.pos - keyOffset, parent: prop, value: key } as Node;
      this.skipBlank();
      if (text.charCodeAt(this.pos) !== 58 /* : */) throw GIVE_UP;
      prop.colonOffset = this.pos;
      this.pos++;
      this.skipBlank();
      const v = this.value(prop as Node, depth);
      prop.children = [keyNode, v];
      prop.length = v.offset + v.length - keyOffset;
      this.push(prop as Node);
      this.skipBlank();
      const c = text.charCodeAt(this.pos);
      if (c === 44 /* , */) {
        this.pos++;
        this.skipBlank();
        continue;
      }
      if (c !== 125) throw GIVE_UP;
      this.pos++;
      node.length = this.pos - offset;
      node.children = this.childrenFrom(base);
      return node as Node;
    }
  }

  array(parent: Node | undefined, depth: number): Node {
    if (depth > MAX_DEPTH) throw GIVE_UP;
    const text = this.text;
    const offset = this.pos;
    const node = (parent === undefined ? { type: 'array', offset, length: -1, children: FILLED_LATER } : { type: 'array', offset, length: -1, parent, children: FILLED_LATER }) as Building;
    const base = this.top;
    this.pos++;
    this.skipBlank();
    if (text.charCodeAt(this.pos) === 93 /* ] */) {
      this.pos++;
      node.length = this.pos - offset;
      node.children = [];
      return node as Node;
    }
    for (;;) {
      this.push(this.value(node as Node, depth));
      this.skipBlank();
      const c = text.charCodeAt(this.pos);
      if (c === 44) {
        this.pos++;
        this.skipBlank();
        continue;
      }
      if (c !== 93) throw GIVE_UP;
      this.pos++;
      node.length = this.pos - offset;
      node.children = this.childrenFrom(base);
      return node as Node;
    }
  }

  /** A string literal at `pos` (its opening quote): its value; `pos` ends after the closing quote. */
  string(): string {
    const text = this.text;
    const start = this.pos + 1;
    let i = start;
    let escaped = false;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 34) break;
      if (c === 92 /* \ */) {
        escaped = true;
        i += 2;
        continue;
      }
      // A control character (or the end of the text, NaN) is an error jsonc-parser reports.
      if (!(c >= 32)) throw GIVE_UP;
      i++;
    }
    if (i > text.length) throw GIVE_UP;
    this.pos = i + 1;
    if (!escaped) return text.slice(start, i);
    // JSON's escapes, decoded as JSON.parse decodes them (as jsonc-parser does); one it rejects gives up.
    return JSON.parse(text.slice(start - 1, i + 1)) as string;
  }

  /** A number at `pos` in JSON's grammar: its value as jsonc-parser gives it (Number of its text). */
  number(): number {
    const text = this.text;
    const start = this.pos;
    let i = start;
    if (text.charCodeAt(i) === 45) i++;
    let c = text.charCodeAt(i);
    if (c === 48) i++;
    else if (c >= 49 && c <= 57) while ((c = text.charCodeAt(++i)) >= 48 && c <= 57);
    else throw GIVE_UP;
    if (text.charCodeAt(i) === 46 /* . */) {
      const from = ++i;
      while ((c = text.charCodeAt(i)) >= 48 && c <= 57) i++;
      if (i === from) throw GIVE_UP;
    }
    c = text.charCodeAt(i);
    if (c === 101 || c === 69 /* e E */) {
      c = text.charCodeAt(++i);
      if (c === 43 || c === 45) i++;
      const from = i;
      while ((c = text.charCodeAt(i)) >= 48 && c <= 57) i++;
      if (i === from) throw GIVE_UP;
    }
    // Digits straight after (`01`) or a letter (`1x`) are errors or other tokens to jsonc-parser.
    c = text.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 46 || c === 95 || c === 36) throw GIVE_UP;
    this.pos = i;
    return Number(text.slice(start, i));
  }
}
