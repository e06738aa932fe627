// Reading files from disk, for the CLI and the language server's config files (the engine itself never touches fs).
import { closeSync, constants, existsSync, fstatSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NotRegularFileError } from '../../shared/src/config/errors';
import type { ConfigFileSystem } from '../../shared/src/config/file';

/**
 * Reads a regular file whole. Anything else (a FIFO, socket or device) throws NotRegularFileError before a byte is
 * read: the type is checked before opening, and again on the open descriptor (opened non-blocking, so a FIFO that
 * appears in between cannot block the open either).
 */
export function readRegularFile(path: string | Buffer): Buffer {
  if (!statSync(path).isFile()) throw new NotRegularFileError(path);
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    if (!fstatSync(fd).isFile()) throw new NotRegularFileError(path);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Config files on disk: regular files only. */
export const nodeConfigFs: ConfigFileSystem = {
  readFile: (p) => readRegularFile(p).toString('utf8'),
  exists: (p) => existsSync(p),
  dirname,
  join,
};

/** Largest file read for a value another file imports (a generated bundle is no place for tool texts). */
const MAX_IMPORTED_FILE = 4 * 1024 * 1024;

/**
 * The engine's readFile for imported values: regular UTF-8 files up to 4 MB, never inside node_modules, each read
 * once per run (the cache is shared by every file the run lints).
 */
export function cachedWorkspaceReader(): (path: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (path) => {
    if (cache.has(path)) return cache.get(path);
    let text: string | undefined;
    try {
      if (!/[\\/]node_modules[\\/]/.test(path) && statSync(path).size <= MAX_IMPORTED_FILE) text = readRegularFile(path).toString('utf8');
    } catch {
      text = undefined;
    }
    cache.set(path, text);
    return text;
  };
}
