// This folder is `toollint/runtime`, the development-time check for apps: live tool objects -> the JSON their SDK
// sends -> the engine's lint, one warning per tool. It never imports the TypeScript or Python readers, converters/
// or fix/, and loads no parser or tokenizer table until a check needs one.
//
// checkTools: lint the tools an app really registers, where they are created.
import { createHash } from 'node:crypto';
import type { ToollintConfig } from '../config/config';
import type { Finding } from '../finding';
import { lint } from '../lint';
import { convertTools, type ConvertedTool } from './convert';

export interface CheckToolsOptions extends ToollintConfig {
  /** Where the warnings go (default console.warn). */
  log?: (message: string) => void;
  /** Never log (the report is still returned). */
  silent?: boolean;
  /** The environment that decides development, test or production (default process.env). */
  env?: Record<string, string | undefined>;
}

export interface CheckedTool {
  name: string;
  kind: ConvertedTool['kind'];
  /** The JSON definition that was linted (what the SDK sends). */
  definition: Record<string, unknown>;
  /** Findings with pointers relative to this tool's definition. */
  findings: Finding[];
}

export interface CheckToolsReport {
  tools: CheckedTool[];
  /** Tools that could not be converted, and why. */
  problems: { name: string; reason: string }[];
  errors: number;
  warnings: number;
  /** How many warnings this call logged (0 under a test runner, in production, or for tools already reported). */
  logged: number;
}

/** Tools already warned about in this process, by name and definition: a tool is reported once. */
const reported = new Set<string>();

function processEnv(): Record<string, string | undefined> {
  return typeof process === 'object' && process && typeof process.env === 'object' ? process.env : {};
}

/** Silent under node:test, Vitest and Jest, and when NODE_ENV is production. */
export function isQuiet(env: Record<string, string | undefined>): boolean {
  return env.NODE_ENV === 'production' || env.NODE_TEST_CONTEXT !== undefined || env.VITEST !== undefined || env.JEST_WORKER_ID !== undefined;
}

function summary(tool: CheckedTool): string {
  const errors = tool.findings.filter((f) => f.severity === 'error').length;
  const warnings = tool.findings.filter((f) => f.severity === 'warning').length;
  const first = tool.findings.find((f) => f.severity === 'error') ?? tool.findings.find((f) => f.severity === 'warning') ?? tool.findings[0]!;
  const counts = [errors && `${errors} error${errors === 1 ? '' : 's'}`, warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`].filter(Boolean).join(', ') || `${tool.findings.length} note${tool.findings.length === 1 ? '' : 's'}`;
  const more = tool.findings.length > 1 ? ` (+${tool.findings.length - 1} more: checkTools returns them all)` : '';
  // One line: the name as JSON (no control characters reach the terminal), the first finding, the rest counted.
  return `toollint: tool ${JSON.stringify(tool.name)}: ${counts}. ${first.rule}${first.pointer ? ` at ${first.pointer}` : ''}: ${first.message.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')}${more}`;
}

/**
 * Lints live tool objects: an MCP SDK McpServer (or its registered tools), an AI SDK `tools` object, or an array of
 * OpenAI, Anthropic or MCP tool definitions. Each is converted as its SDK converts it and linted by the engine; in
 * development one warning is logged per tool with findings, once; nothing is logged under a test runner or in
 * production. Returns the report. Never throws on what it is given.
 */
export function checkTools(tools: unknown, options: CheckToolsOptions = {}): CheckToolsReport {
  const { log, silent, env, ...config } = options;
  const conversion = convertTools(tools);
  const text = JSON.stringify({ tools: conversion.tools.map((t) => t.definition) });
  const result = lint(text, { path: 'toollint-runtime.json', config });
  const checked: CheckedTool[] = conversion.tools.map((t) => ({ name: t.name, kind: t.kind, definition: t.definition, findings: [] }));
  for (const f of result.findings) {
    // "/tools/N/rest" -> tool N, "/rest" (read by hand: one pass, no backtracking).
    if (!f.pointer.startsWith('/tools/')) continue;
    const end = f.pointer.indexOf('/', 7);
    const index = f.pointer.slice(7, end === -1 ? undefined : end);
    const tool = /^\d+$/.test(index) ? checked[Number(index)] : undefined;
    if (tool) tool.findings.push({ ...f, pointer: end === -1 ? '' : f.pointer.slice(end) });
  }
  const report: CheckToolsReport = {
    tools: checked,
    problems: conversion.problems,
    errors: result.findings.filter((f) => f.severity === 'error').length,
    warnings: result.findings.filter((f) => f.severity === 'warning').length,
    logged: 0,
  };
  if (silent || isQuiet(env ?? processEnv())) return report;
  const write = log ?? ((message: string) => console.warn(message));
  for (const tool of checked) {
    // Notes alone (info) are in the report, not worth a warning.
    if (!tool.findings.some((f) => f.severity !== 'info')) continue;
    const key = createHash('sha256').update(`${tool.kind}\0${JSON.stringify(tool.definition)}`).digest('hex');
    if (reported.has(key)) continue;
    reported.add(key);
    write(summary(tool));
    report.logged++;
  }
  for (const problem of conversion.problems) {
    const key = `problem\0${problem.name}\0${problem.reason}`;
    if (reported.has(key)) continue;
    reported.add(key);
    write(`toollint: tool ${JSON.stringify(problem.name)} was not checked: ${problem.reason}`);
    report.logged++;
  }
  return report;
}

export type { ConvertedTool } from './convert';
