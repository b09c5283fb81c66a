import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../commands/domain-error.ts';

/**
 * What makes text that JSON can carry unfit to be stored as given:
 * - `nul`: U+0000, which PostgreSQL text and jsonb cannot hold;
 * - `lone_surrogate`: half of a UTF-16 pair (`"\ud800"` in JSON), which is no character at all and
 *   which PostgreSQL refuses in jsonb (UTF-8 has no encoding for it);
 * - `direction_control`: the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 *   U+2066–U+2069), which make a name read differently from what it is (the "Trojan Source"
 *   trick). Right-to-left scripts need none of them: Hebrew and Arabic names are stored as typed.
 */
export type TextProblem = 'nul' | 'lone_surrogate' | 'direction_control';

export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  nul: 'Text in the request may not contain the NUL character (\\u0000)',
  lone_surrogate:
    'Text in the request is not valid Unicode: it holds a lone surrogate (half of an emoji or other character, such as \\ud800). Type the text again.',
  direction_control:
    'Text in the request may not contain text-direction control characters (U+202A–U+202E, U+2066–U+2069): they make a name read differently from what it is',
};

// Without the `u` flag a regular expression reads UTF-16 code units, which is what finds a half pair.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** The first reason `text` cannot be stored as given; null when it can. */
export function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  if (DIRECTION_CONTROL.test(text)) return 'direction_control';
  return null;
}

/** The first problem of any text (keys included) in a parsed value; null when there is none. */
export function textProblemIn(value: unknown): TextProblem | null {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const child of value) {
      const problem = textProblemIn(child);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      const problem = textProblem(key) ?? textProblemIn(child);
      if (problem) return problem;
    }
  return null;
}

/** A preValidation hook: path and query parameters holding such text are refused with 400 (bodies: json-body.ts). */
export async function refuseUnstorableParameters(request: FastifyRequest): Promise<void> {
  const problem = textProblemIn(request.params) ?? textProblemIn(request.query);
  if (problem) throw new BadRequestError(TEXT_PROBLEM_MESSAGES[problem]);
}
