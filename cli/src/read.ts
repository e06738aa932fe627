// Decodes file bytes as UTF-8 without ever throwing; a BOM is dropped as editors do.
const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

export function decodeText(raw: string | Buffer): { text: string; invalidUtf8: boolean; bom: boolean } {
  if (typeof raw === 'string') return { text: raw.replace(/^\uFEFF/, ''), invalidUtf8: false, bom: raw.charCodeAt(0) === 0xfeff };
  const bom = raw.length >= 3 && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf;
  try {
    return { text: strict.decode(raw), invalidUtf8: false, bom };
  } catch {
    return { text: lenient.decode(raw), invalidUtf8: true, bom };
  }
}
