// The corpus lint's physical floor, run as a process of its own by bench.mjs (bundled there with esbuild): read and
// parse every corpus file as toollint does (its JSON reader: plain JSON by its fast path, the rest by jsonc-parser; JSON
// lines one record a line), then render each distinct tool the way OpenAI puts it in the prompt and count its tokens once. No rule, no location, no output: what any linter
// that reports each tool's exact OpenAI cost cannot do without. argv: the corpus file list and the distinct tools.
// Counted with the CLI's own tokenizer chunk (dist/o200k_base.js: bench.mjs resolves gpt-tokenizer's encoding to it).
import { readFileSync } from 'node:fs';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE, renderOpenAiTool } from '../../shared/src/cost/render-openai';
import { countTokens } from '../../shared/src/cost/tokenizer';
import { jsonLinesHint, parseJsonDocument } from '../../shared/src/sources/json/json';

const [listFile, toolsFile] = process.argv.slice(2) as [string, string];
let nodes = 0;
for (const path of JSON.parse(readFileSync(listFile, 'utf8')) as string[]) {
  nodes += parseJsonDocument(readFileSync(path, 'utf8'), { jsonLines: jsonLinesHint(undefined, path) }).segments.length;
}
let tokens = 0;
const tools = JSON.parse(readFileSync(toolsFile, 'utf8')) as { name: string; description?: string; schema: unknown }[];
for (const t of tools) tokens += countTokens(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(t.name, t.description, t.schema) + OPENAI_TOOLS_POSTAMBLE, 'o200k_base');
process.stdout.write(`${nodes} documents, ${tools.length} tools, ${tokens} tokens\n`);
