// zod's string formats and the patterns each major emits for them (zod 4.6.7 core/regexes.js, zod 3.25.76).
import { lookupTable } from '../../lookup-table';
import { type Check, type FormatOptions, NotAnalyzable, type Span, type StringFormat } from './model';

// Patterns zod 4.6.7 emits for its string formats (core/regexes.js).
const Z4_EMAIL = String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`;
const Z4_UUID = String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$`;
const Z4_CUID = '^[cC][0-9a-z]{6,}$';
const Z4_ULID = '^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$';
const Z4_GUID = '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';
const z4UuidVersion = (v: string): string => `^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${v}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`;
const Z4_EMOJI = String.raw`^(?=[\s\S]*[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3])[\p{Extended_Pictographic}\p{Emoji_Component}]+$`;
const Z4_IPV6_BODY = String.raw`(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))`;
const Z4_IPV4_OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
/** The patterns of the formats whose RegExp is one shared instance (core/regexes.js), by format. */
const Z4_SHARED_PATTERNS: Partial<Record<StringFormat, string>> = {
  cuid2: '^[0-9a-z]+$',
  nanoid: '^[a-zA-Z0-9_-]{21}$',
  xid: '^[0-9a-vA-V]{20}$',
  ksuid: '^[A-Za-z0-9]{27}$',
  duration: String.raw`^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$`,
  ipv4: String.raw`^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$`,
  ipv6: `^${Z4_IPV6_BODY}$`,
  cidrv4: String.raw`^(${Z4_IPV4_OCTET}\.){3}${Z4_IPV4_OCTET}\/([0-9]|[1-2][0-9]|3[0-2])$`,
  cidrv6: String.raw`^${Z4_IPV6_BODY}\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$`,
  e164: String.raw`^\+[1-9]\d{6,14}$`,
  // json-schema-processors.js exactPattern: the lax run-time charsets of base64/base64url are emitted as these.
  base64: '^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$',
  base64url: '^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$',
};
const Z4_DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
/** json-schema-processors.js formatMap (an empty name: no format keyword). */
export const Z4_FORMAT_NAMES = lookupTable<string>({ guid: 'uuid', url: 'uri', datetime: 'date-time', json_string: 'json-string', regex: '' });

/** The `source` of `new RegExp(text)`, as the libraries emit it (`/` and line breaks come out escaped). */
function regexSource(text: string, at: Span): string {
  try {
    return new RegExp(text).source;
  } catch {
    throw new NotAnalyzable('a pattern that is not a valid regular expression', at);
  }
}

/** zod 4's util.escapeRegex. */
const escapeRegex4 = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** zod 4's regexes.js timeSource. */
function timeSource4(precision: number | null | undefined, seconds: boolean): string {
  const hhmm = String.raw`(?:[01]\d|2[0-3]):[0-5]\d`;
  if (typeof precision === 'number') {
    if (precision === -1) return hhmm;
    return precision === 0 ? String.raw`${hhmm}:[0-5]\d` : String.raw`${hhmm}:[0-5]\d\.\d{${precision}}`;
  }
  return seconds ? String.raw`${hhmm}:[0-5]\d(?:\.\d+)?` : String.raw`${hhmm}(?::[0-5]\d(?:\.\d+)?)?`;
}

/** zod 4's regexes.js datetime(args). */
function datetime4(o: FormatOptions): string {
  const opts = ['Z'];
  if (o.offset) opts.push(String.raw`([+-](?:[01]\d|2[0-3]):[0-5]\d)`);
  const qualified = `${timeSource4(o.precision, true)}(?:${opts.join('|')})`;
  const time = o.local ? `${qualified}|${timeSource4(o.precision, false)}` : qualified;
  return `^${Z4_DATE}T(?:${time})$`;
}

/**
 * What one string check contributes to zod 4's aggregateChecks: its format name, its pattern, whether every such
 * check shares one RegExp instance (`shared`, so the set of patterns holds it once: email, cuid, ulid, date...;
 * uuid, datetime, time and the literal checks build a new one each time), and whether it makes the format lax.
 */
export function stringFormat4(c: Check): { format: string; pattern?: string; shared?: string; lax?: boolean; encoding?: string } | undefined {
  const o = c.opts ?? {};
  const value = String(c.value ?? '');
  const shared = Z4_SHARED_PATTERNS[c.kind as StringFormat];
  if (shared !== undefined) return { format: c.kind, pattern: shared, shared: c.kind, ...(c.kind === 'base64' || c.kind === 'base64url' ? { encoding: c.kind } : {}) };
  switch (c.kind) {
    case 'email':
      return { format: 'email', pattern: Z4_EMAIL, shared: c.kind };
    case 'url':
    case 'jwt':
      return { format: c.kind };
    case 'guid':
      return { format: 'guid', pattern: Z4_GUID, shared: c.kind };
    case 'uuid':
      return { format: 'uuid', pattern: o.version ? z4UuidVersion(o.version.slice(1)) : Z4_UUID };
    case 'emoji':
      return { format: 'emoji', pattern: Z4_EMOJI };
    case 'regex':
      return { format: 'regex', pattern: value };
    case 'cuid':
      return { format: 'cuid', pattern: Z4_CUID, shared: c.kind };
    case 'ulid':
      return { format: 'ulid', pattern: Z4_ULID, shared: c.kind };
    case 'lowercase':
      return { format: 'lowercase', pattern: '^[^A-Z]*$', shared: c.kind };
    case 'uppercase':
      return { format: 'uppercase', pattern: '^[^a-z]*$', shared: c.kind };
    case 'date':
      return { format: 'date', pattern: `^${Z4_DATE}$`, shared: c.kind };
    case 'datetime':
      return { format: 'datetime', pattern: regexSource(datetime4(o), c.span), lax: o.local === true || o.precision === -1 };
    case 'time':
      return { format: 'time', pattern: regexSource(`^${timeSource4(o.precision, false)}$`, c.span), lax: o.precision === -1 };
    // core/checks.js $ZodCheckStartsWith, $ZodCheckEndsWith, $ZodCheckIncludes.
    case 'startsWith':
      return { format: 'starts_with', pattern: regexSource(`^${escapeRegex4(value)}.*`, c.span) };
    case 'endsWith':
      return { format: 'ends_with', pattern: regexSource(`.*${escapeRegex4(value)}$`, c.span) };
    case 'includes':
      return { format: 'includes', pattern: regexSource(typeof o.position === 'number' ? `^.{${o.position},}${escapeRegex4(value)}` : escapeRegex4(value), c.span) };
    default:
      return undefined;
  }
}

// parsers/string.js (the AI SDK's vendored copy is the same; openai's differs in escapeNonAlphaNumeric).
const Z3_CUID = String.raw`^[cC][^\s-]{8,}$`;
const Z3_ULID = '^[0-9A-HJKMNP-TV-Z]{26}$';
const Z3_EMOJI = String.raw`^(\p{Extended_Pictographic}|\p{Emoji_Component})+$`;
const Z3_CUID2 = '^[0-9a-z]+$';
const Z3_NANOID = '^[a-zA-Z0-9_-]{21}$';
/** Upstream only: openai's vendored copy has no case for base64url and jwt (nothing is emitted). */
const Z3_BASE64URL = '^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$';
const Z3_JWT = String.raw`^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$`;
/** zod-to-json-schema 3.25.2's ALPHA_NUMERIC, which lacks W and w: `.startsWith('www')` becomes `^\w\w\w`. */
const ALPHA_NUMERIC_3 = new Set('ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789');

/** escapeNonAlphaNumeric (patternStrategy "escape", the default): upstream per UTF-16 unit, openai's copy per code point over [a-zA-Z0-9]. */
function escape3(s: string, openai: boolean): string {
  if (openai) return Array.from(s, (c) => (/[a-zA-Z0-9]/.test(c) ? c : `\\${c}`)).join('');
  let out = '';
  for (let i = 0; i < s.length; i++) out += (ALPHA_NUMERIC_3.has(s[i]!) ? '' : '\\') + s[i];
  return out;
}

/** The formats and patterns parseStringDef adds for one check, in order. */
export function stringEffects3(c: Check, openai: boolean): ({ format: string } | { pattern: string } | { contentEncoding: string })[] {
  const value = String(c.value ?? '');
  switch (c.kind) {
    case 'email':
      return [{ format: 'email' }];
    case 'url':
      return [{ format: 'uri' }];
    case 'uuid':
      return [{ format: 'uuid' }];
    case 'datetime':
      return [{ format: 'date-time' }];
    case 'date':
      return [{ format: 'date' }];
    case 'time':
      return [{ format: 'time' }];
    case 'ip': {
      const version = c.opts?.version;
      return [...(version !== 'v6' ? [{ format: 'ipv4' }] : []), ...(version !== 'v4' ? [{ format: 'ipv6' }] : [])];
    }
    case 'regex':
      return [{ pattern: value }];
    case 'cuid':
      return [{ pattern: Z3_CUID }];
    case 'ulid':
      return [{ pattern: Z3_ULID }];
    case 'emoji':
      return [{ pattern: Z3_EMOJI }];
    case 'cuid2':
      return [{ pattern: Z3_CUID2 }];
    case 'nanoid':
      return [{ pattern: Z3_NANOID }];
    case 'duration':
      return [{ format: 'duration' }];
    // base64Strategy "contentEncoding:base64", the default.
    case 'base64':
      return [{ contentEncoding: 'base64' }];
    case 'base64url':
      return openai ? [] : [{ pattern: Z3_BASE64URL }];
    case 'jwt':
      return openai ? [] : [{ pattern: Z3_JWT }];
    case 'startsWith':
      return [{ pattern: regexSource(`^${escape3(value, openai)}`, c.span) }];
    case 'endsWith':
      return [{ pattern: regexSource(`${escape3(value, openai)}$`, c.span) }];
    case 'includes':
      // The position option is ignored.
      return [{ pattern: regexSource(escape3(value, openai), c.span) }];
    default:
      return [];
  }
}
