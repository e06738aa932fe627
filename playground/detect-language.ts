// Which language a pasted text is in, for Lint mode's "Detect" (pure: no DOM).

export type Language = 'json' | 'typescript' | 'python';

/** The language of a pasted text: JSON when it starts as JSON does, Python when it reads as Python, else TypeScript. */
export function detectLanguage(whole: string): Language {
  // The start tells; looking no further keeps the regular expressions below cheap on any paste.
  const text = whole.slice(0, 4000);
  const start = text.trimStart();
  if (start === '' || start[0] === '{' || start[0] === '[' || start[0] === '"') return 'json';
  const python = /^(from\s+[\w.]+\s+import\s|import\s+[\w.]+\s*$|def\s+\w+\s*\(|async\s+def\s|class\s+\w+(\(.*\))?:\s*$|@[\w.]+(\(.*\))?\s*$)/m.test(text);
  const script = /(^|\s)(const|let|var|export|function)\s|=>|;\s*$|^import\s.+\sfrom\s+['"]/m.test(text);
  return python && !script ? 'python' : 'typescript';
}
