// The corpus lint's physical floor, run as a process of its own by bench.mjs (bundled there with esbuild): read and
// parse every corpus file as toollint does (jsonc-parser; JSON lines one record a line), then render each distinct tool
// the way OpenAI puts it in the prompt and count its tokens once. No rule, no location, no output: what any linter
// that reports each tool's exact OpenAI cost cannot do without. argv: the corpus file list and the distinct tools.
// Counted with the CLI's own tokenizer chunk (dist/o200k_base.js: bench.mjs resolves gpt-tokenizer's encoding to it).
import { parseTree } from 'jsonc-parser';
import { readFileSync } from 'node:fs';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE, renderOpenAiTool } from '../../shared/src/cost/render-openai';
import { countTokens } from '../../shared/src/cost/tokenizer';
import { looksLikeJsonLines } from '../../shared/src/sources/json/json';

const [listFile, toolsFile] = process.argv.slice(2) as [string, string];
const OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
let nodes = 0;
for (const path of JSON.parse(readFileSync(listFile, 'utf8')) as string[]) {
  const text = readFileSync(path, 'utf8');
  if (/\.jsonl$/.test(path) || looksLikeJsonLines(text)) {
    for (const line of text.split('\n')) if (line.trim()) nodes += parseTree(line, [], OPTIONS) ? 1 : 0;
  } else nodes += parseTree(text, [], OPTIONS) ? 1 : 0;
}
let tokens = 0;
const tools = JSON.parse(readFileSync(toolsFile, 'utf8')) as { name: string; description?: string; schema: unknown }[];
for (const t of tools) tokens += countTokens(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(t.name, t.description, t.schema) + OPENAI_TOOLS_POSTAMBLE, 'o200k_base');
process.stdout.write(`${nodes} documents, ${tools.length} tools, ${tokens} tokens\n`);
