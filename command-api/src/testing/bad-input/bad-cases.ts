import { acceptedTypes, objectSchema, type Operation, type Schema } from './openapi-operations.ts';

/** One malformed request made of a route's valid one. */
export interface BadCase {
  name: string;
  method: Operation['method'];
  url: string;
  contentType?: string;
  /** The raw body; JSON unless contentType says otherwise. */
  payload?: string;
  /**
   * refused: a 4xx with a message, nothing written. tolerated: the input is not wrong (unknown
   * fields are dropped, free text may read `__proto__`): anything but a 5xx, and nothing written
   * may hold EXTRA_FIELD. exact: text that is odd but valid (10,000 emoji, combining marks): a 4xx
   * with a message, or taken, and then whatever was written holds `text` exactly as sent.
   */
  expect: 'refused' | 'tolerated' | 'exact';
  /** For `exact`: the text the case put in the body. */
  text?: string;
  /** For `exact`: the field is a secret (a password), stored only as a hash, never as given. */
  secret?: boolean;
  /** A refusal for a dangerous key must name it (and not call valid JSON invalid). */
  mentions?: string;
}

/** The name of the unknown field the tolerated cases add; it must never reach the log. */
export const EXTRA_FIELD = 'unexpectedExtraField';
const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_PARAM = 'x'.repeat(2_000);
const DANGEROUS_KEYS = [
  { key: '__proto__', raw: '"__proto__":{"isAdmin":true,"isSuperAdmin":true}' },
  { key: 'constructor', raw: '"constructor":{"prototype":{"isAdmin":true}}' },
];
/**
 * Text JSON can carry that PostgreSQL cannot store (a lone surrogate: half of a UTF-16 pair), and
 * text-direction controls (a right-to-left override makes a name read backwards): always refused.
 */
const UNSTORABLE_TEXT = [
  { what: 'a lone surrogate', value: 'Ann \ud800' },
  { what: 'a trailing lone surrogate', value: '\udfff' },
  { what: 'a right-to-left override', value: 'Ann \u202egnitoor' },
  { what: 'a left-to-right isolate', value: 'Ann \u2066x' },
];
/** Odd but valid text: refused with a message (too long) or stored exactly as sent. */
const ODD_TEXT = [
  { what: '10,000 emoji', value: '😀'.repeat(10_000) },
  { what: 'combining marks', value: 'Zoe\u0308 Cafe\u0301 a\u0301\u0302\u0303' },
  { what: 'right-to-left script', value: '\u05d3\u05d5\u05d3 \u05db\u05d4\u05df' },
];
const SECRET_FIELD = /password|token/i;

/** Values no path parameter (an id, a number, a code, a slug) may take. */
const BAD_PATH_VALUES = ['not-an-id', '-0', 'NaN', 'Infinity', '1e999', '__proto__', 'constructor', '%00', HUGE_PARAM];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** JSON text with raw tokens (NaN, 1e999, -0, a dangerous key) where the markers stand. */
class RawJson {
  private raws: string[] = [];
  marker(raw: string): string {
    this.raws.push(raw);
    return `@@raw${this.raws.length - 1}@@`;
  }
  text(value: unknown): string {
    return this.raws.reduce(
      (text, raw, index) => text.replace(`"@@raw${index}@@":true`, raw).replace(`"@@raw${index}@@"`, raw),
      JSON.stringify(value),
    );
  }
}

const clone = <T>(value: T): T => structuredClone(value);

function withValue(body: Json, path: Path, value: Json | undefined): Json {
  if (path.length === 0) return value ?? null;
  const copy = clone(body);
  let target = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const at = (body: Json, path: Path): Json | undefined =>
  path.reduce<Json | undefined>((value, step) => (value as Record<string | number, Json> | undefined)?.[step], body);

const WRONG_TYPE: { type: 'object' | 'array' | 'boolean' | 'string' | 'number' | 'null'; value: Json }[] = [
  { type: 'object', value: { nested: true } },
  { type: 'array', value: [1] },
  { type: 'boolean', value: true },
  { type: 'string', value: 'not-a-number' },
  { type: 'number', value: 12345 },
];

const positiveOnly = (schema: Schema) =>
  (schema.minimum !== undefined && schema.minimum > 0) || schema.exclusiveMinimum === 0 || schema.exclusiveMinimum === true;

type FieldCase = { name: string; payload: string; expect?: 'exact'; text?: string; secret?: boolean };

/** The refused variants of the value at `path` (and below it), by what its schema accepts; `exact` ones may be taken. */
function fieldCases(body: Json, path: Path, schema: Schema, depth: number): FieldCase[] {
  const name = (what: string) => (path.length > 0 ? `${path.join('.')}: ${what}` : what);
  const json = (value: Json | undefined) => JSON.stringify(withValue(body, path, value));
  const raw = (token: string) => {
    const raws = new RawJson();
    return raws.text(withValue(body, path, raws.marker(token)));
  };
  const types = acceptedTypes(schema);
  const cases: FieldCase[] = [];
  const wrong = WRONG_TYPE.find((candidate) => !types.has(candidate.type));
  if (wrong) cases.push({ name: name(`wrong type (${wrong.type})`), payload: json(wrong.value) });
  if (types.has('string')) {
    cases.push({ name: name('a huge string'), payload: json(HUGE_STRING) });
    cases.push({ name: name('a NUL character'), payload: json('a\u0000b') });
    for (const { what, value } of UNSTORABLE_TEXT) cases.push({ name: name(what), payload: json(value) });
    const secret = SECRET_FIELD.test(String(path.at(-1) ?? ''));
    for (const { what, value } of ODD_TEXT) cases.push({ name: name(what), payload: json(value), expect: 'exact', text: value, secret });
    if (schema.format || schema.enum || schema.pattern) cases.push({ name: name('__proto__ as the value'), payload: json('__proto__') });
  }
  if (types.has('number')) {
    for (const token of ['NaN', 'Infinity', '1e999', '-1e999']) cases.push({ name: name(token), payload: raw(token) });
    if (positiveOnly(schema)) cases.push({ name: name('-0'), payload: raw('-0') });
  }
  if (depth >= 3) return cases;
  const value = at(body, path);
  const object = objectSchema(schema);
  if (object && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const required of object.required ?? [])
      if (required in value)
        cases.push({ name: name(`without ${required}`), payload: JSON.stringify(withValue(body, [...path, required], undefined)) });
    for (const [key, property] of Object.entries(object.properties ?? {}))
      cases.push(...fieldCases(body, [...path, key], property, depth + 1));
  }
  if (schema.items && Array.isArray(value) && value.length > 0) cases.push(...fieldCases(body, [...path, 0], schema.items, depth + 1));
  return cases;
}

/** Where a dangerous key can go: the body itself and its first nested objects. */
function objectPaths(body: Json, path: Path = [], depth = 0): Path[] {
  const value = at(body, path);
  if (value === null || typeof value !== 'object' || depth > 2) return [];
  if (Array.isArray(value)) return value.length > 0 ? objectPaths(body, [...path, 0], depth + 1) : [];
  return [path, ...Object.keys(value).flatMap((key) => objectPaths(body, [...path, key], depth + 1))];
}

/** The body cases of a route that takes `schema`, built from its valid body. */
function bodyCases(operation: Operation, url: string, valid: Json | undefined): BadCase[] {
  const { method } = operation;
  const schema = operation.body;
  const base = valid ?? {};
  const refused = (name: string, payload: string, contentType = 'application/json'): BadCase => ({
    name,
    method,
    url,
    payload,
    contentType,
    expect: 'refused',
  });
  const cases: BadCase[] = [refused('malformed JSON', '{"broken": '), refused('JSON with a NaN', '{"value": NaN}')];
  for (const { key, raw } of DANGEROUS_KEYS)
    for (const path of objectPaths(base)) {
      const raws = new RawJson();
      const payload = raws.text(withValue(base, [...path, raws.marker(raw)], true));
      cases.push({ ...refused(`${key} key at ${path.join('.') || 'the top'}`, payload), mentions: key });
    }
  if (!schema) return cases;
  cases.push(
    refused('an empty body', ''),
    refused('a text/plain body', JSON.stringify(base), 'text/plain'),
    refused('a form-encoded body', 'name=x', 'application/x-www-form-urlencoded'),
    ...['[]', '"text"', '42', 'null'].map((payload) => refused(`the body ${payload}`, payload)),
  );
  const object = objectSchema(schema);
  if (object?.required?.length) cases.push(refused('an empty object', '{}'));
  cases.push(
    ...fieldCases(base, [], schema, 0).map(({ name, payload, expect, text, secret }) =>
      expect ? { ...refused(name, payload), expect, text, secret } : refused(name, payload),
    ),
  );
  if (object)
    cases.push({
      name: 'an unknown field',
      method,
      url,
      contentType: 'application/json',
      payload: JSON.stringify({ ...(base as object), [EXTRA_FIELD]: 'dropped' }),
      expect: 'tolerated',
    });
  return cases;
}

/** The URL with its `index`-th path segment replaced. */
function withSegment(url: string, index: number, value: string): string {
  const [path, query] = url.split('?');
  const segments = path!.split('/');
  segments[index] = value;
  return segments.join('/') + (query === undefined ? '' : `?${query}`);
}

function withQuery(url: string, name: string, values: string[]): string {
  const parsed = new URL(url, 'http://api.test');
  parsed.searchParams.delete(name);
  for (const value of values) parsed.searchParams.append(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

/** Bad path and query parameters of a route. */
function parameterCases(operation: Operation, url: string, valid: Json | undefined): BadCase[] {
  const { method } = operation;
  const payload = valid === undefined ? {} : { payload: JSON.stringify(valid), contentType: 'application/json' };
  const cases: BadCase[] = [];
  const templateSegments = operation.path.split('/');
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      const index = templateSegments.indexOf(`{${parameter.name}}`);
      for (const value of BAD_PATH_VALUES)
        cases.push({
          name: `${parameter.name} = ${value.slice(0, 20)}`,
          method,
          url: withSegment(url, index, encodeURIComponent(value).replace('%2500', '%00')),
          ...payload,
          expect: 'refused',
        });
    }
    if (parameter.in === 'query') {
      const schema = parameter.schema ?? {};
      const strict = schema.type === 'integer' || schema.type === 'number' || Boolean(schema.enum || schema.format || schema.pattern);
      const query = (what: string, values: string[], expect: BadCase['expect']): BadCase => ({
        name: `?${parameter.name}: ${what}`,
        method,
        url: withQuery(url, parameter.name, values),
        ...payload,
        expect,
      });
      cases.push(query('a huge string', ['x'.repeat(5_000)], 'refused'));
      cases.push(query('a NUL character', ['a\u0000b'], 'refused'));
      cases.push(query('a right-to-left override', ['a\u202eb'], 'refused'));
      cases.push(query('__proto__', ['__proto__'], strict ? 'refused' : 'tolerated'));
      if (strict) for (const value of ['abc', 'NaN', 'Infinity', '1e999']) cases.push(query(value, [value], 'refused'));
      if (schema.type === 'integer' || schema.type === 'number') cases.push(query('1.5', ['1.5'], 'refused'));
    }
  }
  // A URL cannot carry a lone surrogate: its percent-encoded UTF-8 (%ED%A0%80) is no text at all.
  cases.push({
    name: 'invalid UTF-8 in the query',
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}q=%ED%A0%80`,
    ...payload,
    expect: 'tolerated',
  });
  cases.push({
    name: 'dangerous query keys',
    method,
    url: `${url}${url.includes('?') ? '&' : '?'}__proto__=x&constructor=y&prototype=z`,
    ...payload,
    expect: 'tolerated',
  });
  return cases;
}

/** Every bad-input case of one route, made from its valid request. */
export function badCases(operation: Operation, valid: { url: string; body?: unknown }): BadCase[] {
  const body = valid.body as Json | undefined;
  return [...(operation.method === 'GET' ? [] : bodyCases(operation, valid.url, body)), ...parameterCases(operation, valid.url, body)];
}
