// Reads a live MCP server's tools with the official SDK client: initialize, every page of tools/list, close, and the
// server (for stdio) stopped with its whole process group, whatever happens.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { z } from 'zod';
import { ServerProcess } from './process';
import { ServerProcessTransport } from './stdio-transport';

declare const TOOLLINT_VERSION: string | undefined;

export type ServerSpec =
  | { kind: 'stdio'; command: string; args: string[]; env?: Record<string, string>; cwd?: string }
  | { kind: 'http'; url: string; headers: Record<string, string>; transport?: 'streamable-http' | 'sse' };

export interface ListedTools {
  /** The tools/list result as the server sent it, every page joined: `{ tools: [...] }`. */
  result: { tools: unknown[] };
  transport: 'stdio' | 'streamable-http' | 'sse';
  serverName?: string;
}

export interface ListOptions {
  /** The whole exchange (start, initialize, every page) must end within this. */
  timeoutMs: number;
  /** The server's stderr as it comes (for --verbose). */
  onStderr?: (text: string) => void;
  /** End the server also from process exit and signal handlers (the CLI). */
  guardExit?: boolean;
}

/** The server could not be started, or did not answer: the message, and the last lines it wrote to stderr. */
export class ServerError extends Error {
  constructor(
    message: string,
    readonly stderrLines: string[] = [],
  ) {
    super(message);
  }
}

/** No server sends more pages than this; a cursor that never ends is a broken server. */
const MAX_PAGES = 1000;
// The raw result, unvalidated: a tool the SDK's schema would reject is exactly what the lint must see.
const ANY_RESULT = z.unknown();

function label(spec: ServerSpec): string {
  return spec.kind === 'stdio' ? spec.command : spec.url;
}

/** The label a server's report has in every output format: `mcp:stdio:COMMAND` or the URL. */
export function serverLabel(spec: ServerSpec): string {
  return spec.kind === 'stdio' ? `mcp:stdio:${[spec.command, ...spec.args].join(' ')}` : spec.url;
}

async function readAllPages(client: Client, deadline: number): Promise<unknown[]> {
  const tools: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const raw = (await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, ANY_RESULT as never, { timeout: Math.max(1, deadline - Date.now()) })) as unknown;
    if (typeof raw !== 'object' || raw === null || !Array.isArray((raw as { tools?: unknown }).tools)) throw new ServerError('the server answered tools/list without a `tools` array');
    tools.push(...(raw as { tools: unknown[] }).tools);
    const next = (raw as { nextCursor?: unknown }).nextCursor;
    if (typeof next !== 'string' || seen.has(next)) return tools;
    seen.add(next);
    cursor = next;
  }
  return tools;
}

function newClient(): Client {
  return new Client({ name: 'toollint', version: typeof TOOLLINT_VERSION === 'string' ? TOOLLINT_VERSION : '0.0.0-dev' }, { capabilities: {} });
}

async function viaTransport(transport: Transport, deadline: number): Promise<{ tools: unknown[]; serverName?: string }> {
  const client = newClient();
  try {
    await client.connect(transport, { timeout: Math.max(1, deadline - Date.now()) });
    const tools = await readAllPages(client, deadline);
    return { tools, serverName: client.getServerVersion()?.name };
  } finally {
    await client.close().catch(() => {});
  }
}

/** Rejects after `ms` with a ServerError (the timer does not keep the process alive). */
function timeout(ms: number, what: string, givenMs: number): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_, fail) => {
    // The message says the --timeout the user gave, whatever part of it starting the server took.
    timer = setTimeout(() => fail(new ServerError(`${what} did not answer within ${seconds(givenMs)} (--timeout)`)), ms);
    timer.unref?.();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

function seconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^MCP error -?\d+: /, '');
}

async function listStdio(spec: Extract<ServerSpec, { kind: 'stdio' }>, options: ListOptions, deadline: number): Promise<ListedTools> {
  const server = new ServerProcess({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd, onStderr: options.onStderr, guardExit: options.guardExit });
  const limit = timeout(Math.max(1, deadline - Date.now()), 'the server', options.timeoutMs);
  try {
    const exchange = viaTransport(new ServerProcessTransport(server), deadline);
    exchange.catch(() => {});
    const { tools, serverName } = await Promise.race([exchange, limit.promise]);
    return { result: { tools }, transport: 'stdio', serverName };
  } catch (error) {
    await server.stop();
    if (server.spawnError) throw new ServerError(`cannot start ${spec.command}: ${describe(server.spawnError)}`, server.stderrTail.lines());
    if (error instanceof ServerError) throw new ServerError(error.message, server.stderrTail.lines());
    const exit = server.exitSignal ? `was ended by ${server.exitSignal}` : server.exitCode !== null ? `exited with code ${server.exitCode}` : undefined;
    throw new ServerError(exit ? `the server ${exit} before it answered tools/list` : `the server did not answer: ${describe(error)}`, server.stderrTail.lines());
  } finally {
    limit.cancel();
    await server.stop();
  }
}

async function listHttp(spec: Extract<ServerSpec, { kind: 'http' }>, deadline: number, timeoutMs: number): Promise<ListedTools> {
  let url: URL;
  try {
    url = new URL(spec.url);
  } catch {
    throw new ServerError(`not a URL: ${spec.url}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ServerError(`not an http(s) URL: ${spec.url}`);
  const requestInit = { headers: spec.headers };
  const limit = timeout(Math.max(1, deadline - Date.now()), 'the server', timeoutMs);
  const attempt = (kind: 'streamable-http' | 'sse') => {
    const transport = kind === 'sse' ? new SSEClientTransport(url, { requestInit }) : new StreamableHTTPClientTransport(url, { requestInit });
    const p = viaTransport(transport, deadline).then((r) => ({ ...r, transport: kind }));
    p.catch(() => {});
    // However the attempt ends, its requests end with it: a transport still waiting (an SSE stream that never opens)
    // would keep the process alive until the server gives up.
    return Promise.race([p, limit.promise]).finally(() => transport.close().catch(() => {}));
  };
  const late = () => Date.now() >= deadline - 50;
  try {
    let got: { tools: unknown[]; serverName?: string; transport: 'streamable-http' | 'sse' };
    if (spec.transport === 'sse') got = await attempt('sse');
    else {
      try {
        got = await attempt('streamable-http');
      } catch (error) {
        if (error instanceof ServerError || spec.transport === 'streamable-http') throw error;
        // The SDK's own request timeout can fire just before ours: the deadline has passed, there is no time for SSE.
        if (late()) throw new ServerError(`the server did not answer within ${seconds(timeoutMs)} (--timeout)`);
        // An older server (protocol 2024-11-05) speaks HTTP+SSE only: the fallback the specification describes.
        try {
          got = await attempt('sse');
        } catch (sseError) {
          if (sseError instanceof ServerError) throw sseError;
          throw new ServerError(`${spec.url} did not answer as an MCP server: ${describe(error)}; over SSE: ${describe(sseError)}`);
        }
      }
    }
    return { result: { tools: got.tools }, transport: got.transport, serverName: got.serverName };
  } catch (error) {
    if (error instanceof ServerError) throw error;
    throw new ServerError(`${label(spec)} did not answer: ${describe(error)}`);
  } finally {
    limit.cancel();
  }
}

/** Reads every tool a server lists. Throws a ServerError when it cannot be started or does not answer in time. */
export async function listServerTools(spec: ServerSpec, options: ListOptions): Promise<ListedTools> {
  const deadline = Date.now() + options.timeoutMs;
  return spec.kind === 'stdio' ? listStdio(spec, options, deadline) : listHttp(spec, deadline, options.timeoutMs);
}
