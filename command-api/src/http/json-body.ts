import type { FastifyInstance } from 'fastify';
import { TEXT_PROBLEM_MESSAGES, textProblem, type TextProblem } from './unstorable-text.ts';

/**
 * Keys refused anywhere in a JSON body. Parsed JSON holds them as plain own properties, but code
 * that copies or merges objects (`Object.assign`, spreads into prototypes, lodash merges) can turn
 * them into prototype pollution; no field of ours has these names.
 */
const DANGEROUS_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const TEXT_CODES = {
  nul: 'GOLF_JSON_NUL_CHARACTER',
  lone_surrogate: 'GOLF_JSON_LONE_SURROGATE',
  direction_control: 'GOLF_JSON_DIRECTION_CONTROL',
} as const satisfies Record<TextProblem, string>;

type JsonBodyErrorCode =
  'FST_ERR_CTP_EMPTY_JSON_BODY' | 'FST_ERR_CTP_INVALID_JSON_BODY' | 'GOLF_JSON_DANGEROUS_KEY' | (typeof TEXT_CODES)[TextProblem];

/** Why a JSON body was refused before any route saw it: a 400 with `message`, keyed by `code`. */
export class JsonBodyError extends Error {
  readonly statusCode = 400;
  readonly code: JsonBodyErrorCode;
  constructor(code: JsonBodyErrorCode, message: string) {
    super(message);
    this.code = code;
    this.name = 'JsonBodyError';
  }
}

/**
 * Parses a request body as JSON. An empty body, text that is not JSON, a key from DANGEROUS_KEYS
 * and text that cannot be stored as given (a NUL, a lone surrogate, a text-direction control:
 * unstorable-text.ts) in any value or key are each refused with a message that says which; valid
 * JSON is never called invalid. This is the one place every JSON body passes, so no route's
 * schema has to remember it.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new JsonBodyError('FST_ERR_CTP_EMPTY_JSON_BODY', 'The request body is empty');
  let dangerous: string | undefined;
  let problem = null as TextProblem | null;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, child: unknown) => {
      // Children are revived before their parents: the outermost dangerous key is named.
      if (DANGEROUS_KEYS.has(key)) dangerous = key;
      problem ??= textProblem(key) ?? (typeof child === 'string' ? textProblem(child) : null);
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
  if (problem) throw new JsonBodyError(TEXT_CODES[problem], TEXT_PROBLEM_MESSAGES[problem]);
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
