// Recognises a UTF-16 file that was read as UTF-8, to say so in words instead of reporting parse noise.

/**
 * True when text decoded as UTF-8 was UTF-16: it starts with a UTF-16 byte-order mark (FF FE or FE FF, each byte
 * invalid UTF-8, so two U+FFFD), or NULs make up a third or more of its start (the high bytes of ASCII in UTF-16).
 * Valid JSON, JSONC or source text never holds a raw NUL.
 */
export function looksUtf16(text: string): boolean {
  if (text.startsWith('\uFFFD\uFFFD')) return true;
  const head = text.slice(0, 512);
  let nuls = 0;
  for (let i = 0; i < head.length; i++) if (head.charCodeAt(i) === 0) nuls++;
  return head.length > 0 && nuls * 3 >= head.length;
}
