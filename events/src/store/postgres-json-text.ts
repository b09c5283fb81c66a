import { InvalidAppendError } from './event-store.ts';
import { toJsonText } from './append-validation.ts';

/**
 * JSON text of a value as the events table keeps it (json), or an InvalidAppendError naming what
 * could not be stored. What the table refused when it held jsonb is still refused, since the read
 * models that take text from an event cannot store it either:
 * - a NUL character, which JSON.stringify writes as the escape `\u0000`;
 * - a lone surrogate (half of a UTF-16 pair), which JSON.stringify writes as an escape `\ud800` to
 *   `\udfff`: it escapes no other surrogate, a whole pair is written as the character itself.
 * An escape preceded by an odd number of backslashes is one; an even number means the backslash
 * before "u…" is itself an escaped backslash (the six characters `\u0000` typed as text).
 */
export function storableJsonText(value: unknown, what: string): string {
  const text = toJsonText(value, what);
  for (let at = text.indexOf('\\u'); at !== -1; at = text.indexOf('\\u', at + 1)) {
    const code = text.slice(at + 2, at + 6);
    const problem = code === '0000' ? 'the NUL character (\\u0000)' : /^d[89a-f]/.test(code) ? `a lone surrogate (\\u${code})` : null;
    if (problem === null || !isEscape(text, at)) continue;
    throw new InvalidAppendError(`${what} cannot be stored: it holds ${problem}`);
  }
  return text;
}

/** True when the backslash at `at` starts an escape: an odd number of backslashes ends there. */
function isEscape(text: string, at: number): boolean {
  let backslashes = 1;
  while (at - backslashes >= 0 && text[at - backslashes] === '\\') backslashes++;
  return backslashes % 2 === 1;
}
