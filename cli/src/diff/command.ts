// `toollint diff OLD NEW`: two files (any file toollint reads, or `toollint mcp --save` snapshots) compared tool by
// tool. Exit 1 when a change breaks callers, 0 when none does, 2 when a file cannot be read.
import { dirname, relative, resolve } from 'node:path';
import { resolveConfig } from '../../../shared/src/config/config';
import { describeFsError, NotRegularFileError } from '../../../shared/src/config/errors';
import { lint } from '../../../shared/src/lint';
import { prepareFor } from '../../../shared/src/sources';
import { UsageError, type CliOptions } from '../args';
import { ConfigFinder, readConfigFile } from '../config-file';
import { jsonText, terminalText } from '../formatters/escape';
import type { OutputIO } from '../mcp/output';
import { decodeText } from '../read';
import { readRegularFile } from '../regular-file';
import { diffTools, type ToolList, type ToolsDiff } from './compare';

async function readList(file: string, shown: string, options: CliOptions): Promise<ToolList> {
  let raw: Buffer;
  try {
    raw = readRegularFile(file);
  } catch (error) {
    throw new UsageError(error instanceof NotRegularFileError ? `${shown}: not a regular file` : `cannot read ${shown}: ${describeFsError(error)}`);
  }
  const explicit = options.configFile ? readConfigFile(resolve(options.configFile)) : undefined;
  const found = explicit ? undefined : new ConfigFinder().find(dirname(file));
  const config = resolveConfig(explicit ?? (found ? readConfigFile(found) : undefined), options.overrides);
  // The Python parser (WebAssembly) loads asynchronously, once, before a Python file is read.
  await prepareFor({ path: file });
  const result = lint(decodeText(raw).text, { path: file, config });
  const tools = result.tools.filter((t) => t.shape !== 'builtin');
  return {
    tools: tools.map((t) => ({ name: t.name, description: t.definition.description, schema: t.definition.schema, tokens: t.tokens })),
    perRequest: tools[0]?.tokensByTarget.openai.perRequest ?? 0,
  };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function stylish(diff: ToolsDiff, oldShown: string, newShown: string): string {
  const t = terminalText;
  const lines = [`${t(oldShown)} -> ${t(newShown)}`];
  for (const a of diff.added) lines.push(`  added     ${t(a.name)} (${a.tokens} tokens)`);
  for (const r of diff.removed) lines.push(`  removed   ${t(r.name)} (breaking)`);
  for (const r of diff.renamed) lines.push(`  renamed   ${t(r.from)} -> ${t(r.to)} (breaking: callers use the name)`);
  for (const c of diff.changed) {
    for (const x of c.changes) lines.push(`  ${x.breaking ? 'breaking' : 'changed '}  ${t(c.tool)}: ${t(x.message)}`);
    if (c.descriptionChanged) lines.push(`  changed   ${t(c.tool)}: description`);
  }
  if (lines.length === 1) lines.push('  no tool changed');
  lines.push('', 'tokens (OpenAI, per call):');
  for (const x of diff.tokens.tools) {
    if (x.delta === 0 && x.old !== null && x.new !== null) continue;
    lines.push(`  ${t(x.name)}: ${x.old ?? '-'} -> ${x.new ?? '-'} (${signed(x.delta)})`);
  }
  const total = diff.tokens.total;
  lines.push(`  total: ${total.old} -> ${total.new} (${signed(total.delta)})`, '', `${diff.breaking} breaking change${diff.breaking === 1 ? '' : 's'}`);
  return lines.join('\n') + '\n';
}

export async function diffCommand(options: CliOptions, io: OutputIO): Promise<number> {
  if (options.paths.length !== 2) throw new UsageError('toollint diff takes two files: toollint diff OLD NEW');
  if (options.format !== 'stylish' && options.format !== 'json') throw new UsageError('toollint diff prints --format stylish or json.');
  const [oldFile, newFile] = options.paths.map((p) => resolve(io.cwd, p)) as [string, string];
  const oldShown = relative(io.cwd, oldFile) || oldFile;
  const newShown = relative(io.cwd, newFile) || newFile;
  const diff = diffTools(await readList(oldFile, oldShown, options), await readList(newFile, newShown, options));
  if (options.format === 'json') io.stdout(jsonText(JSON.stringify({ version: 1, old: oldShown, new: newShown, ...diff }, null, 2)) + '\n');
  else io.stdout(stylish(diff, oldShown, newShown));
  return diff.breaking > 0 && options.failOn !== 'never' ? 1 : 0;
}
