// Finding, reading and validating toollint.config.json (JSONC). File access is passed in: the engine stays pure.
import Ajv, { type ValidateFunction } from 'ajv';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { unknownTargets } from '../targets';
import type { ToollintConfig } from './config';
import { buildConfigSchema, CONFIG_FILE_NAME } from './schema';

export interface ConfigFileSystem {
  readFile(path: string): string;
  exists(path: string): boolean;
  dirname(path: string): string;
  join(dir: string, name: string): string;
}

export type ConfigRead = { config: ToollintConfig; error?: undefined } | { config?: undefined; error: string };

let validate: ValidateFunction | undefined;

/** Parses and validates the text of a config file; a clear error instead of an exception. */
export function parseConfigText(text: string, file: string): ConfigRead {
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length) return { error: `Config file ${file} does not parse: ${printParseErrorCode(errors[0]!.error)} at offset ${errors[0]!.offset}.` };
  validate ??= new Ajv({ allErrors: true, strict: false }).compile(buildConfigSchema());
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
    );
    return { error: `Config file ${file} is invalid:\n  ${problems.join('\n  ')}` };
  }
  const config = value as ToollintConfig;
  const unknown = unknownTargets(config.targets ?? []);
  if (unknown.length) return { error: `Config file ${file} names unknown targets: ${unknown.join(', ')}.` };
  return { config };
}

export function readConfigFile(fs: ConfigFileSystem, file: string): ConfigRead {
  let text: string;
  try {
    text = fs.readFile(file);
  } catch (error) {
    return { error: `Cannot read config file ${file}: ${(error as { code?: string }).code ?? String(error)}.` };
  }
  return parseConfigText(text, file);
}

/** Finds the nearest toollint.config.json at or above a directory, caching per directory. */
export class ConfigFinder {
  private readonly byDir = new Map<string, string | null>();
  constructor(private readonly fs: ConfigFileSystem) {}

  find(startDir: string): string | undefined {
    const seen: string[] = [];
    let dir = startDir;
    let found: string | null | undefined;
    while (true) {
      const cached = this.byDir.get(dir);
      if (cached !== undefined) {
        found = cached;
        break;
      }
      seen.push(dir);
      const candidate = this.fs.join(dir, CONFIG_FILE_NAME);
      if (this.fs.exists(candidate)) {
        found = candidate;
        break;
      }
      const parent = this.fs.dirname(dir);
      if (parent === dir) {
        found = null;
        break;
      }
      dir = parent;
    }
    for (const d of seen) this.byDir.set(d, found ?? null);
    return found ?? undefined;
  }

  /** Forget cached lookups (a config file was created or deleted). */
  clear(): void {
    this.byDir.clear();
  }
}
