// The CLI's `--format json` report of a run, for tests: run in `cwd`, nothing on stderr.
import assert from 'node:assert/strict';
import { run } from '../cli/src/main';

export async function cliJson<T>(args: string[], cwd: string): Promise<T> {
  let stdout = '';
  let stderr = '';
  await run(['--format', 'json', '--fail-on', 'never', ...args], { stdout: (s) => (stdout += typeof s === 'string' ? s : Buffer.from(s).toString()), stderr: (s) => (stderr += s), readStdin: async () => '', cwd, isTTY: false });
  assert.equal(stderr, '');
  return JSON.parse(stdout) as T;
}
