// Runs the bundled CLI (dist/cli.js) in a process of its own, with the extension host's Node (ELECTRON_RUN_AS_NODE
// makes an Electron host act as plain Node): the MCP command and the workspace view read its JSON report.
import { spawn, type ChildProcess } from 'node:child_process';

export interface CliRun {
  code: number | null;
  stdout: string;
  /** Its last 8 KB. */
  stderr: string;
}

/** `started` gets the process (to end it: SIGTERM, on which the CLI stops what it started). */
export function runBundledCli(cli: string, cwd: string, args: string[], started?: (child: ChildProcess) => void): Promise<CliRun> {
  return new Promise((resolve) => {
    // dist/cli.js exports run(); the bin script is not shipped in the extension, so the call is made here.
    const main = `require(${JSON.stringify(cli)}).run(process.argv.slice(1)).then((code) => { process.exitCode = code; })`;
    const child = spawn(process.execPath, ['-e', main, ...args], { cwd, env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    started?.(child);
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr = (stderr + d).slice(-8192)));
    child.on('error', (error) => resolve({ code: 2, stdout: Buffer.concat(out).toString('utf8'), stderr: `${stderr}${error.message}` }));
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr }));
  });
}
