// File errors in words, for the CLI's and the editor's messages (no fs here: the engine stays pure).

/** A FIFO, socket, device or folder where a file was expected: reading it could block forever. */
export class NotRegularFileError extends Error {
  readonly code = 'ENOTREG';
  constructor(path: string | Buffer) {
    super(`${String(path)}: not a regular file`);
  }
}

/** An fs error in words: "permission denied (EACCES)", "not a regular file". */
export function describeFsError(error: unknown): string {
  if (error instanceof NotRegularFileError) return 'not a regular file';
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  // node's messages read "EACCES: permission denied, open '/x'": keep the words, drop the syscall and path.
  const rest = code && message.startsWith(`${code}: `) ? message.slice(code.length + 2) : undefined;
  const words = rest?.split(', ', 1)[0];
  return words ? `${words} (${code})` : code ?? message;
}
