// The `toollint.*` editor settings, merged with toollint.config.json (the file the CLI reads wins).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ToollintConfig } from '../../shared/src/config/config';
import { ConfigFinder, readConfigFile, type ConfigFileSystem } from '../../shared/src/config/file';
import type { SeveritySetting } from '../../shared/src/types';

export interface EditorSettings {
  enable: boolean;
  run: 'onType' | 'onSave';
  targets?: string[];
  warnAboveTokens?: number;
  maxDescriptionChars?: number;
  maxPropertyDescriptionChars?: number;
  charsPerToken?: number;
  model?: string;
  rules?: Record<string, SeveritySetting>;
  maxFileSize?: number;
}

export const DEFAULT_SETTINGS: EditorSettings = { enable: true, run: 'onType' };

/** Takes the known keys of the `toollint` section, ignoring anything malformed. */
export function readSettings(raw: unknown): EditorSettings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const num = (k: string) => (typeof s[k] === 'number' && Number.isFinite(s[k]) ? (s[k] as number) : undefined);
  return {
    enable: s.enable !== false,
    run: s.run === 'onSave' ? 'onSave' : 'onType',
    targets: Array.isArray(s.targets) && s.targets.length && s.targets.every((t) => typeof t === 'string') ? (s.targets as string[]) : undefined,
    warnAboveTokens: num('warnAboveTokens'),
    maxDescriptionChars: num('maxDescriptionChars'),
    maxPropertyDescriptionChars: num('maxPropertyDescriptionChars'),
    charsPerToken: num('charsPerToken'),
    model: typeof s.model === 'string' && s.model ? s.model : undefined,
    rules: s.rules && typeof s.rules === 'object' ? (s.rules as Record<string, SeveritySetting>) : undefined,
    maxFileSize: num('maxFileSize'),
  };
}

const fs: ConfigFileSystem = { readFile: (p) => readFileSync(p, 'utf8'), exists: existsSync, dirname, join };

export class ConfigResolver {
  private readonly finder = new ConfigFinder(fs);
  private readonly files = new Map<string, { config?: ToollintConfig; error?: string }>();

  /** Settings, then the nearest config file over them; `error` when that file is broken. */
  configFor(settings: EditorSettings, filePath: string | undefined): { config: ToollintConfig; error?: string; file?: string } {
    const { enable: _enable, run: _run, ...fromSettings } = settings;
    if (!filePath) return { config: fromSettings };
    const file = this.finder.find(dirname(filePath));
    if (!file) return { config: fromSettings };
    let read = this.files.get(file);
    if (!read) this.files.set(file, (read = readConfigFile(fs, file)));
    if (read.error !== undefined) return { config: fromSettings, error: read.error, file };
    return { config: { ...fromSettings, ...read.config, rules: { ...fromSettings.rules, ...read.config!.rules } }, file };
  }

  /** A config file changed, appeared or went away. */
  reset(): void {
    this.finder.clear();
    this.files.clear();
  }
}
