import { z } from 'zod/mini';

/**
 * Why an answer is not the data asked for, when a message alone would not let the app tell:
 * 'being_repaired' (HTTP 503): the record's stream is set aside by the projector, its figures
 * are being repaired (being-repaired.ts).
 */
export const ErrorCode = z.enum(['being_repaired']);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Every non-2xx answer of the API has this body. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  code: z.optional(ErrorCode),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Every command answer carries the global position of its last event (for X-Min-Position). */
export const CommandPosition = z.object({ position: z.string().check(z.regex(/^\d+$/)) });
