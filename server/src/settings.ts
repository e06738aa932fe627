// The `toollint.*` editor settings, merged with toollint.config.json (the file the CLI reads wins).
import { dirname } from 'node:path';
import type { ToollintConfig } from '../../shared/src/config/config';
import { ConfigFinder, readConfigFile } from '../../shared/src/config/file';
import { nodeConfigFs as fs } from '../../cli/src/regular-file';
import { checkTargets } from '../../shared/src/config/targets';
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
  /** What is wrong with the settings, in words; the server shows it as an error (once per change). */
  problems?: string[];
}

export const DEFAULT_SETTINGS: EditorSettings = { enable: true, run: 'onType' };

/**
 * `toollint.targets`, checked as the CLI checks --targets: an empty list or an unknown id is a problem (it would
 * check nothing, or be ignored), and the valid part of the list, or else the defaults, is used instead.
 */
function readTargets(value: unknown, problems: string[]): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const name = 'The setting toollint.targets';
  const { targets, problem } = checkTargets(Array.isArray(value) ? value : [value], name);
  if (problem) problems.push(`${problem} Checking ${targets.join(', ')} instead.`);
  return targets;
}

/** Takes the known keys of the `toollint` section, ignoring anything malformed (a bad target list is a problem). */
export function readSettings(raw: unknown): EditorSettings {
  const s = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const num = (k: string) => (typeof s[k] === 'number' && Number.isFinite(s[k]) ? (s[k] as number) : undefined);
  const problems: string[] = [];
  return {
    enable: s.enable !== false,
    run: s.run === 'onSave' ? 'onSave' : 'onType',
    targets: readTargets(s.targets, problems),
    warnAboveTokens: num('warnAboveTokens'),
    maxDescriptionChars: num('maxDescriptionChars'),
    maxPropertyDescriptionChars: num('maxPropertyDescriptionChars'),
    charsPerToken: num('charsPerToken'),
    model: typeof s.model === 'string' && s.model ? s.model : undefined,
    rules: s.rules && typeof s.rules === 'object' ? (s.rules as Record<string, SeveritySetting>) : undefined,
    maxFileSize: num('maxFileSize'),
    ...(problems.length ? { problems } : {}),
  };
}

/** Says each problem with the settings once: again only after the settings changed to a different problem. */
export class SettingsProblems {
  private shown: string | undefined;

  /** The message to show for these settings now, if any. */
  update(settings: EditorSettings): string | undefined {
    const text = settings.problems?.length ? `toollint: ${settings.problems.join(' ')}` : undefined;
    if (text === this.shown) return undefined;
    this.shown = text;
    return text;
  }
}

export class ConfigResolver {
  private readonly finder = new ConfigFinder(fs);
  private readonly files = new Map<string, { config?: ToollintConfig; error?: string }>();

  /** Settings, then the nearest config file over them; `error` when that file is broken. */
  configFor(settings: EditorSettings, filePath: string | undefined): { config: ToollintConfig; error?: string; file?: string } {
    const { enable: _enable, run: _run, problems: _problems, ...fromSettings } = settings;
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
