// The `readFile` the tests give lint() for a fixture project: a file's text, or undefined when it is not there (as
// the CLI's workspace reader answers for a missing module).
import { readFileSync } from 'node:fs';

export const readFile = (p: string): string | undefined => {
  try {
    return readFileSync(p, 'utf8');
  } catch {
    return undefined;
  }
};
