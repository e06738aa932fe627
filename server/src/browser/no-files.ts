// The server's file access (cli/src/regular-file.ts) in the browser worker, which has no file system: no config file
// exists (settings come from the client) and no other file of the workspace is read (an imported value is then not
// analysed, as the engine does without readFile).
import type { ConfigFileSystem } from '../../../shared/src/config/file';
import { dirname, join } from './path';

export const nodeConfigFs: ConfigFileSystem = {
  readFile: (p) => {
    throw new Error(`${p}: no file system in the browser`);
  },
  exists: () => false,
  dirname,
  join,
};

export function readRegularFile(path: string): never {
  throw new Error(`${path}: no file system in the browser`);
}

export function cachedWorkspaceReader(): (path: string) => string | undefined {
  return () => undefined;
}
