import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { z } from 'zod';
import { DomainError } from '../commands/domain-error.ts';
import { isDependencyOutage } from '../http/dependency-outage.ts';

/** The statuses a failed job can report: a refused command's, or a directory's 502/504, or ours (500). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 422 | 500 | 502 | 504;

/** What every job of ours carries: who started it (only they see it), and once failed, the failure's status. */
export type OwnedJobData = {
  userId: string;
  /** Set when the job fails, so a request waiting for it answers with the right status. */
  failureStatus?: FailureStatus;
};

/** Why a job failed: a message for the golfer, the HTTP status it stands for, and whether trying again may help. */
export class JobFailure extends Error {
  readonly status: FailureStatus;
  readonly retryable: boolean;
  constructor(status: FailureStatus, message: string, retryable: boolean, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.retryable = retryable;
    this.name = 'JobFailure';
  }
}

/** Shown when a job fails for a reason that is ours, not the golfer's; the details go to the log. */
export const UNEXPECTED_FAILURE = 'Something went wrong on our side while running this job. Please try again later.';

/** A refused command (409 'already exists', 422 a broken rule, bad input) as a final failure; null for other errors. */
export function commandFailure(error: unknown): JobFailure | null {
  if (error instanceof DomainError) return new JobFailure(error.status, error.message, false, { cause: error });
  if (error instanceof z.core.$ZodError) {
    const message = [...new Set(error.issues.map((issue) => issue.message))].join('; ');
    return new JobFailure(422, message, false, { cause: error });
  }
  return null;
}

export interface JobLog {
  error(details: object, message: string): void;
}

/** How long a job waits when PostgreSQL or Redis went away under it, before it runs again. */
export const OUTAGE_DELAY_MS = 5000;

export interface JobRun {
  /** The worker's lock token of the job (BullMQ's processor's second argument): needed to delay it. */
  token?: string | undefined;
  outageDelayMs?: number;
}

/**
 * Runs a job's work. A failure is recorded on the job (its status) and thrown again: a
 * retryable one as is, so BullMQ tries again after its backoff; any other as an
 * UnrecoverableError, so the job fails at once with the message. PostgreSQL or Redis out of
 * reach is no failure of the job: it waits (delayed, no attempt used) and runs again when they
 * are back, however long that takes. Its commands are idempotent, so work done before the
 * outage is not done twice.
 */
export async function runFailingClearly<Data extends OwnedJobData, Result>(
  job: Job<Data, Result>,
  work: () => Promise<Result>,
  classify: (error: unknown) => JobFailure | null,
  log: JobLog,
  run: JobRun = {},
): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    let failure = classify(error);
    if (failure === null && run.token !== undefined && isDependencyOutage(error)) {
      log.error({ err: error, queue: job.queueName, jobId: job.id }, 'PostgreSQL or Redis out of reach: the job waits and runs again');
      await job.moveToDelayed(Date.now() + (run.outageDelayMs ?? OUTAGE_DELAY_MS), run.token);
      throw new DelayedError();
    }
    if (failure === null) {
      log.error({ err: error, queue: job.queueName, jobId: job.id }, 'job failed unexpectedly');
      failure = new JobFailure(500, UNEXPECTED_FAILURE, false, { cause: error });
    }
    await job.updateData({ ...job.data, failureStatus: failure.status });
    if (failure.retryable) throw failure;
    throw new UnrecoverableError(failure.message);
  }
}
