import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { typeError } from '@golf/contracts';
import { defaultAllowedHosts, machineAddresses } from './http/link-base.ts';
import { parsePushServiceHosts } from './push/push-service-hosts.ts';

/** An unset variable and one set to '' (as docker compose writes `SMTP_URL=`) both mean "not given". */
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Comma-separated e-mail list, lower-cased; blanks ignored. */
const emailList = z
  .string()
  .default('')
  .transform((value, context) => {
    const emails = value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.string().email().safeParse(email).success) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: `"${email}" is not an e-mail address` });
      }
    }
    return emails;
  });

const url = z.string().url('must be a URL');
const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: typeError({ invalid: 'must be a whole number' }) })
    .int('must be a whole number')
    .positive('must be positive')
    .default(fallback);

const EnvSchema = z.object({
  DATABASE_URL: z
    .string({ error: typeError({ required: 'is required (postgres://user:password@host:5432/database)' }) })
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// connection string'),
  /** When set, the event log lives in EventStoreDB instead of PostgreSQL. */
  EVENTSTORE_URL: optional(z.string().regex(/^esdb(\+discover)?:\/\/\S+$/, 'must be an esdb:// connection string')),
  REDIS_URL: z
    .string({ error: typeError({ required: 'is required (redis://host:6379)' }) })
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// URL'),
  /** When unset, e-mail is written to OUTBOX_DIR and its link logged. */
  SMTP_URL: optional(url),
  /** Sender of the app's e-mails. */
  MAIL_FROM: z.string().min(3).default('Golf Scoring <no-reply@localhost>'),
  COURSE_DIRECTORY_URL: optional(url),
  COURSE_DIRECTORY_KEY: optional(z.string().trim().min(1)),
  JWT_SECRET: z
    .string({ error: typeError({ required: 'is required (at least 32 random characters, e.g. `openssl rand -base64 48`)' }) })
    .min(32, 'must be at least 32 characters'),
  PORT: z.coerce
    .number({ error: typeError({ invalid: 'must be a port number' }) })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * Where users reach the app; the base of links in e-mails. Unset: the address each request came
   * to when its host is allowed (ALLOWED_HOSTS), else http://localhost:PORT.
   */
  PUBLIC_URL: optional(url),
  /** Comma-separated hosts (optionally host:port) links may be built from when PUBLIC_URL is unset. Default: this machine's names and addresses. */
  ALLOWED_HOSTS: optional(z.string()),
  OUTBOX_DIR: z.string().min(1).default('.data/outbox'),
  FRONTEND_DIST: z.string().min(1).default('frontend/dist'),
  /** Accounts registering with one of these e-mails are mailed a link that makes them super admins once opened. */
  SUPER_ADMIN_EMAILS: emailList,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'development' (`npm run dev`): e-mailed links are logged too when there is no SMTP server. */
  NODE_ENV: optional(z.string()),
  /**
   * Namespace of the BullMQ and rate-limit keys in Redis; API and worker must agree. By default
   * derived from the database the instance writes to (deploymentPrefix), so two deployments that
   * share a Redis (staging and production, a test run beside `npm start`) never take each other's jobs.
   */
  BULLMQ_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'may hold letters, digits, - and _ only')
    .optional(),
  /** The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); both or neither. Unset: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')),
  VAPID_PRIVATE_KEY: optional(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')),
  /** Who runs this server, for the push services: a mailto: or https: address. Unset: mailto: the MAIL_FROM address. */
  VAPID_SUBJECT: optional(z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')),
  /** Comma-separated push service hosts (`host`, `host:port`, `*.domain`) a subscription's endpoint may name. */
  PUSH_SERVICE_HOSTS: optional(z.string()),
  /** POST requests per minute and client IP on the token-less /api/auth routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(30),
  /** E-mail shares (invitations) one user may send for one game within an hour (decision 0723). */
  SHARE_INVITATIONS_PER_HOUR: positiveInt(20),
  /**
   * Seconds the projector may stand still while events wait before GET /api/health calls it
   * stalled (degraded): a dead projector with no standby, or one retrying a failing batch.
   */
  PROJECTOR_STALL_SECONDS: positiveInt(10),
  /** Origins allowed to call the API from a browser (the Vite dev server). */
  CORS_ORIGINS: z.string().default('http://localhost:5173'),
  /**
   * Behind a reverse proxy: which X-Forwarded-For hops to believe, so rate limits count real
   * clients. 'true', a hop count, or comma-separated proxy addresses/CIDRs. Default: none.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      const text = value.trim();
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      return text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
});

/**
 * Every setting of the API and worker processes, parsed once, named as in the environment (as
 * fastify/demo does). Paths are absolute, lists are arrays, PUBLIC_URL has no trailing slash.
 */
export type Config = Omit<
  z.output<typeof EnvSchema>,
  'PUBLIC_URL' | 'ALLOWED_HOSTS' | 'CORS_ORIGINS' | 'BULLMQ_PREFIX' | 'VAPID_SUBJECT' | 'PUSH_SERVICE_HOSTS'
> & {
  VAPID_SUBJECT: string;
  /** Lower-cased entries (host, host:port, *.domain) a push endpoint's address must match. */
  PUSH_SERVICE_HOSTS: string[];
  /** The links' base when it is fixed, and their fallback otherwise. */
  PUBLIC_URL: string;
  /** PUBLIC_URL was set: links never follow the request's address. */
  PUBLIC_URL_FIXED: boolean;
  /** Lower-cased hosts (host or host:port) a request's address may give links. */
  ALLOWED_HOSTS: string[];
  BULLMQ_PREFIX: string;
  CORS_ORIGINS: string[];
};

/**
 * The Redis key prefix of the deployment that writes to `databaseUrl`: `golf-` and a hash of its
 * server, port and database (not its credentials), so every process of one deployment agrees and
 * no other deployment shares it. Processes that reach one database by different addresses must set
 * BULLMQ_PREFIX themselves.
 */
export function deploymentPrefix(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const where = `${host.toLowerCase()}:${url.port || '5432'}${url.pathname}`;
  return `golf-${createHash('sha256').update(where).digest('hex').slice(0, 10)}`;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee .env.example.`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message.replace(/^Required$/, 'is required')}`);
}

/** Parses the settings from `env` (process.env in the entries), listing every problem in one error. */
export function loadConfig(env: Record<string, string | undefined>, addresses: () => string[] = machineAddresses): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
  const e = parsed.data;
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to have a pair generated']);
  return {
    ...e,
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    PUBLIC_URL_FIXED: e.PUBLIC_URL !== undefined,
    ALLOWED_HOSTS:
      e.ALLOWED_HOSTS === undefined
        ? defaultAllowedHosts(e.HOST, addresses)
        : e.ALLOWED_HOSTS.split(',')
            .map((entry) => entry.trim().toLowerCase())
            .filter(Boolean),
    BULLMQ_PREFIX: e.BULLMQ_PREFIX ?? deploymentPrefix(e.DATABASE_URL),
    VAPID_SUBJECT: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`,
    PUSH_SERVICE_HOSTS: parsePushServiceHosts(e.PUSH_SERVICE_HOSTS),
    OUTBOX_DIR: resolve(e.OUTBOX_DIR),
    FRONTEND_DIST: resolve(e.FRONTEND_DIST),
    CORS_ORIGINS: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

const StoreEnvSchema = EnvSchema.pick({ DATABASE_URL: true, EVENTSTORE_URL: true });

/** The settings of a command-line tool that only needs the event log and the database. */
export function loadStoreConfig(env: Record<string, string | undefined>): Pick<Config, 'DATABASE_URL' | 'EVENTSTORE_URL'> {
  const parsed = StoreEnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
  return parsed.data;
}
