import type { ZodError } from 'zod';

/** Field name → first message, for showing a zod validation failure under each field. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
