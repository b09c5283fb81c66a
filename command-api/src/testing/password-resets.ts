import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import type { AppQueues } from '../jobs/queues.ts';
import { PasswordResetJobData, processPasswordReset } from '../auth/requesting-password-reset/password-reset-job.ts';

/**
 * Does, for a test that runs no worker, what the `password-reset` worker does with every reset
 * request waiting in the queue: the token and its e-mail for an address with an account. Answers
 * how many mails were queued.
 */
export async function runWaitingPasswordResets(api: { pool: DatabasePool; store: EventStore; queues: AppQueues }): Promise<number> {
  let mailed = 0;
  for (const job of await api.queues.passwordReset.getJobs(['waiting', 'prioritized', 'delayed'])) {
    if (await processPasswordReset({ ...api, email: api.queues.email }, PasswordResetJobData.parse(job.data), new Date(job.timestamp)))
      mailed += 1;
    await job.remove();
  }
  return mailed;
}
