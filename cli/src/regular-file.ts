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
