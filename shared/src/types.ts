// Core types shared by every part of the engine. A leaf: it imports nothing, so anything may import it.

export type Severity = 'error' | 'warning' | 'info';
export type SeveritySetting = Severity | 'off';

export const TARGET_IDS = [
  'openai-strict',
  'openai',
  'anthropic',
  'anthropic-strict',
  'google',
  'google-openapi',
  'bedrock',
  'mcp',
] as const;
export type TargetId = (typeof TARGET_IDS)[number];

/** The provider format a tool definition is written in. */
export type ToolShape =
  | 'openai-chat' // {type:"function", function:{name, parameters}}
  | 'openai-responses' // {type:"function", name, parameters}
  | 'openai-function' // bare {name, description, parameters} (legacy `functions`, datasets)
  | 'anthropic' // {name, input_schema}
  | 'mcp' // {name, inputSchema}
  | 'gemini' // functionDeclarations[] item with `parameters`
  | 'gemini-json-schema' // functionDeclarations[] item with `parametersJsonSchema`
  | 'bedrock' // {toolSpec:{name, inputSchema:{json}}}
  | 'vscode' // contributes.languageModelTools[] item
  | 'argument-list' // {name, arguments:[{name,type,desc}]} (Docker MCP catalog)
  | 'api-spec' // {name, query_parameters|arguments:{p:{type, required:bool}}} (not JSON Schema)
  | 'name-only' // {name, description} in a tool list, no parameters
  | 'builtin' // a provider's built-in tool in a tool list ({type:"file_search"}, {googleSearch:{}})
  | 'ai-sdk' // Vercel AI SDK tool({ description, inputSchema }) in TypeScript/JavaScript
  | 'mcp-sdk' // MCP TypeScript SDK server.registerTool(name, { description, inputSchema }) / server.tool(...)
  | 'openai-zod'; // openai-node zodFunction({ name, parameters })

export type PathSegment = string | number;

export interface Position {
  line: number;
  character: number;
}
export interface Range {
  start: Position;
  end: Position;
}

/** Offsets into the text that was linted (UTF-16 code units). */
export interface Span {
  offset: number;
  length: number;
}
