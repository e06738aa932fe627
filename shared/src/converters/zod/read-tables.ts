// The tables the zod reader looks methods and factories up in: which take functions, which zod 4 links to their
// parent instance, the string format factories and methods, and the number checks.
import { lookupTable } from '../../lookup-table';
import type { Check, StringFormat } from './model';

/** Methods whose argument is a function (the schema they build depends on code). */
export const FUNCTION_METHODS = new Set(['transform', 'refine', 'superRefine', 'check', 'overwrite', 'preprocess']);

/**
 * zod 4 methods whose result is a clone with a `_zod.parent` link (core/util.js clone(inst, def, params) links when no
 * new def is given or `params.parent` is set): `.describe()` (`this.clone()`) and every check (`this.check(...)`
 * clones with `{ parent: true }`). The wrappers (`.optional()`...) are new instances of another type, and the object
 * methods (strict, extend, pick, partial...) clone with a new def and no link.
 */
export const Z4_PARENT_LINKED = new Set([
  'describe',
  ...['min', 'max', 'length', 'nonempty', 'gt', 'gte', 'lt', 'lte', 'multipleOf', 'step', 'positive', 'nonnegative', 'negative', 'nonpositive', 'int', 'safe'],
  ...['trim', 'toLowerCase', 'toUpperCase', 'email', 'url', 'uuid', 'cuid', 'ulid', 'date', 'lowercase', 'uppercase', 'regex', 'startsWith', 'endsWith', 'includes', 'datetime', 'time'],
  ...['emoji', 'cuid2', 'nanoid', 'base64', 'base64url', 'jwt', 'duration', 'guid', 'uuidv4', 'uuidv6', 'uuidv7', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'ksuid', 'xid'],
  'meta',
  'refine',
  'superRefine',
]);

/** zod 4's top-level string formats (`z.email()`, `z.iso.datetime()`...): a ZodStringFormat whose own format is its first check. */
export const Z4_FORMAT_FACTORIES = lookupTable<{ kind: StringFormat; version?: string }>({
  email: { kind: 'email' },
  guid: { kind: 'guid' },
  uuid: { kind: 'uuid' },
  uuidv4: { kind: 'uuid', version: 'v4' },
  uuidv6: { kind: 'uuid', version: 'v6' },
  uuidv7: { kind: 'uuid', version: 'v7' },
  url: { kind: 'url' },
  // `z.httpUrl()` is a z.url() with protocol and hostname patterns, which toJSONSchema does not emit.
  httpUrl: { kind: 'url' },
  emoji: { kind: 'emoji' },
  nanoid: { kind: 'nanoid' },
  cuid: { kind: 'cuid' },
  cuid2: { kind: 'cuid2' },
  ulid: { kind: 'ulid' },
  xid: { kind: 'xid' },
  ksuid: { kind: 'ksuid' },
  ipv4: { kind: 'ipv4' },
  ipv6: { kind: 'ipv6' },
  cidrv4: { kind: 'cidrv4' },
  cidrv6: { kind: 'cidrv6' },
  base64: { kind: 'base64' },
  base64url: { kind: 'base64url' },
  e164: { kind: 'e164' },
  jwt: { kind: 'jwt' },
  'iso.datetime': { kind: 'datetime' },
  'iso.date': { kind: 'date' },
  'iso.time': { kind: 'time' },
  'iso.duration': { kind: 'duration' },
});

/** The format methods of zod 4's ZodString, which a string format schema (ZodStringFormat) does not have. */
export const Z4_FORMAT_METHODS = new Set(['email', 'url', 'jwt', 'emoji', 'guid', 'uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'nanoid', 'cuid', 'cuid2', 'ulid', 'base64', 'base64url', 'xid', 'ksuid', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'datetime', 'date', 'time', 'duration']);
/** String methods zod 3's ZodString does not have. */
export const Z4_ONLY_STRING_METHODS = new Set(['lowercase', 'uppercase', 'guid', 'uuidv4', 'uuidv6', 'uuidv7', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'ksuid', 'xid']);

/** zod's number methods -> the check they add (gte/min/nonnegative are inclusive `min`, gt/positive exclusive `gt`...). */
export const NUMBER_CHECK = lookupTable<Check['kind']>({
  gt: 'gt',
  gte: 'min',
  lt: 'lt',
  lte: 'max',
  multipleOf: 'multipleOf',
  step: 'multipleOf',
  positive: 'gt',
  nonnegative: 'min',
  negative: 'lt',
  nonpositive: 'max',
});
