import { BackendTerminatedError, BackendTerminatedUnexpectedlyError, createPool, type DatabasePool, type Interceptor } from 'slonik';
import { inSchema } from '../migrations/read-schema.ts';
import { readDbTypeParsers } from './type-parsers.ts';
import { resultParserInterceptor } from './result-parser-interceptor.ts';
import { stopPositionListener } from '../checkpoint/position-listener.ts';

/** Rewrites each query's `read.<name>` to `<schema>.<name>` (inSchema). */
function schemaInterceptor(schema: string): Interceptor {
  return { name: 'golf-read-schema', transformQuery: (_context, query) => ({ ...query, sql: inSchema(query.sql, schema) }) };
}

/** The server ended the connection (terminated it, or it reset: stopped during an outage). */
function serverWentAway(error: unknown): boolean {
  if (error instanceof BackendTerminatedError || error instanceof BackendTerminatedUnexpectedlyError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

export interface ReadPoolOptions {
  /** Connections at most (slonik's default is 10). */
  maximumPoolSize?: number;
  /**
   * The schema its queries' `read.<name>` tables are taken from (default `read`): a rebuild's
   * pool names `read_rebuild`, so the projections build the new tables beside the live ones.
   */
  readSchema?: string;
}

/**
 * The slonik pool every read-db user shares: typed rows validated by their zod schema and the
 * type parsers of `type-parsers.ts` (int8 → bigint, timestamps → ISO strings). Its `end()` also
 * closes the pool's shared read-model listener (see `waitForPosition`), and does not fail for a
 * connection the server ended during an outage.
 */
export async function createReadPool(databaseUrl: string, options: ReadPoolOptions = {}): Promise<DatabasePool> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('createReadPool needs a postgres:// connection string');
  }
  const pool = await createPool(databaseUrl, {
    maximumPoolSize: options.maximumPoolSize ?? 10,
    typeParsers: readDbTypeParsers(),
    interceptors: [resultParserInterceptor(), ...(options.readSchema ? [schemaInterceptor(options.readSchema)] : [])],
  });
  const readPool: DatabasePool = new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'end') {
        return async () => {
          await stopPositionListener(readPool);
          await target.end().catch((error: unknown) => {
            // A connection whose server went away while it was being handed back (an outage)
            // leaves that failure behind for end() to answer: there is nothing left to close.
            if (!serverWentAway(error)) throw error;
          });
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return readPool;
}
