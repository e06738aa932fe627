// What toJsonSchema (@valibot/to-json-schema 1.8) does with each pipe action: one case per action type, in its
// order of keys, with the errors it raises (thrown unless errorMode says otherwise; emit.ts decides).
import { DArr, Draft, type DV, Ext, plain } from './draft';
import type { Span, ToJsonSchemaConfig, VAction } from './model';

export interface ActionContext {
  config: ToJsonSchemaConfig;
  /** A node for a value known only at run time, spanning `span`. */
  runtime(span: Span, why: string): import('jsonc-parser').Node;
  /** Raises toJsonSchema's error: thrown (the whole conversion fails) unless errorMode is warn or ignore. */
  error(message: string, span: Span): void;
}

/** Actions whose requirement is a regular expression of Valibot's own: their `pattern` is its source. */
const VALIBOT_PATTERNS = new Set(['bic', 'cuid2', 'decimal', 'digits', 'domain', 'emoji', 'hash', 'hexadecimal', 'hex_color', 'isrc', 'iso_time_second', 'iso_week', 'ksuid', 'mac', 'mac48', 'mac64', 'nanoid', 'octal', 'slug', 'ulid', 'jws_compact']);
const FORMATS: Record<string, string> = { email: 'email', rfc_email: 'email', ipv4: 'ipv4', ipv6: 'ipv6', iso_date: 'date', iso_date_time: 'date-time', iso_timestamp: 'date-time', iso_time: 'time', url: 'uri', uuid: 'uuid' };

function lower(current: DV | undefined, value: number): number {
  return typeof current !== 'number' || !Number.isFinite(current) || value > current ? value : current;
}
function upper(current: DV | undefined, value: number): number {
  return typeof current !== 'number' || !Number.isFinite(current) || value < current ? value : current;
}
function isConst(v: unknown): boolean {
  return typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';
}
function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function typeName(d: Draft): string {
  const t = d.get('type');
  return typeof t === 'string' ? t : t instanceof DArr ? t.items.join(',') : 'undefined';
}

/** `not` combined as toJsonSchema combines it: a second one makes `{ anyOf: [first, second] }`. */
function withNot(d: Draft, value: DV, span: Span): void {
  const current = d.get('not');
  if (current === undefined) return d.set('not', value, span);
  const any = new Draft(span);
  any.set('anyOf', new DArr([current, value], span), span);
  d.set('not', any, span);
}

function intersectEnum(d: Draft, values: unknown[], span: Span): void {
  const current = d.get('enum');
  let list: unknown[] = values;
  if (current instanceof DArr) {
    const set = new Set(values);
    list = current.items.map((i) => (i instanceof Ext ? plain(i.node) : i)).filter((v) => set.has(v));
  }
  if (list.length) d.set('enum', new DArr([...new Set(list)] as DV[], span), span);
  else {
    d.delete('enum');
    withNot(d, new Draft(span), span);
  }
}

/** Applies one pipe action to the schema drafted so far, as toJsonSchema's convertAction does. */
export function convertAction(d: Draft, a: VAction, ctx: ActionContext): void {
  if (ctx.config.ignoreActions?.includes(a.type)) return;
  const errors: string[] = [];
  const at = a.span;
  const req = plain(a.arg);
  const arg = (): DV => (a.arg ? new Ext(a.arg) : new Ext(ctx.runtime(at, `the requirement of \`${a.type}\`, known only at run time`)));
  const type = typeName(d);
  const isArray = d.get('type') === 'array';
  const isNumeric = d.get('type') === 'number' || d.get('type') === 'integer';
  const count = (label: string): number | undefined => {
    if (req === undefined) return undefined;
    if (!Number.isInteger(req) || (req as number) < 0) errors.push(`The requirement of the "${label}" action must be a non-negative integer.`);
    return errors.length ? undefined : (req as number);
  };
  const setCount = (key: string, bound: typeof lower, n: number | undefined) => {
    if (n !== undefined) d.set(key, bound(d.get(key), n), at);
    else if (req === undefined) d.set(key, arg(), at);
  };
  const notType = () => errors.push(`The "${a.type}" action is not supported on type "${type}".`);
  const pattern = (value: () => DV) => {
    if (d.get('pattern')) errors.push(`The "${a.type}" action is not supported in combination with another regex action.`);
    else d.set('pattern', value(), at);
  };
  const numeric = (key: string, bound: typeof lower) => {
    if (!isNumeric) return void errors.push(`The "${a.type}" action is not supported on type "${type}".`);
    if (req !== undefined && (typeof req !== 'number' || !Number.isFinite(req))) return void errors.push(`The requirement of the "${a.type}" action is not JSON compatible.`);
    d.set(key, req === undefined ? arg() : bound(d.get(key), req as number), at);
  };
  if (FORMATS[a.type]) d.set('format', FORMATS[a.type]!, at);
  else if (VALIBOT_PATTERNS.has(a.type)) pattern(() => new Ext(ctx.runtime(at, `the regular expression of Valibot's \`${a.type}\` action, which toollint does not hold`)));
  else {
    switch (a.type) {
      case 'base64':
        d.set('contentEncoding', 'base64', at);
        break;
      case 'description':
        d.set('description', arg(), at);
        break;
      case 'title':
        d.set('title', arg(), at);
        break;
      case 'ends_with':
      case 'starts_with':
      case 'includes':
        pattern(() => (typeof req === 'string' ? (a.type === 'ends_with' ? `${escapeRegExp(req)}$` : a.type === 'starts_with' ? `^${escapeRegExp(req)}` : escapeRegExp(req)) : arg()));
        break;
      case 'empty':
        if (isArray) d.set('maxItems', 0, at);
        else {
          if (type !== 'string') notType();
          d.set('maxLength', 0, at);
        }
        break;
      case 'non_empty':
        if (isArray) d.set('minItems', lower(d.get('minItems'), 1), at);
        else {
          if (type !== 'string') notType();
          d.set('minLength', lower(d.get('minLength'), 1), at);
        }
        break;
      case 'entries': {
        const n = count('entries');
        if (errors.length) break;
        setCount('minProperties', lower, n);
        setCount('maxProperties', upper, n);
        break;
      }
      case 'min_entries':
      case 'max_entries': {
        const n = count(a.type);
        if (errors.length) break;
        setCount(a.type === 'min_entries' ? 'minProperties' : 'maxProperties', a.type === 'min_entries' ? lower : upper, n);
        break;
      }
      case 'length':
      case 'min_length':
      case 'max_length': {
        const n = count(a.type);
        if (errors.length) break;
        const items = isArray;
        if (!items && type !== 'string') notType();
        if (a.type !== 'max_length') setCount(items ? 'minItems' : 'minLength', lower, n);
        if (a.type !== 'min_length') setCount(items ? 'maxItems' : 'maxLength', upper, n);
        break;
      }
      case 'examples': {
        const list = a.arg?.type === 'array' ? (a.arg.children ?? []).map((c) => new Ext(c)) : undefined;
        const current = d.get('examples');
        if (!list) d.set('examples', arg(), at);
        else d.set('examples', current instanceof DArr ? new DArr([...current.items, ...list], at) : new DArr(list, at), at);
        break;
      }
      case 'metadata':
        metadata(d, a, ctx);
        break;
      case 'gt_value':
        numeric('exclusiveMinimum', lower);
        break;
      case 'lt_value':
        numeric('exclusiveMaximum', upper);
        break;
      case 'min_value':
        numeric('minimum', lower);
        break;
      case 'max_value':
        numeric('maximum', upper);
        break;
      case 'integer':
        d.set('type', 'integer', at);
        break;
      case 'safe_integer':
        d.set('type', 'integer', at);
        d.set('minimum', lower(d.get('minimum'), Number.MIN_SAFE_INTEGER), at);
        d.set('maximum', upper(d.get('maximum'), Number.MAX_SAFE_INTEGER), at);
        break;
      case 'multiple_of':
        d.set('multipleOf', typeof req === 'number' ? req : arg(), at);
        break;
      case 'not_value':
        if (req !== undefined && !isConst(req)) errors.push('The requirement of the "not_value" action is not JSON compatible.');
        else {
          const not = new Draft(at);
          not.set('const', arg(), at);
          withNot(d, not, at);
        }
        break;
      case 'not_values': {
        const list = Array.isArray(req) ? req : undefined;
        if (list && !list.every(isConst)) errors.push('A requirement of the "not_values" action is not JSON compatible.');
        else if (!list) {
          const not = new Draft(at);
          not.set('enum', arg(), at);
          withNot(d, not, at);
        } else if (list.length) {
          const not = new Draft(at);
          not.set('enum', new DArr([...new Set(list)] as DV[], at), at);
          withNot(d, not, at);
        }
        break;
      }
      case 'regex':
        if (!a.regex) {
          pattern(() => new Ext(ctx.runtime(at, 'a regular expression toollint cannot read here (it reads a /literal/)')));
          break;
        }
        if (a.regex.flags) errors.push('RegExp flags are not supported by JSON Schema.');
        pattern(() => a.regex!.source);
        break;
      case 'value':
        if (req !== undefined && !isConst(req)) errors.push('The requirement of the "value" action is not JSON compatible.');
        else if (d.has('const') && (req === undefined || plainConst(d) !== req)) errors.push('The "value" action is not supported in combination with a different "const" restriction.');
        else d.set('const', arg(), at);
        break;
      case 'values': {
        const list = Array.isArray(req) ? req : undefined;
        if (!list) d.set('enum', arg(), at);
        else if (!list.every(isConst)) errors.push('A requirement of the "values" action is not JSON compatible.');
        else intersectEnum(d, list, at);
        break;
      }
      default:
        errors.push(`The "${a.type}" action cannot be converted to JSON Schema.`);
    }
  }
  for (const message of errors) ctx.error(message, at);
}

function plainConst(d: Draft): unknown {
  const c = d.get('const');
  return c instanceof Ext ? plain(c.node) : c;
}

/** `v.metadata({ title, description, examples, ...rest })`: the three it knows first, then every other key as given. */
function metadata(d: Draft, a: VAction, ctx: ActionContext): void {
  const at = a.span;
  const obj = a.arg;
  if (!obj || obj.type !== 'object') {
    d.set('description', new Ext(ctx.runtime(at, 'metadata that is not an object literal, whose keys toJsonSchema copies')), at);
    return;
  }
  const member = (k: string) => obj.children?.find((p) => p.children?.[0]?.value === k)?.children?.[1];
  const title = member('title');
  const description = member('description');
  const examples = member('examples');
  if (title?.type === 'string') d.set('title', new Ext(title), at);
  if (description?.type === 'string') d.set('description', new Ext(description), at);
  if (examples?.type === 'array') {
    const list = (examples.children ?? []).map((c) => new Ext(c));
    const current = d.get('examples');
    d.set('examples', current instanceof DArr ? new DArr([...current.items, ...list], at) : new DArr(list, at), at);
  }
  for (const p of obj.children ?? []) {
    const key = String(p.children?.[0]?.value);
    if (key !== 'title' && key !== 'description' && key !== 'examples' && key !== '__proto__' && p.children?.[1]) d.set(key, new Ext(p.children[1]), at);
  }
}
