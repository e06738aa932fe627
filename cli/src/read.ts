// Decodes file bytes as UTF-8 without ever throwing; a BOM is dropped as editors do.
const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

export function decodeText(raw: string | Buffer): { text: string; invalidUtf8: boolean } {
  if (typeof raw === 'string') return { text: raw.replace(/^\uFEFF/, ''), invalidUtf8: false };
  try {
    return { text: strict.decode(raw), invalidUtf8: false };
  } catch {
    return { text: lenient.decode(raw), invalidUtf8: true };
  }
}
