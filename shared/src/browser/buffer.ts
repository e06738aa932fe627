// The one use of Node's Buffer in the engine (cost/: the UTF-8 length of a text), for the browser bundles: injected by
// scripts/build-browser.mjs in place of the global Buffer.

/** UTF-8 byte length of a string, as Buffer.byteLength(text, 'utf8') counts it (a lone surrogate is 3 bytes, U+FFFD). */
function byteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

export const Buffer = { byteLength };
