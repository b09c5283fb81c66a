import type { FastifyInstance } from 'fastify';
import { NUL_MESSAGE } from './nul-character.ts';

/**
 * Keys refused anywhere in a JSON body. Parsed JSON holds them as plain own properties, but code
 * that copies or merges objects (`Object.assign`, spreads into prototypes, lodash merges) can turn
 * them into prototype pollution; no field of ours has these names.
 */
const DANGEROUS_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a JSON body was refused before any route saw it: a 400 with `message`, keyed by `code`. */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  readonly code: 'FST_ERR_CTP_EMPTY_JSON_BODY' | 'FST_ERR_CTP_INVALID_JSON_BODY' | 'GOLF_JSON_DANGEROUS_KEY' | 'GOLF_JSON_NUL_CHARACTER';
  constructor(
    code: 'FST_ERR_CTP_EMPTY_JSON_BODY' | 'FST_ERR_CTP_INVALID_JSON_BODY' | 'GOLF_JSON_DANGEROUS_KEY' | 'GOLF_JSON_NUL_CHARACTER',
    message: string,
  ) {
    super(message);
    this.code = code;
    this.name = 'JsonBodyError';
  }
}

/**
 * Parses a request body as JSON. An empty body, text that is not JSON, a key from DANGEROUS_KEYS
 * and a NUL character in any text (PostgreSQL cannot store it) are each refused with a message
 * that says which; valid JSON is never called invalid.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new JsonBodyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'The request body is empty');
  let dangerous: string | undefined;
  let nul = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, child: unknown) => {
      // Children are revived before their parents: the outermost dangerous key is named.
      if (DANGEROUS_KEYS.has(key)) dangerous = key;
      if (key.includes('\u0000') || (typeof child === 'string' && child.includes('\u0000'))) nul = true;
      return child;
    });
  } catch {
    throw new JsonBodyError('FST_ERR_CTP_INVALID_JSON_BODY', 'The request body is not valid JSON');
  }
  if (dangerous)
    throw new JsonBodyError(
      'GOLF_JSON_DANGEROUS_KEY',
      `The request body has a field named "${dangerous}", which is never accepted: remove it`,
    );
  if (nul) throw new JsonBodyError('GOLF_JSON_NUL_CHARACTER', NUL_MESSAGE);
  return value;
}

/** Replaces Fastify's JSON parser with parseJsonBody (the body limit still applies). */
export function registerJsonBodyParser(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as JsonBodyError, undefined);
    }
  });
}
