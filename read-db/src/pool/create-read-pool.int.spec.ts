import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchemaValidationError, sql, type DatabasePool } from 'slonik';
import { z } from 'zod';
import { createTestDatabase, dropTestDatabase } from '../../../testing/test-database.ts';
import { createReadPool } from './create-read-pool.ts';

let databaseUrl: string;
let pool: DatabasePool;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl, { maximumPoolSize: 3 });
});

afterAll(async () => {
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('createReadPool', () => {
  it('returns int8 as bigint, timestamps as ISO strings, dates as strings and numeric as numbers', async () => {
    const row = await pool.one(sql.unsafe`
      SELECT 9007199254740993::int8 AS big,
             count(*)::int AS counted,
             '2024-05-01 12:30:00.25+02'::timestamptz AS at,
             '2024-05-01 12:30:00'::timestamp AS local_at,
             '2024-05-01'::date AS day,
             12.5::numeric AS amount`);
    expect(row).toEqual({
      big: 9007199254740993n,
      counted: 1,
      at: '2024-05-01T10:30:00.250Z',
      local_at: '2024-05-01T12:30:00.000Z',
      day: '2024-05-01',
      amount: 12.5,
    });
  });

  it('validates the rows of a typed query against its zod schema', async () => {
    const typed = sql.type(z.object({ name: z.string() }));
    expect(await pool.oneFirst(typed`SELECT 'ok' AS name`)).toBe('ok');
    await expect(pool.one(typed`SELECT 42 AS name`)).rejects.toThrow(SchemaValidationError);
  });

  it('given a connection the server resets while it is handed back (an outage), then end() still closes the pool', async () => {
    // A proxy in front of PostgreSQL that resets the connection when the pool resets it for reuse (DISCARD ALL).
    const target = new URL(databaseUrl);
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const server = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
      sockets.add(client).add(server);
      client.on('data', (chunk) => {
        if (chunk.includes('DISCARD ALL')) client.resetAndDestroy();
        else server.write(chunk);
      });
      server.on('data', (chunk) => client.write(chunk));
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
      client.on('error', () => undefined);
      server.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(databaseUrl);
    proxied.host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const outage = await createReadPool(proxied.toString(), { maximumPoolSize: 1 });
    try {
      await expect(outage.oneFirst(sql.unsafe`SELECT 1`)).rejects.toThrow();
      await expect(outage.end()).resolves.toBeUndefined();
    } finally {
      for (const socket of sockets) socket.destroy();
      proxy.close();
    }
  });

  it('refuses something that is not a PostgreSQL URL', async () => {
    await expect(createReadPool('mysql://localhost/x')).rejects.toThrow(/postgres:\/\/ connection string/);
  });
});
