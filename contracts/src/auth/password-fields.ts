import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';

/** Long enough for any passphrase, short enough that hashing it cannot be used to stall the server. */
export const passwordMaxLength = 256;

/** A password of at least `min` characters: `tooShort` when shorter, `missing` when absent or not text. */
export const password = (min: number, tooShort: string, missing = tooShort) =>
  z
    .string({ error: typeError({ required: missing, invalid: missing }) })
    .check(z.minLength(min, tooShort), z.maxLength(passwordMaxLength, `Password must be at most ${passwordMaxLength} characters`));

/** A password the user chooses now (a reset, a change, the first sign-in's): at least 8 characters. */
export const newPassword = () => password(8, 'Password must be at least 8 characters');

/** A password given to prove who one is (sign-in, the current or the temporary one): `missing` when empty. */
export const givenPassword = (missing = 'Password is required') => password(1, missing);
