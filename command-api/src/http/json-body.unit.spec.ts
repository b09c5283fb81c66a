import { describe, expect, it } from 'vitest';
import { JsonBodyError, parseJsonBody } from './json-body.ts';

const refusal = (text: string) => {
  try {
    parseJsonBody(text);
  } catch (error) {
    return error as JsonBodyError;
  }
  throw new Error(`parsed: ${text}`);
};

describe('parseJsonBody', () => {
  it('given valid JSON, when parsed, then it is the value', () => {
    expect(parseJsonBody('{"name":"Ann","holes":[{"par":4}]}')).toEqual({ name: 'Ann', holes: [{ par: 4 }] });
  });

  it('given an empty body or text that is not JSON, when parsed, then it says which', () => {
    expect(refusal('  ').message).toBe('The request body is empty');
    expect(refusal('{"name": ').message).toBe('The request body is not valid JSON');
    expect(refusal('{"strokes": NaN}').message).toBe('The request body is not valid JSON');
  });

  it('given a __proto__, constructor or prototype key at any depth, when parsed, then it names the key and does not call the JSON invalid', () => {
    for (const [text, key] of [
      ['{"__proto__":{"isAdmin":true}}', '__proto__'],
      ['{"payouts":[{"constructor":{"prototype":{"x":1}}}]}', 'constructor'],
      ['{"a":{"prototype":1}}', 'prototype'],
    ] as const) {
      const error = refusal(text);
      expect(error.code).toBe('GOLF_JSON_DANGEROUS_KEY');
      expect(error.message).toContain(`"${key}"`);
      expect(error.message).not.toMatch(/not valid JSON/);
    }
  });

  it('given a NUL character in a value or a key, when parsed, then it is refused (PostgreSQL cannot store it)', () => {
    expect(refusal('{"name":"a\\u0000b"}').code).toBe('GOLF_JSON_NUL_CHARACTER');
    expect(refusal('{"a\\u0000":1}').code).toBe('GOLF_JSON_NUL_CHARACTER');
  });

  it('given a huge number, when parsed, then it is Infinity for the schema to refuse', () => {
    expect(parseJsonBody('{"rating":1e999}')).toEqual({ rating: Number.POSITIVE_INFINITY });
  });

  it('given a lone surrogate in a value or a key, when parsed, then it is refused as no character at all', () => {
    for (const text of ['{"name":"\\ud800"}', '{"name":"Ann\\udfff"}', '{"name":"\\udc00\\ud800"}', '{"\\ud83d":1}']) {
      const error = refusal(text);
      expect(error.code).toBe('GOLF_JSON_LONE_SURROGATE');
      expect(error.message).toMatch(/lone surrogate/);
    }
  });

  it('given a text-direction override or isolate, when parsed, then it is refused', () => {
    for (const control of ['202a', '202e', '2066', '2069'])
      expect(refusal(`{"name":"Ann \\u${control}x"}`).code).toBe('GOLF_JSON_DIRECTION_CONTROL');
  });

  it('given emoji pairs, combining marks, right-to-left script and the left-to-right mark, when parsed, then they are kept as given', () => {
    const names = ['\\ud83d\\udc68\\u200d\\ud83d\\udc69 Ann', 'Zoe\\u0308', '\\u05d3\\u05d5\\u05d3', 'Ann\\u200e'];
    for (const name of names) expect(parseJsonBody(`{"name":"${name}"}`)).toEqual({ name: JSON.parse(`"${name}"`) });
  });
});
