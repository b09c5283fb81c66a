import { z } from 'zod';

/** An unset variable and one set to '' (as docker compose writes `EVENTSTORE_URL=`) both mean "not given". */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const ProjectorEnv = z.object({
  DATABASE_URL: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? 'is required: the postgres:// connection string of the read models (and of the event log unless EVENTSTORE_URL is set)'
          : undefined,
    })
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// connection string'),
  EVENTSTORE_URL: optional(z.string().regex(/^esdb(\+discover)?:\/\/\S+$/, 'must be an esdb:// connection string')),
  PROJECTOR_BATCH_SIZE: optional(z.coerce.number().int().min(1).max(10_000)),
});

export interface ProjectorConfig {
  databaseUrl: string;
  /** EventStoreDB holds the log when set; otherwise the PostgreSQL of `databaseUrl` does. */
  eventStoreUrl: string | undefined;
  /** Events per transaction (default 500). */
  batchSize: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The projector's settings are not usable:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

/** The projector's settings, parsed once from the environment; the only reader of `process.env`. */
export function loadProjectorConfig(env: Record<string, string | undefined> = process.env): ProjectorConfig {
  const parsed = ProjectorEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  return {
    databaseUrl: parsed.data.DATABASE_URL,
    eventStoreUrl: parsed.data.EVENTSTORE_URL,
    batchSize: parsed.data.PROJECTOR_BATCH_SIZE ?? 500,
  };
}
