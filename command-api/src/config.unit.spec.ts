import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadStoreConfig } from './config.ts';

const minimal = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/golf',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
};

describe('loadConfig', () => {
  it('fills in the defaults', () => {
    const config = loadConfig(minimal);
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      SUPER_ADMIN_EMAILS: [],
      LOG_LEVEL: 'info',
      BULLMQ_PREFIX: expect.stringMatching(/^golf-[0-9a-f]{10}$/),
      AUTH_RATE_LIMIT_PER_MINUTE: 30,
      CORS_ORIGINS: ['http://localhost:5173'],
    });
    expect(config.EVENTSTORE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.OUTBOX_DIR).toMatch(/^\/.*\.data\/outbox$/);
    expect(config.FRONTEND_DIST).toMatch(/^\/.*frontend\/dist$/);
  });

  it('names the Redis keys after the database: one deployment agrees, two never share, a set prefix wins', () => {
    const prefixOf = (env: Record<string, string>) => loadConfig({ ...minimal, ...env }).BULLMQ_PREFIX;
    const production = prefixOf({ DATABASE_URL: 'postgres://golf:secret@db.example.com:5432/golf' });
    expect(prefixOf({ DATABASE_URL: 'postgres://worker:other@DB.example.com/golf' })).toBe(production);
    expect(prefixOf({ DATABASE_URL: 'postgres://golf:secret@db.example.com:5432/golf_staging' })).not.toBe(production);
    expect(prefixOf({ DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/golf' })).not.toBe(prefixOf({}));
    expect(prefixOf({ BULLMQ_PREFIX: 'golf' })).toBe('golf');
  });

  it('reads every setting', () => {
    const config = loadConfig({
      ...minimal,
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      SMTP_URL: 'smtp://mail:1025',
      COURSE_DIRECTORY_URL: 'https://api.golfcourseapi.com',
      COURSE_DIRECTORY_KEY: 'key',
      PORT: '8080',
      PUBLIC_URL: 'https://golf.example.com/',
      SUPER_ADMIN_EMAILS: ' Boss@Example.com, ,second@example.com',
      LOG_LEVEL: 'warn',
      BULLMQ_PREFIX: 'e2e-1',
      AUTH_RATE_LIMIT_PER_MINUTE: '100',
      CORS_ORIGINS: 'http://a.test, http://b.test',
    });
    expect(config).toMatchObject({
      EVENTSTORE_URL: 'esdb://localhost:2113?tls=false',
      SMTP_URL: 'smtp://mail:1025',
      COURSE_DIRECTORY_URL: 'https://api.golfcourseapi.com',
      COURSE_DIRECTORY_KEY: 'key',
      PORT: 8080,
      PUBLIC_URL: 'https://golf.example.com',
      SUPER_ADMIN_EMAILS: ['boss@example.com', 'second@example.com'],
      LOG_LEVEL: 'warn',
      BULLMQ_PREFIX: 'e2e-1',
      AUTH_RATE_LIMIT_PER_MINUTE: 100,
      CORS_ORIGINS: ['http://a.test', 'http://b.test'],
    });
  });

  it('treats empty optional settings as unset, as docker compose writes them', () => {
    expect(loadConfig({ ...minimal, EVENTSTORE_URL: '', SMTP_URL: '', COURSE_DIRECTORY_URL: '' })).toMatchObject({
      EVENTSTORE_URL: undefined,
      SMTP_URL: undefined,
      COURSE_DIRECTORY_URL: undefined,
    });
  });

  it('reads the Web Push settings: VAPID keys (both or neither), the subject, the push service hosts', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(loadConfig(minimal)).toMatchObject({
      VAPID_SUBJECT: 'mailto:no-reply@localhost',
      PUSH_SERVICE_HOSTS: ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'],
    });
    expect(
      loadConfig({
        ...minimal,
        ...keys,
        VAPID_SUBJECT: 'https://golf.example.com',
        PUSH_SERVICE_HOSTS: 'fcm.googleapis.com, 127.0.0.1:8443',
      }),
    ).toMatchObject({ ...keys, VAPID_SUBJECT: 'https://golf.example.com', PUSH_SERVICE_HOSTS: ['fcm.googleapis.com', '127.0.0.1:8443'] });
    expect(() => loadConfig({ ...minimal, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/go together/);
    expect(() => loadConfig({ ...minimal, VAPID_SUBJECT: 'golf@example.com' })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https: address/,
    );
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of proxies', () => {
    expect(loadConfig(minimal).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...minimal, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...minimal, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...minimal, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('uses PORT in the default public URL', () => {
    expect(loadConfig({ ...minimal, PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it('lists every problem in one error', () => {
    let error: unknown;
    try {
      loadConfig({ JWT_SECRET: 'short', PORT: 'abc', SUPER_ADMIN_EMAILS: 'not-an-email' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('DATABASE_URL is required');
    expect(problems).toContain('REDIS_URL is required');
    expect(problems).toContain('JWT_SECRET must be at least 32 characters');
    expect(problems).toContain('PORT must be a port number');
    expect(problems).toContain('"not-an-email" is not an e-mail address');
    expect((error as Error).message).toContain('See .env.example');
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ ...minimal, DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres:// connection string');
  });
});

describe('loadStoreConfig', () => {
  it('needs only the database', () => {
    expect(loadStoreConfig({ DATABASE_URL: minimal.DATABASE_URL })).toEqual({
      DATABASE_URL: minimal.DATABASE_URL,
      EVENTSTORE_URL: undefined,
    });
    expect(() => loadStoreConfig({})).toThrow('DATABASE_URL is required');
  });
});
