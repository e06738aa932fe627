// Which statements of a scope bind a name (defs and assignments, also inside its if/try/with blocks), indexed once per
// block so that each lookup is constant: the registration reader and agents-as-tool.ts look names up through it.
import type { Module } from './module';
import type { PyNode } from './syntax';

const MAX_SCOPE_DEPTH = 200;
const MAX_NESTING = 6;

/** Per block (by node id), the statements that bind each name, in order: indexed once, so each lookup is constant. */
const blockIndexes = new WeakMap<Module, Map<number, Map<string, PyNode[]>>>();

/** The statements of a block (and of its if/try/with blocks, MAX_NESTING deep) that bind a name: defs and assignments. */
export function bindingsOf(mod: Module, block: PyNode): Map<string, PyNode[]> {
  let byBlock = blockIndexes.get(mod);
  if (!byBlock) blockIndexes.set(mod, (byBlock = new Map()));
  const known = byBlock.get(block.id);
  if (known) return known;
  const index = new Map<string, PyNode[]>();
  const add = (name: string | undefined, st: PyNode) => {
    if (!name) return;
    const list = index.get(name);
    if (list) list.push(st);
    else index.set(name, [st]);
  };
  const walk = (b: PyNode, nesting: number) => {
    for (const st of b.namedChildren) {
      if (!st) continue;
      const def = st.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
      if (def?.type === 'function_definition') add(def.childForFieldName('name')?.text, st);
      else if (st.type === 'expression_statement') {
        const a = st.namedChildren[0];
        const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
        if (left?.type === 'identifier') add(left.text, st);
      } else if (nesting < MAX_NESTING && /^(?:if|try|with|else|elif|except|finally)_(?:statement|clause)$|^block$/.test(st.type)) {
        for (const c of st.namedChildren) if (c && (c.type === 'block' || /_clause$/.test(c.type))) walk(c, nesting + 1);
      }
    }
  };
  walk(block, 0);
  byBlock.set(block.id, index);
  return index;
}

/** The value a name is assigned in the nearest scope that binds it, if that is its one binding and an assignment. */
export function assignedOnce(mod: Module, id: PyNode): PyNode | undefined {
  let p: PyNode | null = id.parent;
  for (let depth = 0; p && depth < MAX_SCOPE_DEPTH; depth++, p = p.parent) {
    const body = p.type === 'function_definition' ? p.childForFieldName('body') : p.type === 'module' ? p : undefined;
    if (!body) continue;
    const list = bindingsOf(mod, body).get(id.text);
    if (!list) continue;
    return list.length === 1 ? (list[0]!.namedChildren[0]?.childForFieldName('right') ?? undefined) : undefined;
  }
  return undefined;
}
