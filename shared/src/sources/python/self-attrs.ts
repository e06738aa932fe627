// `self.name` inside a method, read statically: the one value the class (or a same-file base class) gives the
// attribute, as a class attribute (`name = "search"`), a `self.name = "..."` in a method, or a base's
// `self.name = tool_name` whose `__init__` parameter the subclass passes as a literal or a constant
// (`super().__init__(TOOL_NAME)`, `Base.__init__(self, name=TOOL_NAME)`). Anything assigned twice, or set from a value
// that comes from outside the classes (an argument of the instance's construction), is not known: its reason says why.
import type { PyNode } from './parser';

const MODULE = 'module';
/** How many classes up a base chain are read (a bound on any input). */
const MAX_BASES = 8;

export type SelfValue = { value: PyNode; chain: string[] } | { reason: string };

/** The scope chain of a module-level class's method (PyScopes keys a function's scope by cell and start). */
function methodChain(cell: number, fn: PyNode): string[] {
  return [`${cell}:${fn.startIndex}`, MODULE];
}

/** The module-level class statements of a tree, by name. */
function moduleClasses(root: PyNode): Map<string, PyNode> {
  const out = new Map<string, PyNode>();
  for (const st of root.namedChildren) {
    const c = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
    const name = c?.type === 'class_definition' ? c.childForFieldName('name')?.text : undefined;
    if (name) out.set(name, c!);
  }
  return out;
}

function methods(cls: PyNode): PyNode[] {
  const out: PyNode[] = [];
  for (const st of cls.childForFieldName('body')?.namedChildren ?? []) {
    const d = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
    if (d?.type === 'function_definition') out.push(d);
  }
  return out;
}

/** The parameters of a function, in order (self included), with their default values. */
function parameters(fn: PyNode): { name: string; dflt?: PyNode }[] {
  const out: { name: string; dflt?: PyNode }[] = [];
  for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!p) continue;
    if (p.type === 'identifier') out.push({ name: p.text });
    else if (p.type === 'typed_parameter') out.push({ name: p.namedChildren[0]?.text ?? '' });
    else if (p.type === 'default_parameter' || p.type === 'typed_default_parameter') out.push({ name: p.childForFieldName('name')?.text ?? '', dflt: p.childForFieldName('value') ?? undefined });
    else out.push({ name: '' });
  }
  return out;
}

/** `self.attr = value` statements directly in a method's body (and its if/try/with blocks), not in nested defs. */
function selfAssignments(fn: PyNode, attr: string): PyNode[] {
  const out: PyNode[] = [];
  const stack: PyNode[] = [fn.childForFieldName('body')!].filter(Boolean);
  let budget = 10_000;
  while (stack.length && budget-- > 0) {
    const n = stack.pop()!;
    if (n.type === 'function_definition' || n.type === 'class_definition' || n.type === 'lambda') continue;
    if (n.type === 'assignment' || n.type === 'augmented_assignment') {
      const left = n.childForFieldName('left');
      if (left?.type === 'attribute' && left.childForFieldName('object')?.text === 'self' && left.childForFieldName('attribute')?.text === attr) out.push(n);
    }
    for (const c of n.namedChildren) if (c) stack.push(c);
  }
  return out;
}

/** The call a subclass's `__init__` makes to its base's: `super().__init__(...)` or `Base.__init__(self, ...)`. */
function superInit(init: PyNode, base: string): { call: PyNode; skip: number } | undefined {
  for (const call of init.descendantsOfType('call')) {
    const fn = call?.childForFieldName('function');
    if (fn?.type !== 'attribute' || fn.childForFieldName('attribute')?.text !== '__init__') continue;
    const obj = fn.childForFieldName('object');
    if (obj?.type === 'call' && obj.childForFieldName('function')?.text === 'super') return { call: call!, skip: 0 };
    if (obj?.text === base) return { call: call!, skip: 1 };
  }
  return undefined;
}

/** The argument a call passes for parameter `i` (self not counted) or `name`. */
function argumentFor(call: PyNode, skip: number, i: number, name: string): PyNode | undefined | 'spread' {
  let pos = -skip;
  for (const a of call.childForFieldName('arguments')?.namedChildren ?? []) {
    if (!a || a.type === 'comment') continue;
    if (a.type === 'list_splat' || a.type === 'dictionary_splat') return 'spread';
    if (a.type === 'keyword_argument') {
      if (a.childForFieldName('name')?.text === name) return a.childForFieldName('value') ?? undefined;
      continue;
    }
    if (pos === i) return a;
    pos++;
  }
  return undefined;
}

/** What `self.<attr>` is, read in a method of a module-level class of `root` (unit `cell`). */
export function selfAttribute(root: PyNode, at: PyNode, attr: string, cell: number): SelfValue {
  let cls: PyNode | null = at.parent;
  while (cls && cls.type !== 'class_definition') cls = cls.parent;
  const classes = moduleClasses(root);
  const name = cls?.childForFieldName('name')?.text;
  if (!cls || !name || classes.get(name)?.startIndex !== cls.startIndex) return { reason: `\`self.${attr}\` is read outside a module-level class` };
  // Each class up the chain, with the call its subclass's __init__ makes to its __init__ (undefined for the first).
  let passed: { call: PyNode; skip: number; chain: string[] } | undefined;
  for (let k = 0; k < MAX_BASES && cls; k++) {
    const found: SelfValue[] = [];
    for (const st of cls.childForFieldName('body')?.namedChildren ?? []) {
      const a = st?.type === 'expression_statement' ? st.namedChildren[0] : undefined;
      const right = a?.type === 'assignment' ? a.childForFieldName('right') : undefined;
      if (a?.childForFieldName('left')?.text === attr && right) found.push({ value: right, chain: [MODULE] });
    }
    const own = methods(cls);
    const init = own.find((m) => m.childForFieldName('name')?.text === '__init__');
    for (const m of own) {
      for (const asg of selfAssignments(m, attr)) {
        const value = asg.type === 'assignment' ? asg.childForFieldName('right') : undefined;
        if (!value) {
          found.push({ reason: `\`self.${attr}\` is changed in place` });
          continue;
        }
        const params = m === init ? parameters(m) : [];
        const pi = value.type === 'identifier' ? params.findIndex((p) => p.name === value.text) : -1;
        if (pi <= 0) {
          found.push({ value, chain: methodChain(cell, m) });
          continue;
        }
        // `self.name = tool_name`: what the subclass passes for the parameter (or its default).
        const given = passed ? argumentFor(passed.call, passed.skip, pi - 1, params[pi]!.name) : undefined;
        if (given === 'spread') found.push({ reason: `\`self.${attr}\` is set from arguments passed with * or **` });
        else if (given) found.push({ value: given, chain: passed!.chain });
        else if (passed && params[pi]!.dflt) found.push({ value: params[pi]!.dflt!, chain: [MODULE] });
        else found.push({ reason: `\`self.${attr}\` is set from \`${value.text}\`, an argument given when the object is made` });
      }
    }
    if (found.length > 1) return { reason: `\`self.${attr}\` is assigned more than once in \`${cls.childForFieldName('name')?.text}\`` };
    if (found.length === 1) return found[0]!;
    // Not set here: the first same-file base, with what this class's __init__ passes to it (or, without an __init__, what
    // was passed to this one).
    const bases: (PyNode | null)[] = (cls.childForFieldName('superclasses')?.namedChildren ?? []).filter((b) => b && b.type === 'identifier' && classes.has(b.text));
    const base: PyNode | null | undefined = bases[0];
    if (!base) return { reason: `\`self.${attr}\` is not assigned in \`${cls.childForFieldName('name')?.text}\` or a base class of this file` };
    if (init) {
      const sup = superInit(init, base.text);
      passed = sup ? { ...sup, chain: methodChain(cell, init) } : undefined;
    }
    cls = classes.get(base.text) ?? null;
  }
  return { reason: `\`self.${attr}\` is set too many base classes up` };
}
