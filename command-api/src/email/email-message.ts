import { z } from 'zod';

/** Name of the BullMQ queue that sends e-mail. */
export const EMAIL_QUEUE = 'email';

/** One e-mail to send: the data of an `email` job. */
export const EmailMessage = z.object({
  to: z.string().email(),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  /** The action link inside, logged when the mail goes to the outbox folder (no SMTP server). */
  link: z.string().url().optional(),
});
export type EmailMessage = z.infer<typeof EmailMessage>;
