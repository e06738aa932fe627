// Posix paths for the readers that follow imports (TypeScript and Python): the engine has no node built-ins, so it
// joins and normalises paths itself. Windows separators are taken as `/`; a drive (`C:`) stays at the start.

export function normalizePath(path: string): string {
  const abs = path.startsWith('/');
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length && out[out.length - 1] !== '..') out.pop();
      else if (!abs) out.push('..');
    } else out.push(part);
  }
  const drive = /^[A-Za-z]:$/.test(out[0] ?? '');
  return (abs && !drive ? '/' : '') + out.join('/');
}

export function dirname(path: string): string {
  const p = normalizePath(path);
  const i = p.lastIndexOf('/');
  return i <= 0 ? (p.startsWith('/') ? '/' : '.') : p.slice(0, i);
}

/** `rel` from the folder `dir` (an absolute `rel` stands as it is). */
export function joinPath(dir: string, rel: string): string {
  return normalizePath(rel.startsWith('/') ? rel : `${dir}/${rel}`);
}
