import { InvalidAppendError } from './event-store.ts';
import { toJsonText } from './append-validation.ts';

/**
 * JSON text of a value as the events table keeps it (json), or an InvalidAppendError naming what
 * could not be stored. A NUL character is refused, as it was when the table held jsonb: the read
 * models that take text from an event cannot store it either. JSON.stringify writes it as the
 * escape `\u0000`; an escape preceded by an odd number of backslashes is one, an even number means
 * the backslash before "u0000" is itself an escaped backslash (the text `\u0000`, six characters).
 */
export function storableJsonText(value: unknown, what: string): string {
  const text = toJsonText(value, what);
  for (let at = text.indexOf('\\u0000'); at !== -1; at = text.indexOf('\\u0000', at + 1)) {
    let backslashes = 1;
    while (at - backslashes >= 0 && text[at - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 1) throw new InvalidAppendError(`${what} cannot be stored: it holds the NUL character (\\u0000)`);
  }
  return text;
}
