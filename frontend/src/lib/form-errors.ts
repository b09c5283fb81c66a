import type { z } from 'zod/mini';

/** Field name → first message, for showing a zod validation failure under each field. */
export function zodFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
