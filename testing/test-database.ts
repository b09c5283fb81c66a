import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '../scripts/local/app-database.ts';
import './provided-context.ts';

/** Connection string of a fresh, empty database on the test server. Drop it with `dropTestDatabase`. */
export function createTestDatabase(): Promise<string> {
  return ensureDatabase(inject('postgresUrl'), `t_${randomBytes(6).toString('hex')}`);
}

export function dropTestDatabase(databaseUrl: string): Promise<void> {
  return dropDatabase(inject('postgresUrl'), new URL(databaseUrl).pathname.slice(1));
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}
