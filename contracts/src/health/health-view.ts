import { z } from 'zod/mini';

/** 'ok' when the dependency answered the probe, 'error' otherwise. */
export const DependencyStatus = z.enum(['ok', 'error']);

/** The parts GET /api/health reports on. */
export const HealthPartKey = z.enum(['eventStore', 'readDb', 'redis', 'projector']);
export type HealthPartKey = z.infer<typeof HealthPartKey>;

/**
 * One part, in plain words. `status`: 'ok'; 'down' when it does not answer; 'behind' for a
 * projector whose read tables lag the log by more than the limit; 'unknown' when it cannot be
 * told (the projector's lag while the database is down). `required` parts are those without
 * which the API cannot answer at all: when one is down the endpoint answers 503.
 */
export const HealthPart = z.object({
  part: HealthPartKey,
  name: z.string(),
  required: z.boolean(),
  status: z.enum(['ok', 'down', 'behind', 'unknown']),
  /** What it means for the people using the app, in a sentence. */
  detail: z.string(),
});
export type HealthPart = z.infer<typeof HealthPart>;

/**
 * GET /api/health. `status` is 'ok' when every part is ok, 'down' (HTTP 503) when a required
 * part is down, else 'degraded' (HTTP 200: scoring still works). `message` says which parts are
 * not ok, by name. `checkpoint` is the global position the projector has applied, `head` the
 * position of the newest event in the log, `lag` how many events the read tables are behind
 * (positions are strings: they are 64-bit).
 */
export const HealthView = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  message: z.string(),
  parts: z.array(HealthPart),
  eventStore: DependencyStatus,
  readDb: DependencyStatus,
  redis: DependencyStatus,
  projector: z.object({
    checkpoint: z.nullable(z.string()),
    head: z.nullable(z.string()),
    lag: z.nullable(z.number().check(z.int())),
  }),
});
export type HealthView = z.infer<typeof HealthView>;
