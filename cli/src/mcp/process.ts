// Starts a stdio MCP server in its own process group and makes sure that whole group ends: on close, on timeout, on
// Ctrl-C or SIGTERM, on a crash of the CLI, and (through a small watchdog process) when the CLI itself is killed.
import { spawn, type ChildProcess } from 'node:child_process';

/** Keeps the last lines of a stream, bounded in bytes whatever the server writes. */
export class StderrTail {
  private text = '';
  constructor(private readonly maxChars = 8192) {}

  push(chunk: string): void {
    this.text = (this.text + chunk).slice(-this.maxChars);
  }

  /** The last `n` non-empty lines. */
  lines(n = 20): string[] {
    return this.text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(-n);
  }
}

/**
 * The watchdog: its standard input is a pipe from the CLI, which closes however the CLI ends (SIGKILL included). It
 * then ends the server's process group: SIGTERM, and SIGKILL after a grace period. It runs in its own group so that
 * a signal to the CLI's group does not take it down first; it ignores the signals a terminal sends.
 */
const WATCHDOG = `
const pgid = Number(process.argv[1]);
const alive = () => { try { process.kill(-pgid, 0); return true; } catch { return false; } };
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => {});
let reaping = false;
const reap = () => {
  if (reaping) return;
  reaping = true;
  if (!alive()) process.exit(0);
  try { process.kill(-pgid, 'SIGTERM'); } catch {}
  const started = Date.now();
  const poll = setInterval(() => {
    if (!alive()) process.exit(0);
    if (Date.now() - started > 2000) { try { process.kill(-pgid, 'SIGKILL'); } catch {} process.exit(0); }
  }, 50);
};
process.stdin.on('data', () => {});
process.stdin.on('end', reap);
process.stdin.on('close', reap);
process.stdin.on('error', reap);
`;

export interface ServerProcessOptions {
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  /** Called with the server's stderr text as it comes (for --verbose). */
  onStderr?: (text: string) => void;
  /** Also end the group from process exit and SIGINT/SIGTERM/SIGHUP handlers (the CLI; not an editor's host). */
  guardExit?: boolean;
}

const live = new Set<ServerProcess>();
let hooked = false;

/** Kills every live server group before the CLI exits, whatever the reason. */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const server of live) server.killNow();
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      for (const server of live) server.killNow();
      // The conventional exit status of a process ended by a signal.
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

/** A server process and its group. */
export class ServerProcess {
  readonly child: ChildProcess;
  readonly stderrTail = new StderrTail();
  private watchdog: ChildProcess | undefined;
  private exited: Promise<void>;
  /** Set when the process could not be started (ENOENT, EACCES). */
  spawnError: Error | undefined;
  exitCode: number | null = null;
  exitSignal: NodeJS.Signals | null = null;

  constructor(options: ServerProcessOptions) {
    if (options.guardExit) hookExit();
    const windows = process.platform === 'win32';
    this.child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group (POSIX), so the whole group can be signalled; Windows ends the tree with taskkill.
      detached: !windows,
      windowsHide: true,
      shell: false,
    });
    this.exited = new Promise((done) => {
      this.child.once('error', (error) => {
        this.spawnError = error;
        done();
      });
      this.child.once('exit', (code, signal) => {
        this.exitCode = code;
        this.exitSignal = signal;
        done();
      });
    });
    this.child.stderr!.setEncoding('utf8');
    this.child.stderr!.on('data', (chunk: string) => {
      this.stderrTail.push(chunk);
      options.onStderr?.(chunk);
    });
    // A write after the server has gone fails with EPIPE: that is the server's exit, reported as such.
    this.child.stdin!.on('error', () => {});
    live.add(this);
    if (!windows && this.child.pid !== undefined) {
      this.watchdog = spawn(process.execPath, ['-e', WATCHDOG, String(this.child.pid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
      this.watchdog.on('error', () => {});
      this.watchdog.stdin!.on('error', () => {});
      this.watchdog.unref();
      // The pipe must not keep the CLI running on its own.
      (this.watchdog.stdin as unknown as { unref?: () => void }).unref?.();
    }
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** True once the process has exited or failed to start. */
  get gone(): boolean {
    return this.spawnError !== undefined || this.exitCode !== null || this.exitSignal !== null;
  }

  /** Resolves when the process has exited (or failed to start). */
  whenExited(): Promise<void> {
    return this.exited;
  }

  private signalGroup(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    if (process.platform === 'win32') {
      try {
        spawn('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }).on('error', () => {});
      } catch {
        // nothing more can be done
      }
      return;
    }
    try {
      process.kill(-pid, signal);
    } catch {
      // the group is gone already
    }
  }

  /** Synchronous last resort (process exit): SIGKILL to the whole group. */
  killNow(): void {
    if (!live.has(this)) return;
    this.signalGroup('SIGKILL');
    live.delete(this);
    this.watchdog?.stdin?.destroy();
  }

  private stopping: Promise<void> | undefined;

  /**
   * Ends the whole group: closes stdin, SIGTERM, then SIGKILL after `graceMs`. Resolves when the server is gone.
   * Runs once: signalling a group again later could reach a new group that reuses the number.
   */
  stop(graceMs = 2000): Promise<void> {
    return (this.stopping ??= this.stopOnce(graceMs));
  }

  private async stopOnce(graceMs: number): Promise<void> {
    this.child.stdin?.end();
    this.signalGroup('SIGTERM');
    if (!this.gone) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.exited, new Promise<void>((done) => (timer = setTimeout(done, graceMs)))]);
      clearTimeout(timer);
    }
    // Children of the server may outlive it in the group: the group gets SIGKILL in every case.
    this.signalGroup('SIGKILL');
    live.delete(this);
    this.watchdog?.stdin?.end();
  }
}
