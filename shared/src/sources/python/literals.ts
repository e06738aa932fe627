// Python literals -> the engine's value trees (jsonc-parser-shaped nodes whose offsets point into the code), as
// `json.dumps` would send them: dicts, lists and tuples, strings (all prefixes, implicit concatenation, `+`),
// numbers, True/False/None, module and function constants, class constants and Enum members (`.value`, `.name`),
// `**` and `*` spreads of known values, `dict(k=v)` and the SDKs' typed-dict and model constructors
// (`Tool(name=..., inputSchema=...)`, `types.FunctionDeclaration(...)`). Anything else is a run-time value, kept in
// the tree with the reason, never guessed. Every reading is bounded (depth, values built, joined length).
import { isToolInit } from './class-tools';
import { selfAttribute, type SelfValue } from './self-attrs';
import type { Node as JsonNode } from 'jsonc-parser';
import { pydanticModelSchema } from '../../converters/python';
import { markShared, OVER_BUDGET, RUNTIME, RUNTIME_REASON, TOO_LONG, WRITTEN_AT } from '../typescript/marks';
import type { PyNode } from './parser';
import { type PyScopes, type PyUnit, textOf } from './scopes';
import { readString } from './strings';

const MAX_DEPTH = 200;
/** Most values one reading builds (each use of a constant is read as a copy: doubling chains stop here). */
export const MAX_READ_NODES = 100_000;
const MIN_READ_NODES = 256;
const MAX_JOINED_CHARS = 1_000_000;

/** On a node read from another notebook cell: its span is where it is used; such a tool is read, not edited. */
export const PINNED = Symbol('read from another cell');
/** On an object built from a call's keyword arguments (`dict(a=1)`): a member cannot be added or renamed as a dict key. */
export const KWARGS = Symbol('keyword arguments');
/** On a string with f-string parts known only at run time, kept as written (`{city}`): a description may hold one. */
export const PARTIAL = Symbol('partly known string');

type Span = { offset: number; length: number };

/** Calls that build a dict from their keyword arguments (typed dicts and the SDKs' tool models), by their last name. */
const KWARG_OBJECTS = new Set([
  'dict', 'Tool', 'ToolParam', 'FunctionDefinition', 'ChatCompletionToolParam', 'ChatCompletionFunctionToolParam', 'FunctionToolParam',
  'FunctionDeclaration', 'Schema', 'ToolSpecification', 'ToolInputSchema', 'ToolAnnotations',
]);
/** Gemini's pydantic types are sent in camelCase. */
const CAMEL_CASE_CALLS = new Set(['FunctionDeclaration', 'Schema', 'Tool']);
/** Keys a tool shape reads: a function there is an unknown part of the tool, elsewhere it is never sent (left out). */
const TOOL_SLOTS = new Set(['name', 'description', 'parameters', 'parametersJsonSchema', 'input_schema', 'inputSchema', 'json', 'function', 'toolSpec', 'type', 'strict', 'functionDeclarations', 'function_declarations', 'tools', 'properties', 'items']);

export class PyLiteralConverter {
  private budget = MAX_READ_NODES;
  private fileBudget: number;
  private readonly resolving = new Set<string>();
  private reached = new Set<string>();
  /** The unit the current reading is in; values read from another unit (cell) are pinned to where they are used. */
  private home: PyUnit | undefined;
  private pin: Span | undefined;
  /** The pin only places values (read through `self.x`): they are not marked PINNED, their tool keeps its fixes. */
  private pinPlacesOnly = false;
  /** `self.x` values and helpers' returns, read once per class and attribute, or per function (see self-attrs.ts). */
  private readonly selfValues = new Map<string, SelfValue>();
  private readonly helpers = new Map<string, { fn: PyNode; value: PyNode } | null>();
  /** The scopes names are looked up in where the reading is (a constant's value: where it is assigned). */
  private chain: readonly string[] = [];

  constructor(readonly scopes: PyScopes, totalLength: number) {
    this.fileBudget = Math.max(5 * MAX_READ_NODES, 2 * totalLength);
  }

  // A constant used twice is read twice (each copy is its own tree): the syntax it is read from is asked for once.
  private readonly kidsOf = new Map<number, PyNode[]>();
  private readonly fieldsOf = new Map<number, [PyNode | null, PyNode | null]>();
  private kids(n: PyNode): PyNode[] {
    let k = this.kidsOf.get(n.id);
    if (!k) this.kidsOf.set(n.id, (k = n.namedChildren.filter((c): c is PyNode => c !== null)));
    return k;
  }
  private fields(n: PyNode, a: string, b: string): [PyNode | null, PyNode | null] {
    let f = this.fieldsOf.get(n.id);
    if (!f) this.fieldsOf.set(n.id, (f = [n.childForFieldName(a), n.childForFieldName(b)]));
    return f;
  }

  /** Starts a reading in `unit` and scopes `chain`; the set collects the constants' values (`cell:start:end`) it reaches. */
  startReading(unit: PyUnit, chain: readonly string[]): Set<string> {
    this.chain = chain;
    this.budget = Math.min(MAX_READ_NODES, Math.max(MIN_READ_NODES, this.fileBudget));
    this.home = unit;
    this.pin = undefined;
    return (this.reached = new Set());
  }

  private span(node: PyNode): Span {
    return this.pin ?? { offset: node.startIndex, length: node.endIndex - node.startIndex };
  }

  private make(type: string, value: unknown, node: PyNode, parent: JsonNode | undefined): JsonNode {
    const n = { type, value, ...this.span(node), parent } as unknown as JsonNode;
    if (this.pin && !this.pinPlacesOnly) (n as unknown as Record<symbol, boolean>)[PINNED] = true;
    return n;
  }

  runtime(node: PyNode, parent: JsonNode | undefined, why: string): JsonNode {
    return Object.assign(this.make('null', RUNTIME, node, parent), { [RUNTIME_REASON]: `Not analysed: ${why}. toollint reads literals only and never runs code.` });
  }

  convert(node: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number, key?: string): JsonNode | undefined {
    if (depth > MAX_DEPTH) return this.runtime(node, parent, 'the literal nests too deeply');
    if (this.budget <= 0) return Object.assign(this.runtime(node, parent, `the literal expands to more than ${MAX_READ_NODES.toLocaleString('en-US')} values through constants it uses more than once`), { [OVER_BUDGET]: true });
    this.budget--;
    this.fileBudget--;
    const text = unit.text;
    switch (node.type) {
      case 'parenthesized_expression': {
        const inner = node.firstNamedChild;
        return inner && inner.type !== 'comment' ? this.convert(inner, unit, parent, depth + 1, key) : this.runtime(node, parent, 'an empty expression');
      }
      case 'true':
      case 'false':
        return this.make('boolean', node.type === 'true', node, parent);
      case 'none':
        return this.make('null', null, node, parent);
      case 'integer':
      case 'float':
      case 'unary_operator': {
        const n = numberOf(node, text);
        return n === undefined ? this.runtime(node, parent, 'a number JSON cannot hold (complex, or an expression)') : this.make('number', n, node, parent);
      }
      case 'string':
      case 'concatenated_string':
      case 'binary_operator': {
        const joined = this.joined(node, unit, depth, key === 'description');
        if (typeof joined === 'object') {
          if (joined.partial !== undefined) return Object.assign(this.make('string', joined.partial, node, parent), { [PARTIAL]: true });
          return Object.assign(this.runtime(node, parent, joined.why), joined.mark ? { [joined.mark]: true } : {});
        }
        return this.make(typeof joined === 'number' ? 'number' : 'string', joined, node, parent);
      }
      case 'list':
      case 'tuple':
        return this.array(node, unit, parent, depth);
      case 'dictionary':
        return this.object(node, unit, parent, depth);
      case 'identifier':
        return this.name(node, unit, parent, depth, key);
      case 'attribute':
        return this.attribute(node, unit, parent, depth, key);
      case 'call': {
        const callee = calleeName(node, text);
        if (callee === 'model_json_schema') return this.modelSchema(node, unit, parent);
        if (callee && KWARG_OBJECTS.has(callee)) return this.kwargObject(node, unit, parent, depth, CAMEL_CASE_CALLS.has(callee) && callee !== 'Tool');
        if (callee === '__init__' && isToolInit(node, text)) return this.kwargObject(node, unit, parent, depth, false);
        // `"paper_id": _paper_id_property()`: a same-file function without parameters that only returns a literal.
        const helper = callee && node.childForFieldName('function')?.type === 'identifier' ? this.helperValue(node, callee, unit) : undefined;
        if (helper) return this.through({ unit, ...helper }, `${callee}()`, node, unit, parent, depth, key);
        return this.runtime(node, parent, 'a value computed at run time (a call)');
      }
      case 'set':
        return this.runtime(node, parent, 'a set (json.dumps cannot send one)');
      default:
        return this.runtime(node, parent, `a value computed at run time (${node.type.replace(/_/g, ' ')})`);
    }
  }

  /** `Model.model_json_schema()` of a pydantic model in this unit, as pydantic builds it (converters/python). */
  private modelSchema(node: PyNode, unit: PyUnit, parent: JsonNode | undefined): JsonNode {
    const fn = node.childForFieldName('function');
    const cls = fn?.childForFieldName('object');
    const args = node.childForFieldName('arguments');
    if (cls?.type !== 'identifier' || (args?.namedChildCount ?? 0) > 0) return this.runtime(node, parent, 'a model_json_schema() call toollint does not read (arguments, or not on a class name)');
    if (unit !== this.home || this.pin) return this.runtime(node, parent, 'a model defined in another cell');
    const r = pydanticModelSchema(unit.root, unit.text, textOf(cls, unit.text), cls);
    if ('notAnalyzable' in r) return Object.assign(this.runtime(node, parent, 'x'), { [RUNTIME_REASON]: r.notAnalyzable.message });
    (r.node as { parent?: JsonNode }).parent = parent;
    return r.node;
  }

  /** A constant used by name: its one value (read again for each use), or why it has none. */
  private name(node: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number, key?: string): JsonNode | undefined {
    const name = textOf(node, unit.text);
    const found = this.scopes.lookup(name, this.chain, unit.cell);
    if ('reason' in found) return this.runtime(node, parent, found.reason);
    return this.through(found.binding, name, node, unit, parent, depth, key);
  }

  /** `pinHere`: the value is placed at its use (read through `self.x`: its edits replace `self.x` in this tool only). */
  private through(b: { unit: PyUnit; value: PyNode; chain: readonly string[] }, name: string, at: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number, key?: string, pinHere = false): JsonNode | undefined {
    const id = `${b.unit.cell}:${b.value.startIndex}:${b.value.endIndex}`;
    if (this.resolving.has(id)) return this.runtime(at, parent, `\`${name}\` is defined in terms of itself`);
    if (b.value.type === 'dictionary' || b.value.type === 'list' || b.value.type === 'call') this.reached.add(id);
    const pin = this.pin;
    const placesOnly = this.pinPlacesOnly;
    const chain = this.chain;
    if ((b.unit !== this.home || pinHere) && !pin) {
      this.pin = this.span(at);
      this.pinPlacesOnly = b.unit === this.home;
    }
    this.chain = b.chain;
    this.resolving.add(id);
    try {
      const read = this.convert(b.value, b.unit, parent, depth + 1, key);
      if (read && b.unit === unit) {
        markShared(read, this.scopes.isShared(name) ? name : undefined);
        (read as { [WRITTEN_AT]?: Span })[WRITTEN_AT] = this.span(at);
      }
      return read;
    } finally {
      this.resolving.delete(id);
      this.pin = pin;
      this.pinPlacesOnly = placesOnly;
      this.chain = chain;
    }
  }

  /** `Cls.CONST`, `Enum.MEMBER` (its value, as a str or int Enum sends it), `Enum.MEMBER.value` and `.name`. */
  private attribute(node: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number, key?: string): JsonNode | undefined {
    const text = unit.text;
    const obj = node.childForFieldName('object');
    const attr = textOf(node.childForFieldName('attribute'), text);
    let cls: PyNode | null = obj;
    let member = attr;
    let want: 'member' | 'value' | 'name' = 'member';
    if ((attr === 'value' || attr === 'name') && obj?.type === 'attribute') {
      cls = obj.childForFieldName('object');
      member = textOf(obj.childForFieldName('attribute'), text);
      want = attr;
    }
    const clsName = cls?.type === 'identifier' ? textOf(cls, text) : undefined;
    // Gemini's `types.Type.STRING` is the string "STRING".
    if (/^(?:types\.)?Type$/.test(textOf(cls, text)) && /^[A-Z_]+$/.test(member) && !(clsName && this.scopes.classes.has(clsName))) return this.make('string', member, node, parent);
    // `self.name` in a method: what the class or a base gives it (`super().__init__(TOOL_NAME)`), see self-attrs.ts.
    if (clsName === 'self' && want === 'member') {
      // Read once per class and attribute (a class's methods may all use it).
      let cls: PyNode | null = node.parent;
      for (let i = 0; cls && cls.type !== 'class_definition' && i < 10_000; i++) cls = cls.parent;
      const memo = `${unit.cell}:${cls?.startIndex ?? -1}:${member}`;
      let found = this.selfValues.get(memo);
      if (!found) this.selfValues.set(memo, (found = selfAttribute(unit.root, node, member, unit.cell)));
      if ('reason' in found) return this.runtime(node, parent, found.reason);
      return this.through({ unit, ...found }, `self.${member}`, node, unit, parent, depth, key, true);
    }
    if (!clsName) return this.runtime(node, parent, `\`${textOf(node, text)}\` is not a constant of a class in this file`);
    const found = this.scopes.classConstant(clsName, member);
    if (!found.binding) return this.runtime(node, parent, found.reason ?? 'an attribute read at run time');
    if (want === 'name' && found.enumKind) return this.make('string', member, node, parent);
    if (want === 'member' && found.enumKind === 'plain') return this.runtime(node, parent, `\`${clsName}.${member}\` is an Enum member, which json.dumps cannot send (\`.value\` is its value)`);
    if (want !== 'member' && !found.enumKind) return this.runtime(node, parent, `\`${clsName}\` is not an Enum`);
    return this.through(found.binding, `${clsName}.${member}`, node, unit, parent, depth, key);
  }

  private array(node: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number): JsonNode {
    const arr = Object.assign(this.make('array', undefined, node, parent), { children: [] as JsonNode[] });
    for (const el of this.kids(node)) {
      if (el.type === 'comment') continue;
      if (el.type === 'list_splat') {
        const inner = el.firstNamedChild;
        const spread = inner ? this.spread(inner, unit, arr, depth) : undefined;
        if (spread?.type === 'array') for (const c of spread.children ?? []) arr.children.push({ ...c, parent: arr, [WRITTEN_AT]: this.span(el) } as JsonNode);
        else arr.children.push(spread?.value === RUNTIME ? spread : this.runtime(el, arr, 'a spread of a value that is not a list'));
        continue;
      }
      const child = this.convert(el, unit, arr, depth + 1);
      if (child) arr.children.push(child);
    }
    return arr;
  }

  private object(node: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number): JsonNode {
    const obj = Object.assign(this.make('object', undefined, node, parent), { children: [] as JsonNode[] });
    for (const el of this.kids(node)) {
      if (el.type === 'comment') continue;
      if (el.type === 'dictionary_splat') {
        this.splat(el, unit, obj, depth);
        continue;
      }
      if (el.type !== 'pair') {
        obj.children.push(this.property(el, '[computed]', this.runtime(el, obj, 'a dict comprehension or an entry built at run time'), obj));
        continue;
      }
      const [k, v] = this.fields(el, 'key', 'value');
      if (!k || !v) continue;
      // A key is read whatever the budget left (a spent budget makes the value, not the key, unknown).
      const budget = this.budget;
      this.budget = Math.max(this.budget, 8);
      const keyNode = this.convert(k, unit, undefined, depth + 1);
      this.budget = Math.min(this.budget, budget);
      if (keyNode?.type !== 'string') {
        obj.children.push(this.property(el, '[computed]', this.runtime(k, obj, 'a key that is not a string known statically'), obj));
        continue;
      }
      const key = keyNode.value as string;
      if (!TOOL_SLOTS.has(key) && this.isFunction(v, unit)) continue;
      const prop = Object.assign(this.make('property', undefined, el, obj), { children: [] as JsonNode[] });
      const value = this.convert(v, unit, prop, depth + 1, key);
      if (!value) continue;
      prop.children.push(Object.assign(this.make('string', key, k, prop)), value);
      obj.children.push(prop);
    }
    return obj;
  }

  /** `dict(k=v, **more)`, `Tool(name=..., inputSchema=...)`: an object of the keyword arguments (and a leading dict). */
  /**
   * A class whose attributes are a tool (`name = "think"`, `description = ...`, `input_schema = {...}`, class-attrs.ts):
   * an object spanning the class, written as keyword arguments are (its values are edited in place, no key is added).
   */
  attributesObject(cls: PyNode, unit: PyUnit, attrs: { key: string; keyNode: PyNode; statement: PyNode; value: PyNode }[]): JsonNode {
    const obj = Object.assign(this.make('object', undefined, cls, undefined), { children: [] as JsonNode[], [KWARGS]: true });
    for (const a of attrs) {
      const prop = Object.assign(this.make('property', undefined, a.statement, obj), { children: [] as JsonNode[] });
      const value = this.convert(a.value, unit, prop, 1, a.key);
      if (!value) continue;
      prop.children.push(this.make('string', a.key, a.keyNode, prop), value);
      obj.children.push(prop);
    }
    return obj;
  }

  private kwargObject(node: PyNode, unit: PyUnit, parent: JsonNode | undefined, depth: number, camel: boolean): JsonNode {
    const obj = Object.assign(this.make('object', undefined, node, parent), { children: [] as JsonNode[], [KWARGS]: true });
    const args = node.childForFieldName('arguments');
    for (const a of args ? this.kids(args) : []) {
      if (a.type === 'comment') continue;
      if (a.type === 'dictionary_splat') {
        this.splat(a, unit, obj, depth);
        continue;
      }
      if (a.type !== 'keyword_argument') {
        const first = a === args?.firstNamedChild ? this.spread(a, unit, obj, depth) : undefined;
        if (first?.type === 'object') for (const p of first.children ?? []) obj.children.push({ ...p, parent: obj } as JsonNode);
        else obj.children.push(this.property(a, '[positional]', first?.value === RUNTIME ? first : this.runtime(a, obj, 'a positional argument toollint does not read'), obj));
        continue;
      }
      const [k, v] = this.fields(a, 'name', 'value');
      if (!k || !v) continue;
      let key = textOf(k, unit.text);
      if (camel) key = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
      if (!TOOL_SLOTS.has(key) && this.isFunction(v, unit)) continue;
      const prop = Object.assign(this.make('property', undefined, a, obj), { children: [] as JsonNode[] });
      const value = this.convert(v, unit, prop, depth + 1, key);
      if (!value) continue;
      prop.children.push(this.make('string', key, k, prop), value);
      obj.children.push(prop);
    }
    return obj;
  }

  /** `**known`: its members are copied in; anything else stands as one unknown member. */
  private splat(el: PyNode, unit: PyUnit, obj: JsonNode, depth: number): void {
    const inner = el.firstNamedChild;
    const spread = inner ? this.spread(inner, unit, obj, depth) : undefined;
    // A copied member stands where `**name` is written (new members are laid out after it, not after the constant).
    if (spread?.type === 'object') for (const p of spread.children ?? []) obj.children!.push({ ...p, parent: obj, [WRITTEN_AT]: this.span(el) } as JsonNode);
    else obj.children!.push(this.property(el, '**', spread?.value === RUNTIME ? spread : this.runtime(el, obj, 'a spread of a value that is not a dict'), obj));
  }

  /** A spread value: its members are copied, so the constant spread here is still read on its own too. */
  private spread(node: PyNode, unit: PyUnit, parent: JsonNode, depth: number): JsonNode | undefined {
    const reached = this.reached;
    this.reached = new Set();
    try {
      return this.convert(node, unit, parent, depth + 1);
    } finally {
      this.reached = reached;
    }
  }

  private property(at: PyNode, key: string, value: JsonNode, parent: JsonNode): JsonNode {
    const prop = Object.assign(this.make('property', undefined, at, parent), { children: [] as JsonNode[] });
    (value as { parent?: JsonNode }).parent = prop;
    prop.children.push(this.make('string', key, at, prop), value);
    return prop;
  }

  /** What `name()` returns when `name` is a module-level function of this unit without parameters whose body only returns. */
  private helperValue(call: PyNode, name: string, unit: PyUnit): { value: PyNode; chain: string[] } | undefined {
    if (this.kids(call.childForFieldName('arguments')!).some((a) => a.type !== 'comment')) return undefined;
    const found = this.scopes.lookup(name, this.chain, unit.cell);
    if (!('reason' in found) || !/is a function/.test(found.reason)) return undefined;
    const memo = `${unit.cell}:${name}`;
    let def = this.helpers.get(memo);
    if (def === undefined) this.helpers.set(memo, (def = returnOnly(unit.root, name) ?? null));
    return def ? { value: def.value, chain: [`${unit.cell}:${def.fn.startIndex}`, 'module'] } : undefined;
  }

  private isFunction(v: PyNode, unit: PyUnit): boolean {
    if (v.type === 'lambda') return true;
    if (v.type !== 'identifier') return false;
    const found = this.scopes.lookup(textOf(v, unit.text), this.chain, unit.cell);
    return 'reason' in found && /is a function/.test(found.reason);
  }

  /**
   * The value of a string literal, implicit concatenation or `+` over known strings and numbers (Python does not add
   * a string to a number: that is a run-time error, not a value). An f-string part known only at run time makes it
   * unknown, except in a description (`partial`), where it stays as written.
   */
  private joined(node: PyNode, unit: PyUnit, depth: number, partialOk: boolean): string | number | { why: string; mark?: symbol; partial?: string } {
    const pieces: PyNode[] = [];
    const stack = [node];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.type === 'concatenated_string') {
        for (let i = n.namedChildCount - 1; i >= 0; i--) {
          const c = n.namedChild(i);
          if (c && c.type === 'string') stack.push(c);
        }
      } else if (n.type === 'binary_operator' && n.childForFieldName('operator')?.type === '+') {
        const [l, r] = [n.childForFieldName('left'), n.childForFieldName('right')];
        if (!l || !r) return { why: 'an incomplete expression' };
        stack.push(r, l);
      } else pieces.push(n);
      if (pieces.length + stack.length > 100_000) return { why: 'a string joined from too many parts' };
    }
    if (node.type === 'binary_operator' && pieces.length < 2) return { why: 'a value computed at run time (an expression)' };
    let out: string | number | undefined;
    let partial = false;
    for (const p of pieces) {
      let v: string | number;
      if (p.type === 'string') {
        const s = readString(p, unit.text);
        if (s.bytes) return { why: 'a bytes literal (json.dumps cannot send one)' };
        if (s.unknownEscape) return { why: 'a string with an escape toollint does not decode' };
        v = '';
        for (const piece of s.pieces) {
          if ('text' in piece) v += piece.text;
          else {
            const known = this.interpolated(p, piece.at.offset, unit, depth);
            if (known !== undefined) v += known;
            else if (partialOk) (partial = true), (v += piece.interpolation);
            else return { why: `an f-string whose part ${piece.interpolation.slice(0, 60)} is known only at run time` };
          }
        }
      } else {
        const n = this.convert(p, unit, undefined, depth + 1);
        if (n?.value === RUNTIME) {
          const marks = n as unknown as Record<symbol, boolean>;
          if (marks[OVER_BUDGET]) return { why: 'the literal expands too far', mark: OVER_BUDGET };
          return { why: 'a string built at run time (only literals and constants holding them are joined)' };
        }
        if (n?.type !== 'string' && n?.type !== 'number') return { why: 'a value computed at run time (an expression)' };
        v = n.value as string | number;
      }
      if (out === undefined) out = v;
      else if (typeof out === 'number' && typeof v === 'number') out += v;
      else if (typeof out !== typeof v) return { why: 'a `+` of a string and a number (a TypeError in Python)' };
      else if (String(out).length + String(v).length > MAX_JOINED_CHARS) return { why: `the string it joins is longer than ${MAX_JOINED_CHARS.toLocaleString('en-US')} characters`, mark: TOO_LONG };
      else out = `${out}${v}`;
    }
    if (out === undefined) return { why: 'an empty expression' };
    return partial ? { why: '', partial: String(out) } : out;
  }

  /** An f-string's `{NAME}` when NAME is a known string or integer and nothing formats it; undefined otherwise. */
  private interpolated(str: PyNode, offset: number, unit: PyUnit, depth: number): string | undefined {
    for (let c = str.firstNamedChild; c; c = c.nextNamedSibling) {
      if (c.type !== 'interpolation' || c.startIndex !== offset) continue;
      if (c.namedChildCount !== 1) return undefined; // a format spec or a conversion (`!r`, `:>10`)
      const expr = c.childForFieldName('expression') ?? c.firstNamedChild;
      if (!expr) return undefined;
      const n = this.convert(expr, unit, undefined, depth + 1);
      if (n?.type === 'string') return n.value as string;
      if (n?.type === 'number' && Number.isInteger(n.value)) return String(n.value);
      return undefined;
    }
    return undefined;
  }
}

/** The last name of a call's callee: `types.Tool(...)` -> Tool. */
export function calleeName(call: PyNode, text: string): string | undefined {
  const fn = call.childForFieldName('function');
  if (fn?.type === 'identifier') return textOf(fn, text);
  if (fn?.type === 'attribute') return textOf(fn.childForFieldName('attribute'), text);
  return undefined;
}

/** A number literal as Python reads it (`1_000`, `0x1F`, `-2.5`); undefined for complex numbers and expressions. */
function numberOf(node: PyNode, text: string): number | undefined {
  if (node.type === 'unary_operator') {
    const op = node.childForFieldName('operator')?.type;
    const arg = node.childForFieldName('argument');
    if (!arg || (op !== '-' && op !== '+') || (arg.type !== 'integer' && arg.type !== 'float')) return undefined;
    const v = numberOf(arg, text);
    return v === undefined ? undefined : op === '-' ? -v : v;
  }
  const s = textOf(node, text).replace(/_/g, '');
  if (/[jJ]$/.test(s)) return undefined;
  const v = /^0[0-7]+$/.test(s) ? NaN : Number(s.replace(/^0+(?=\d)/, ''));
  return Number.isFinite(v) ? v : undefined;
}

/** A module-level `def name():` whose body is a docstring or comments and one `return {...}` or `return [...]`. */
function returnOnly(root: PyNode, name: string): { fn: PyNode; value: PyNode } | undefined {
  for (const st of root.namedChildren) {
    if (st?.type !== 'function_definition' || st.childForFieldName('name')?.text !== name) continue;
    if ((st.childForFieldName('parameters')?.namedChildCount ?? 1) > 0) return undefined;
    const body = (st.childForFieldName('body')?.namedChildren ?? []).filter((c) => c && c.type !== 'comment') as PyNode[];
    const rest = body[0]?.type === 'expression_statement' && body[0].namedChildren[0]?.type === 'string' ? body.slice(1) : body;
    const value = rest.length === 1 && rest[0]!.type === 'return_statement' ? rest[0]!.namedChildren[0] : undefined;
    return value && (value.type === 'dictionary' || value.type === 'list') ? { fn: st, value } : undefined;
  }
  return undefined;
}
