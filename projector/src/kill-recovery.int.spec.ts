import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@golf/events';
import { createEventStore } from '@golf/events/store';
import { createReadPool, getProjectorCheckpoint, waitForPosition } from '@golf/read-db';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-database.ts';
import { projections } from './projections.ts';
import { rebuildReadModels } from './rebuild-read-models.ts';
import { eventCountProjection } from './testing/event-count-projection.ts';
import { appendUserHistory, readAllUpTo } from './testing/test-events.ts';
import { snapshotReadModels } from './testing/read-model-snapshot.ts';

/** `main.ts` plus the test-only, non-idempotent event-count projection, so a double or lost apply shows. */
const childEntry = fileURLToPath(new URL('./testing/projector-with-event-counts.ts', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const KILLS = 6;

let databaseUrl: string;
let pool: DatabasePool;
let store: EventStore;
const children = new Set<ChildProcess>();

interface Child {
  process: ChildProcess;
  /** Resolves when the child logs that it holds the lock and projects. */
  active: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

function startChild(): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', childEntry], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '', PROJECTOR_BATCH_SIZE: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  let markActive: () => void = () => undefined;
  const active = new Promise<void>((resolve) => (markActive = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('"Projector active"')) markActive();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  return { process: child, active, exited, output: () => output };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the projector's checkpoint has moved past `position`. */
async function checkpointPast(position: bigint): Promise<void> {
  while (((await getProjectorCheckpoint(pool)) ?? 0n) <= position) await pause(20);
}
const randomMs = (min: number, max: number) => min + Math.floor(Math.random() * (max - min));

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = await createReadPool(databaseUrl);
  store = await createEventStore({ databaseUrl });
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await store.close();
  await pool.end();
  await dropTestDatabase(databaseUrl);
});

describe('projector killed at random moments', () => {
  it('recovers every time and ends with exactly the rows a full rebuild gives', { timeout: 180_000 }, async () => {
    let appending = true;
    let lastAppended = 0n;
    const appender = (async () => {
      for (let index = 0; appending; index += 1) {
        lastAppended = await appendUserHistory(store, index % 30);
        await pause(randomMs(0, 15));
      }
    })();

    for (let kill = 0; kill < KILLS; kill += 1) {
      const before = (await getProjectorCheckpoint(pool)) ?? 0n;
      const child = startChild();
      // Half the kills hit a projector mid-stream (once it has committed a batch, however slow the
      // machine is to start it), the others may land anywhere, start-up included.
      if (kill % 2 === 0) {
        await Promise.race([child.active, child.exited]);
        await Promise.race([checkpointPast(before), child.exited]);
        await pause(randomMs(0, 400));
      } else {
        await pause(randomMs(300, 2500));
      }
      child.process.kill('SIGKILL');
      const exit = await child.exited;
      expect(exit.signal, `child ${kill} ended by itself:\n${child.output()}`).toBe('SIGKILL');
    }

    appending = false;
    await appender;
    const progressBeforeCatchUp = await getProjectorCheckpoint(pool);
    expect(progressBeforeCatchUp).toBeGreaterThan(0n);

    const last = startChild();
    expect(await waitForPosition(pool, lastAppended, 60_000), last.output()).toBe(true);
    last.process.kill('SIGTERM');
    expect(await last.exited, last.output()).toEqual({ code: 0, signal: null });

    const live = await snapshotReadModels(pool);
    const rebuilt = await rebuildReadModels({ store, pool, projections: [...projections, eventCountProjection] });
    expect(await snapshotReadModels(pool)).toEqual(live);

    const log = await readAllUpTo(store, lastAppended);
    expect(rebuilt.events).toBe(log.length);
    expect(await getProjectorCheckpoint(pool)).toBe(lastAppended);
    const countedInLog = log.filter((event) => eventCountProjection.handles.includes(event.type)).length;
    const countedRows = (live.test_event_counts ?? []).reduce((sum, row) => sum + (JSON.parse(row) as { events: number }).events, 0);
    expect(countedRows).toBe(countedInLog);
  });
});
