import type { z } from 'zod/mini';
import { parseApiError } from './api-error.ts';
import { zodFieldErrors } from './form-errors.ts';

/** How a form shows problems: each message under its field (`useFormFields`' `refuse` or `setErrors`). */
type Refuse = (problems: Record<string, string>) => void;

/**
 * The submit of a form that sends one contract body, in the shape every such form had: `input` is
 * parsed with the contract's `schema`; a refusal shows each field's problem under it and sends
 * nothing; a body that parses goes to `send` with `refused`, which shows the server's refusal
 * under the fields the same way (the mutation's onError). A plain function: it keeps nothing
 * between renders, so it needs no hook.
 */
export function sendParsed<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
  refuse: Refuse,
  send: (body: z.output<Schema>, refused: (error: unknown) => void) => void,
): void {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return refuse(zodFieldErrors(parsed.error));
  send(parsed.data, (error) => refuse(parseApiError(error).fieldErrors));
}
