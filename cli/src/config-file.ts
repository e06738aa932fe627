// The CLI's view of config files: node's fs, and a broken file is a usage error (exit 2).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ToollintConfig } from '../../shared/src/config/config';
import { ConfigFinder as Finder, readConfigFile as read, type ConfigFileSystem } from '../../shared/src/config/file';
import { UsageError } from './args';

export const nodeConfigFs: ConfigFileSystem = {
  readFile: (p) => readFileSync(p, 'utf8'),
  exists: (p) => existsSync(p),
  dirname,
  join,
};

export function readConfigFile(file: string): ToollintConfig {
  const r = read(nodeConfigFs, file);
  if (r.error !== undefined) throw new UsageError(r.error);
  return r.config;
}

export class ConfigFinder extends Finder {
  constructor() {
    super(nodeConfigFs);
  }

  override find(startDir: string): string | undefined {
    return super.find(resolve(startDir));
  }
}
