import { z } from 'zod/mini';

/** Every non-2xx answer of the API has this body. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Every command answer carries the global position of its last event (for X-Min-Position). */
export const CommandPosition = z.object({ position: z.string().check(z.regex(/^\d+$/)) });
