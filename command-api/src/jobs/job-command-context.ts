import type { Job } from 'bullmq';
import type { CommandContext } from '../commands/handle-command.ts';

/**
 * The context of a command a job issues for `userId`. Its idempotency key is the job's (and
 * `part`'s, for a job issuing several), so a job run again after a crash answers what it
 * created before instead of creating it twice.
 */
export function jobCommandContext(job: Job, userId: string, now: Date, part?: string): CommandContext {
  return {
    userId,
    correlationId: job.id ?? job.name,
    causationId: null,
    occurredAt: now.toISOString(),
    client: 'worker',
    idempotencyKey: `job:${job.id}:${job.timestamp}${part === undefined ? '' : `:${part}`}`,
  };
}
