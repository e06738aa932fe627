// Whether a file imports from a package, answered once per parsed file and package: the readers ask per literal or
// call, and a regular expression over the whole text each time made a file of many tools quadratic.
import type * as TS from 'typescript';

const ANSWERS = new WeakMap<TS.SourceFile, Map<string, boolean>>();

/** `pattern` tested on the file's text once per file (the pattern's source is the key). */
export function fileImports(source: TS.SourceFile, pattern: RegExp): boolean {
  let answers = ANSWERS.get(source);
  if (!answers) ANSWERS.set(source, (answers = new Map()));
  let found = answers.get(pattern.source);
  if (found === undefined) answers.set(pattern.source, (found = pattern.test(source.text)));
  return found;
}

export const MASTRA_IMPORT = /from\s+['"]@mastra\//;
export const LANGCHAIN_IMPORT = /from\s+['"]@langchain\//;
export const MCP_SDK_IMPORT = /from\s+['"]@modelcontextprotocol\/sdk/;
export const AI_SDK_IMPORT = /from\s+['"]ai['"]/;
export const ANTHROPIC_SDK_IMPORT = /from\s+['"]@anthropic-ai\/sdk/;
/** Genkit (`genkit`, `genkit/beta`, `@genkit-ai/ai` or `@genkit-ai/core`), whose defineTool converts zod itself. */
export const GENKIT_IMPORT = /from\s+['"](?:genkit(?:\/beta)?|@genkit-ai\/(?:ai|core)(?:\/[\w-]+)?)['"]/;
/** zod 4 imported as such (`zod/v4`, `zod/v4-mini`, `zod/mini`), beside a zod 3 package. */
export const ZOD4_IMPORT = /from\s+['"]zod\/(?:v4(?:-mini)?|mini)['"]/;
