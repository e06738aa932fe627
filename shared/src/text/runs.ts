// This folder holds text helpers that stay linear on any input. It imports nothing.
//
// Trimming runs of characters by hand: a regex such as /[.)]+$/ retries from every character of a long run and takes
// quadratic time on text like ")))...x", so engine code over user text trims with these linear loops instead.

/** `s` without the characters of `chars` at its start. */
export function trimStartOf(s: string, chars: string): string {
  let i = 0;
  while (i < s.length && chars.includes(s[i]!)) i++;
  return i === 0 ? s : s.slice(i);
}

/** `s` without the characters of `chars` at its end. */
export function trimEndOf(s: string, chars: string): string {
  let j = s.length;
  while (j > 0 && chars.includes(s[j - 1]!)) j--;
  return j === s.length ? s : s.slice(0, j);
}
