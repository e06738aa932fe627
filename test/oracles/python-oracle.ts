// Shared by the Python oracle tests: toollint's static reading of a fixture, and the real library's (the driver
// python_tools.py run in the venv on the fixture's own code), both as plain JSON in the order each wrote it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Node } from 'jsonc-parser';
import { pythonTools, type PythonImportContext, withPythonImports } from '../../shared/src/converters/python';
import { loadPython, parsePython } from '../../shared/src/sources/python/parser';

const ROOT = join(__dirname, '..', '..');
export const FIXTURES = join(ROOT, 'test/fixtures/python/functions');
/** Fixture packages: tools whose models are imported from the package's other files. */
export const PACKAGES = join(FIXTURES, 'packages');

/** A jsonc node as a plain value (keys in node order). */
export function plainOf(n: Node): unknown {
  if (n.type === 'object') return Object.fromEntries((n.children ?? []).map((p) => [p.children![0].value as string, plainOf(p.children![1])]));
  if (n.type === 'array') return (n.children ?? []).map(plainOf);
  return n.value;
}

/** Reads a fixture's neighbours from the disk (the CLI's readFile does the same), recording what was read. */
export function diskContext(path: string, reads = new Set<string>()): PythonImportContext {
  const readFile = (p: string) => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      return undefined;
    }
  };
  return { path, readFile, parse: (t) => parsePython(t), reads };
}

export async function staticTools(file: string, reads?: Set<string>): Promise<{ library: string; tool: unknown; notAnalyzable?: string }[]> {
  await loadPython();
  const text = readFileSync(file, 'utf8');
  const tree = parsePython(text)!;
  try {
    return withPythonImports(diskContext(resolve(file), reads), () => pythonTools(tree.rootNode, text)).map((t) => ({ library: t.library, tool: t.node ? plainOf(t.node) : undefined, ...(t.notAnalyzable ? { notAnalyzable: t.notAnalyzable.message } : {}) }));
  } finally {
    tree.delete();
  }
}

let python: string | undefined;
export function venvPython(): string {
  python ??= execFileSync('bash', [join(ROOT, 'scripts/python-venv.sh')], { encoding: 'utf8' }).trim().split('\n').pop()!;
  return python;
}

export function realTools(file: string): { library: string; tool: Record<string, unknown> }[] {
  const out = execFileSync(venvPython(), [join(__dirname, 'python_tools.py'), resolve(file)], { encoding: 'utf8', cwd: FIXTURES, env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1', FASTMCP_CHECK_FOR_UPDATES: 'off' } });
  return JSON.parse(out);
}
