// Finds, reads and validates toollint.config.json files (JSONC), walking up from each linted file.
import Ajv from 'ajv';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ToollintConfig } from '../../shared/src/config/config';
import { buildConfigSchema, CONFIG_FILE_NAME } from '../../shared/src/config/schema';
import { unknownTargets } from '../../shared/src/targets';
import { UsageError } from './args';

let validate: ReturnType<Ajv['compile']> | undefined;

/** Reads and validates one config file; throws UsageError with a clear message when it is broken. */
export function readConfigFile(file: string): ToollintConfig {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`Cannot read config file ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length) throw new UsageError(`Config file ${file} does not parse: ${printParseErrorCode(errors[0]!.error)} at offset ${errors[0]!.offset}.`);
  validate ??= new Ajv({ allErrors: true, strict: false }).compile(buildConfigSchema());
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`);
    throw new UsageError(`Config file ${file} is invalid:\n  ${problems.join('\n  ')}`);
  }
  const config = value as ToollintConfig;
  const unknown = unknownTargets(config.targets ?? []);
  if (unknown.length) throw new UsageError(`Config file ${file} names unknown targets: ${unknown.join(', ')}.`);
  return config;
}

/** Finds the nearest toollint.config.json at or above a directory, caching per directory. */
export class ConfigFinder {
  private readonly byDir = new Map<string, string | null>();

  find(startDir: string): string | undefined {
    const seen: string[] = [];
    let dir = resolve(startDir);
    let found: string | null | undefined;
    while (true) {
      const cached = this.byDir.get(dir);
      if (cached !== undefined) {
        found = cached;
        break;
      }
      seen.push(dir);
      const candidate = join(dir, CONFIG_FILE_NAME);
      if (existsSync(candidate)) {
        found = candidate;
        break;
      }
      const parent = dirname(dir);
      if (parent === dir) {
        found = null;
        break;
      }
      dir = parent;
    }
    for (const d of seen) this.byDir.set(d, found ?? null);
    return found ?? undefined;
  }
}
