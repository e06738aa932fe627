// Finding, reading and validating toollint.config.json (JSONC). File access is passed in: the engine stays pure.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ToollintConfig } from './config';
import { looksUtf16 } from './encoding';
import { describeFsError } from './errors';
// Precompiled (config-validator.js, written by scripts/write-config-validator.ts): no schema is compiled at run time.
import { validateConfig as validate } from './config-validator';
import { CONFIG_FILE_NAME } from './schema';
import { checkTargets } from './targets';

export interface ConfigFileSystem {
  readFile(path: string): string;
  exists(path: string): boolean;
  dirname(path: string): string;
  join(dir: string, name: string): string;
}

export type ConfigRead = { config: ToollintConfig; error?: undefined } | { config?: undefined; error: string };

const PARSE_ERROR_WORDS: Partial<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected a closing brace',
  CloseBracketExpected: 'expected a closing bracket',
  EndOfFileExpected: 'expected the end of the file',
  InvalidCommentToken: 'invalid comment',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'control character in a string',
};

/** 1-based line and column (UTF-16 units) of an offset; \r\n, \n and \r each end a line. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

/** A jsonc-parser error in words, with where it is: "line 3, column 5: expected a comma". */
export function describeParseError(text: string, error: ParseError): string {
  const { line, column } = lineColumn(text, error.offset);
  const code = printParseErrorCode(error.error);
  return `line ${line}, column ${column}: ${PARSE_ERROR_WORDS[code] ?? code}`;
}

/** Parses and validates the text of a config file; a clear error instead of an exception. */
export function parseConfigText(text: string, file: string): ConfigRead {
  if (looksUtf16(text)) return { error: `Config file ${file} is UTF-16; save it as UTF-8.` };
  // A UTF-8 byte-order mark (Notepad writes one) is not JSON, but it is not the user's mistake either: a space keeps offsets.
  const source = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const errors: ParseError[] = [];
  const value = parse(source, errors, { allowTrailingComma: true });
  if (errors.length) return { error: `Config file ${file} does not parse: ${describeParseError(source, errors[0]!)}.` };
  const targets = (value as { targets?: unknown } | undefined)?.targets;
  if (Array.isArray(targets)) {
    const { problem } = checkTargets(targets, `"targets" in config file ${file}`);
    if (problem) return { error: problem };
  }
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || '(root)'} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
    );
    return { error: `Config file ${file} is invalid:\n  ${problems.join('\n  ')}` };
  }
  return { config: value as ToollintConfig };
}

export function readConfigFile(fs: ConfigFileSystem, file: string): ConfigRead {
  let text: string;
  try {
    text = fs.readFile(file);
  } catch (error) {
    return { error: `Cannot read config file ${file}: ${describeFsError(error)}.` };
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
