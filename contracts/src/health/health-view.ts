import { z } from 'zod/mini';

/** 'ok' when the dependency answered the probe, 'error' otherwise. */
export const DependencyStatus = z.enum(['ok', 'error']);

/** The parts GET /api/health reports on; `streams`: whether the projector set any stream aside. */
export const HealthPartKey = z.enum(['eventStore', 'readDb', 'redis', 'projector', 'streams']);
export type HealthPartKey = z.infer<typeof HealthPartKey>;

/**
 * One part, in plain words. `status`: 'ok'; 'down' when it does not answer; 'behind' for a
 * projector whose read tables lag the log by more than the limit; 'stalled' for a projector that
 * has not moved for some seconds while events wait; 'set_aside' when the projector set streams
 * aside (each is named in the view's `setAside`); 'unknown' when it cannot be told (the
 * projector's lag while the database is down). `required` parts are those without which the API
 * cannot answer at all: when one is down the endpoint answers 503.
 */
export const HealthPart = z.object({
  part: HealthPartKey,
  name: z.string(),
  required: z.boolean(),
  status: z.enum(['ok', 'down', 'behind', 'stalled', 'set_aside', 'unknown']),
  /** What it means for the people using the app, in a sentence. */
  detail: z.string(),
});
export type HealthPart = z.infer<typeof HealthPart>;

/**
 * A stream the projector set aside: the event it could not apply (`position`, `eventType`) and
 * why; every later event of the stream waits with it. `name` is the game's, trip's, course's or
 * person's name when the read tables have one; `since` when that event was written.
 */
export const SetAsideStreamHealth = z.object({
  stream: z.string(),
  name: z.nullable(z.string()),
  eventType: z.string(),
  position: z.string(),
  error: z.string(),
  since: z.string(),
});
export type SetAsideStreamHealth = z.infer<typeof SetAsideStreamHealth>;

/**
 * GET /api/health. `status` is 'ok' when every part is ok, 'down' (HTTP 503) when a required
 * part is down, else 'degraded' (HTTP 200: scoring still works). `message` says which parts are
 * not ok, by name, and names each stream set aside. `checkpoint` is the global position the
 * projector has applied, `head` the position of the newest event in the log, `lag` how many
 * events the read tables are behind (positions are strings: they are 64-bit), `stalledSeconds`
 * how long the projector has stood still while events wait (null when none wait).
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
    stalledSeconds: z.nullable(z.number().check(z.int())),
  }),
  setAside: z.array(SetAsideStreamHealth),
});
export type HealthView = z.infer<typeof HealthView>;
