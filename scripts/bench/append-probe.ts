import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';
import { emmett, ours } from './append-vs-emmett.ts';

/**
 * CPU per append, ours against Emmett's, the projector running on its worker thread as in the
 * bench: the Node process (process.cpuUsage, all threads) and the embedded PostgreSQL server's
 * processes (/proc). `npx tsx scripts/bench/append-probe.ts [single|batch] [appends]`.
 */
const TICK_MS = 1000 / 100;

/** CPU of the server whose postmaster is `postmaster` (its own, its reaped children's, and its live children's), in ms. */
function serverCpuMs(postmaster: string): number {
  const stat = (pid: string) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const s = stat(pid);
      if (pid === postmaster) ticks += Number(s[11]) + Number(s[12]) + Number(s[13]) + Number(s[14]);
      else if (s[1] === postmaster) ticks += Number(s[11]) + Number(s[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * TICK_MS;
}

async function main() {
  const mode = process.argv[2] ?? 'single';
  const appends = Number(process.argv[3] ?? 2000);
  const perAppend = mode === 'batch' ? 50 : 1;
  const database = await benchDatabase(undefined);
  const api = await startBenchApp(database.url);
  const theirs = getPostgreSQLEventStore(database.url);
  const probe = new pg.Client({ connectionString: database.url });
  await probe.connect();
  const { rows } = await probe.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmaster = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]!;
  await probe.end();
  try {
    // The bench's own appenders (append-vs-emmett.ts): 100 streams, each with its expected revision.
    const warmOurs = ours(api.store, 'warm-ours');
    const warmEmmett = emmett(theirs, 'warm-emmett');
    for (let i = 0; i < 200; i++) await warmOurs.append(i % 100, perAppend, i);
    for (let i = 0; i < 200; i++) await warmEmmett.append(i % 100, perAppend, i);
    const appenders = { ours: ours(api.store, `ours-${mode}`), emmett: emmett(theirs, `emmett-${mode}`) };
    const results: Record<string, { node: number; server: number; wall: number }[]> = { ours: [], emmett: [] };
    for (let round = 0; round < 4; round++) {
      for (const which of round % 2 === 0 ? (['ours', 'emmett'] as const) : (['emmett', 'ours'] as const)) {
        await new Promise((r) => setTimeout(r, 200));
        const cpu0 = process.cpuUsage();
        const server0 = serverCpuMs(postmaster);
        const t0 = performance.now();
        for (let i = 0; i < appends / 4; i++) await appenders[which].append((round * appends + i) % 100, perAppend, round * appends + i);
        const wall = performance.now() - t0;
        await new Promise((r) => setTimeout(r, 200)); // the projector catches up within the count
        const cpu = process.cpuUsage(cpu0);
        const n = appends / 4;
        results[which]!.push({ node: (cpu.user + cpu.system) / 1000 / n, server: (serverCpuMs(postmaster) - server0) / n, wall: wall / n });
      }
    }
    const sum = (xs: { node: number; server: number; wall: number }[]) => ({
      node: xs.reduce((a, x) => a + x.node, 0) / xs.length,
      server: xs.reduce((a, x) => a + x.server, 0) / xs.length,
      wall: xs.reduce((a, x) => a + x.wall, 0) / xs.length,
    });
    const o = sum(results.ours!);
    const e = sum(results.emmett!);
    console.log(
      `${mode}: per append ours/emmett  node ${o.node.toFixed(3)}/${e.node.toFixed(3)} ms  server ${o.server.toFixed(3)}/${e.server.toFixed(3)} ms  wall ${o.wall.toFixed(3)}/${e.wall.toFixed(3)} ms  ratio(rate) ${(e.wall / o.wall).toFixed(2)}`,
    );
  } finally {
    await theirs.close();
    await api.close();
    await database.stop();
  }
}

await main();
