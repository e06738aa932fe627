// Helpers for the live-MCP tests: the CLI in process with captured output, process liveness, servers on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../cli/src/main';

export const ROOT = join(__dirname, '..');
export const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
export const FIXTURES = join(ROOT, 'test/fixtures/mcp');

export async function cli(args: string[], cwd = ROOT): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, {
    stdout: (s) => (stdout += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
    stderr: (s) => (stderr += s),
    readStdin: async () => '',
    cwd,
    isTTY: false,
  });
  return { code, stdout, stderr };
}

/** True while the process exists and is not a zombie (a container's init may not reap at once). */
export function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean, ms = 8000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

export function readPids(file: string): { server: number; child: number } | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { server: number; child: number }) : undefined;
}

/** Starts an HTTP server bound to 127.0.0.1 on a free port in its own process group; resolves with its port. */
export async function startHttpServer(args: string[]): Promise<{ port: number; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--require', join(FIXTURES, 'loopback.cjs'), ...args], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (d: Buffer) => {
      text += d.toString();
      const m = /LISTENING (\d+)/.exec(text);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', () => reject(new Error(`server exited: ${text}`)));
  });
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
    await waitFor(() => !alive(child.pid!));
  };
  return { port, child, stop };
}
