// node:path's dirname and join for the browser worker, over the '/'-separated paths a URI's path has. No regular
// expression: /\/+$/ backtracks quadratically on a long run of slashes that is not at the end.

/** `p` without its trailing slashes. */
function trimEnd(p: string): string {
  let end = p.length;
  while (end > 0 && p[end - 1] === '/') end--;
  return p.slice(0, end);
}

export function dirname(p: string): string {
  const trimmed = trimEnd(p);
  if (trimmed === '' && p !== '') return '/';
  const i = trimmed.lastIndexOf('/');
  return i < 0 ? '.' : i === 0 ? '/' : p.slice(0, i);
}

export function join(dir: string, name: string): string {
  let start = 0;
  while (start < name.length && name[start] === '/') start++;
  return `${trimEnd(dir)}/${name.slice(start)}`;
}
