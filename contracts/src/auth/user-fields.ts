import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';

/** A required string field whose missing or non-string value gets `message`, trimmed. */
export const text = (message: string) => z.string({ error: typeError({ required: message, invalid: message }) }).check(z.trim());

/** An e-mail address, at most 254 characters; `message` when it is missing or not an address. */
export const email = (message: string) => text(message).check(z.email(message), z.maxLength(254, 'Email must be at most 254 characters'));

/** A username, 3 … 50 characters; `required` when it is missing. */
export const username = (required = 'Username is required') =>
  text(required).check(z.minLength(3, 'Username must be at least 3 characters'), z.maxLength(50, 'Username must be at most 50 characters'));

export const firstName = () =>
  text('First name is required').check(
    z.minLength(1, 'First name is required'),
    z.maxLength(100, 'First name must be at most 100 characters'),
  );

export const lastName = () =>
  text('Last name is required').check(
    z.minLength(1, 'Last name is required'),
    z.maxLength(100, 'Last name must be at most 100 characters'),
  );
