import pg from 'pg';
import { serverCpu } from './proc-cpu.ts';

/**
 * What a probe's PostgreSQL server did over the measured commands: its CPU (/proc, every process of
 * the server), the WAL it wrote (pg_stat_wal) and, when it was started with pg_stat_statements
 * (`statementFlags`), the statements run per command with their execution time.
 */
export const statementFlags = [
  '-c',
  'shared_preload_libraries=pg_stat_statements',
  '-c',
  `pg_stat_statements.track=${process.env.PROBE_TRACK ?? 'all'}`,
];

export interface PgWindow {
  /** Prints the server's CPU, WAL and (if tracked) statements per command since the window began. */
  end(commands: number): Promise<void>;
}

export async function startPgWindow(dataDir: string, databaseUrl: string, statements: boolean): Promise<PgWindow> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  if (statements) {
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await admin.query('SELECT pg_stat_statements_reset()');
  }
  const walStats = async () =>
    (
      await admin.query<{ b: string; fpi: string; syncs: string; full: string }>(
        'SELECT wal_bytes::text AS b, wal_fpi::text AS fpi, wal_sync::text AS syncs, wal_buffers_full::text AS full FROM pg_stat_wal',
      )
    ).rows[0]!;
  const wal0 = await walStats();
  const cpu0 = serverCpu(dataDir);
  return {
    async end(commands) {
      const cpu = serverCpu(dataDir) - cpu0;
      const wal1 = await walStats();
      const walPer = (key: keyof typeof wal1) => (Number(BigInt(wal1[key]) - BigInt(wal0[key])) / commands).toFixed(key === 'b' ? 0 : 2);
      console.log(
        `  PostgreSQL: ${cpu.toFixed(2)} s, ${((cpu * 1000) / commands).toFixed(3)} ms/command; WAL ${walPer('b')} bytes/command` +
          ` (${walPer('fpi')} full pages, ${walPer('syncs')} syncs, ${walPer('full')} writes for full buffers)`,
      );
      if (statements) {
        const per = (n: number) => (n / commands).toFixed(2);
        const { rows } = await admin.query<{ calls: string; ms: number; plan: number; rows: string; wal: string; q: string }>(
          `SELECT calls::text, total_exec_time AS ms, total_plan_time AS plan, rows::text, wal_bytes::text AS wal,
                  left(regexp_replace(query, '\\s+', ' ', 'g'), 140) AS q
             FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            ORDER BY ${process.env.PROBE_ORDER ?? 'total_exec_time'} DESC LIMIT 30`,
        );
        let calls = 0;
        let ms = 0;
        for (const r of rows) {
          calls += Number(r.calls);
          ms += r.ms;
          console.log(
            `  ${per(Number(r.calls)).padStart(6)}/cmd ${(r.ms / Number(r.calls)).toFixed(3).padStart(7)} ms ${per(Number(r.rows)).padStart(6)} rows ${per(Number(r.wal)).padStart(7)} B  ${r.q}`,
          );
        }
        const all = await admin.query<{ calls: string; ms: number }>(
          `SELECT sum(calls)::text AS calls, sum(total_exec_time + total_plan_time) AS ms FROM pg_stat_statements
            WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        const batches = await admin.query<{ batches: string; projector: string }>(
          `SELECT sum(calls) FILTER (WHERE query LIKE '%WITH saved AS%projector_checkpoint%')::text AS batches,
                  sum(calls) FILTER (WHERE query NOT LIKE '%es.append_events%' AND query NOT LIKE '%pg_notify($1, $2)%'
                                       AND query NOT LIKE '%FROM es.events WHERE stream%' AND query NOT LIKE '%pg_stat%')::text AS projector
             FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        const batchCount = Number(batches.rows[0]!.batches ?? 0);
        console.log(
          `  batches: ${batchCount}, ${(Number(batches.rows[0]!.projector ?? 0) / Math.max(1, batchCount)).toFixed(1)} statements each (every statement but the appends, stream reads and append notifications)`,
        );
        console.log(
          `  statements: ${per(Number(all.rows[0]!.calls))}/command, exec+plan ${(all.rows[0]!.ms / commands).toFixed(3)} ms/command (top 30: ${per(calls)}, ${(ms / commands).toFixed(3)} ms)`,
        );
      }
      const tables = await admin.query<{ t: string; ins: string; upd: string; hot: string; del: string }>(
        `SELECT relname AS t, n_tup_ins::text AS ins, n_tup_upd::text AS upd, n_tup_hot_upd::text AS hot, n_tup_del::text AS del
           FROM pg_stat_user_tables WHERE n_tup_upd + n_tup_ins + n_tup_del > 0 ORDER BY n_tup_upd + n_tup_ins DESC LIMIT 12`,
      );
      console.log(
        `  tables (whole run): ${tables.rows.map((r) => `${r.t} ins ${r.ins} upd ${r.upd} hot ${r.hot} del ${r.del}`).join('; ')}`,
      );
      await admin.end();
    },
  };
}
