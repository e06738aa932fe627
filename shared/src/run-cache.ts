// The run cache's keys for tools read from text (lint.ts): a tool's settings, length and three samples of its text, its
// own copy of the text kept beside the result and compared on a hit. A tool costs a short key's hash, and its whole
// text is read again only to compare it with one that looks the same at every sample.

/** Tools of one key: each one's text and its result. */
export interface TextBucket<T> {
  entries: { text: string; value: T }[];
}

/** Characters of a tool's text in its key, from its start, middle and end each. */
const SAMPLE = 24;
/** Tools kept under one key: tools alike at every sample are analysed each time, never compared with a growing list. */
const MAX_BUCKET = 4;

/** The key of a tool's text under its settings. */
export function sampledKey(settings: string, raw: string): string {
  const mid = Math.max(SAMPLE, raw.length >> 1);
  return `raw:${settings}|${raw.length}|${raw.slice(0, SAMPLE)}|${raw.slice(mid - SAMPLE, mid + SAMPLE)}|${raw.slice(-SAMPLE)}`;
}

/** The result kept for exactly this text, if any. */
export function inBucket<T>(bucket: TextBucket<T>, raw: string): T | undefined {
  for (const entry of bucket.entries) if (entry.text === raw) return entry.value;
  return undefined;
}

export function newBucket<T>(raw: string, value: T): TextBucket<T> {
  return { entries: [{ text: ownText(raw), value }] };
}

export function addToBucket<T>(bucket: TextBucket<T>, raw: string, value: T): void {
  if (bucket.entries.length < MAX_BUCKET) bucket.entries.push({ text: ownText(raw), value });
}

/** A flat copy of a string (a slice keeps the string it was cut from alive, the whole document; slicing a join copies it first). */
function ownText(s: string): string {
  return (s + ' ').slice(0, -1);
}
