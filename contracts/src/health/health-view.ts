import { z } from 'zod';

/** 'ok' when the dependency answered the probe, 'error' otherwise. */
export const DependencyStatus = z.enum(['ok', 'error']);

/**
 * GET /api/health. `checkpoint` is the global position the projector has applied, `head` the
 * position of the newest event in the log, `lag` how many events the read tables are behind
 * (positions are strings: they are 64-bit).
 */
export const HealthView = z.object({
  status: z.enum(['ok', 'degraded']),
  eventStore: DependencyStatus,
  readDb: DependencyStatus,
  redis: DependencyStatus,
  projector: z.object({
    checkpoint: z.string().nullable(),
    head: z.string().nullable(),
    lag: z.number().int().nullable(),
  }),
});
export type HealthView = z.infer<typeof HealthView>;
