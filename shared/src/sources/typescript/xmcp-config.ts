// Where an xmcp project keeps its tools: `paths.tools` of its xmcp.config (a folder relative to the project root,
// `false` for none; xmcp's default is `src/tools`), read from the text of the config beside the project's nearest
// package.json, never run. Without a config, or where it is not a literal toollint reads, the default layout holds.
import { parse as parseJsonc } from 'jsonc-parser';
import type * as TS from 'typescript';
import { type ImportContext, readText } from './module-files';
import { preorder } from './ts-walk';

const CONFIG_FILES = ['xmcp.config.ts', 'xmcp.config.js', 'xmcp.config.mjs', 'xmcp.config.cjs', 'xmcp.config.json'];
/** The tools folder, by project root, per reading (the language server re-reads when the config changes). */
const byReading = new WeakMap<ImportContext, Map<string, ToolsFolder>>();
/** The project root of each folder asked about, per reading. */
const rootsByReading = new WeakMap<ImportContext, Map<string, string | undefined>>();

/** The project's root and its tools folder (relative, `/`-separated); `folder: false` when the config turns tools off. */
export interface ToolsFolder {
  root: string;
  folder: string | false;
}

/** The tools folder of the xmcp project `path` belongs to, when an xmcp.config there names one; else undefined. */
export function configuredToolsFolder(ts: typeof TS, path: string, ctx: ImportContext | undefined): ToolsFolder | undefined {
  if (!ctx) return undefined;
  const p = path.replace(/\\/g, '/');
  const start = p.slice(0, Math.max(0, p.lastIndexOf('/')));
  // The walk up to the project's package.json, once per folder and reading (every tool module of a folder asks).
  let roots = rootsByReading.get(ctx);
  if (!roots) rootsByReading.set(ctx, (roots = new Map()));
  if (!roots.has(start)) roots.set(start, projectRoot(start, ctx));
  const root = roots.get(start);
  return root === undefined ? undefined : folderAt(ts, root, ctx);
}

/** The folder of the nearest package.json at or above `dir`. */
function projectRoot(dir: string, ctx: ImportContext): string | undefined {
  for (let i = 0; i < 32; i++) {
    if (readText(ctx, within(dir, 'package.json')) !== undefined) return dir;
    if (!dir || dir === '/') break;
    dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/')));
  }
  return undefined;
}

function within(dir: string, name: string): string {
  return dir ? `${dir}/${name}` : name;
}

function folderAt(ts: typeof TS, root: string, ctx: ImportContext): ToolsFolder | undefined {
  let known = byReading.get(ctx);
  if (!known) byReading.set(ctx, (known = new Map()));
  if (known.has(root)) return known.get(root);
  let found: ToolsFolder | undefined;
  for (const name of CONFIG_FILES) {
    const file = within(root, name);
    const text = readText(ctx, file);
    if (text === undefined) continue;
    ctx.reads.add(file);
    const tools = name.endsWith('.json') ? jsonTools(text) : sourceTools(ts, name, text);
    if (tools !== undefined) found = { root, folder: tools === false ? false : trimSlashes(tools) };
    break;
  }
  known.set(root, found as ToolsFolder);
  return found;
}

/** `./tools/` -> `tools` (a loop, not a regex: no backtracking on a long run of slashes). */
function trimSlashes(folder: string): string {
  let start = folder.startsWith('./') ? 2 : 0;
  while (folder[start] === '/') start++;
  let end = folder.length;
  while (end > start && folder[end - 1] === '/') end--;
  return folder.slice(start, end);
}

function jsonTools(text: string): string | false | undefined {
  const json = parseJsonc(text) as { paths?: { tools?: unknown } } | undefined;
  const tools = json && typeof json === 'object' ? json.paths?.tools : undefined;
  return typeof tools === 'string' || tools === false ? tools : undefined;
}

/** `paths: { tools: "..." | false }` in the config's object literals (the default export's, or a const it names). */
function sourceTools(ts: typeof TS, name: string, text: string): string | false | undefined {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false);
  // Depth-first over the syntax tree (preorder keeps its own stack: a config of any nesting costs no call stack).
  let found: string | false | undefined;
  preorder(ts, source, (node) => {
    if (found !== undefined || !ts.isPropertyAssignment(node) || !(ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) || node.name.text !== 'paths' || !ts.isObjectLiteralExpression(node.initializer)) return;
    for (const p of node.initializer.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || p.name.text !== 'tools') continue;
      const v = p.initializer;
      if (ts.isStringLiteral(v) || ts.isNoSubstitutionTemplateLiteral(v)) found = v.text;
      else if (v.kind === ts.SyntaxKind.FalseKeyword) found = false;
    }
  });
  return found;
}
