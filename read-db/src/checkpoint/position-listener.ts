import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { getProjectorCheckpoint } from './projector-checkpoint.ts';
import { parseReadModelChange, READ_MODEL_CHANGES_CHANNEL } from './read-model-changes.ts';

/** Polling while LISTEN works only guards against a lost notification; without LISTEN it is the signal. */
const POLL_MS_WHILE_LISTENING = 500;
const POLL_MS_WITHOUT_LISTEN = 100;
const CONNECT_TIMEOUT_MS = 2000;

interface Waiter {
  position: bigint;
  /** Gives up at the caller's deadline; set once the first read did not release the waiter. */
  timer?: NodeJS.Timeout;
  settle(reached: boolean): void;
}

/**
 * One LISTEN connection per pool, shared by every request waiting for the checkpoint. Waiters
 * are released by the projector's NOTIFY; while any wait, the checkpoint is also polled (one
 * query per tick for the whole pool), so a missed notification or a dead listener only slows
 * them down.
 */
export class PositionListener {
  private readonly waiters = new Set<Waiter>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling = false;
  private stopped = false;

  constructor(private readonly pool: DatabasePool) {}

  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    await Promise.race([this.listen(), sleep(timeoutMs)]);
    if (this.stopped) return false;
    const waiter: Waiter = { position, settle: () => undefined };
    const reached = new Promise<boolean>((resolve) => {
      waiter.settle = (result) => {
        clearTimeout(waiter.timer);
        this.waiters.delete(waiter);
        resolve(result);
      };
    });
    // Registered before the first read, so a notification arriving meanwhile is not missed.
    this.waiters.add(waiter);
    try {
      this.release(await getProjectorCheckpoint(this.pool));
    } catch {
      // Unreachable for now: polling retries until the deadline.
    }
    if (this.waiters.has(waiter)) {
      waiter.timer = setTimeout(() => waiter.settle(false), Math.max(0, deadline - Date.now()));
      this.schedulePoll();
    }
    return reached;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    for (const waiter of [...this.waiters]) waiter.settle(false);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private release(position: bigint): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.position <= position) waiter.settle(true);
    }
  }

  /** Opens the LISTEN connection if there is none; failures leave the waiters to polling. */
  private listen(): Promise<void> {
    if (this.client || this.stopped) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.pool.configuration.connectionUri,
      application_name: 'golf-read-model-listener',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const drop = () => {
      if (this.client === client) this.client = null;
      client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      const change = parseReadModelChange(message.payload);
      if (!change) return;
      this.release(change.position);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private schedulePoll(): void {
    if (this.pollTimer || this.stopped || this.waiters.size === 0) return;
    const interval = this.client ? POLL_MS_WHILE_LISTENING : POLL_MS_WITHOUT_LISTEN;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.poll();
    }, interval);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      if (!this.client) await this.listen();
      this.release(await getProjectorCheckpoint(this.pool));
    } catch {
      // The database is unreachable for now; waiters time out unless a later poll succeeds.
    } finally {
      this.polling = false;
      this.schedulePoll();
    }
  }
}

const listeners = new WeakMap<DatabasePool, PositionListener>();

export function positionListenerOf(pool: DatabasePool): PositionListener {
  let listener = listeners.get(pool);
  if (!listener) {
    listener = new PositionListener(pool);
    listeners.set(pool, listener);
  }
  return listener;
}

/** Closes the pool's listener, if it has one; pools from `createReadPool` do this in `end()`. */
export async function stopPositionListener(pool: DatabasePool): Promise<void> {
  const listener = listeners.get(pool);
  listeners.delete(pool);
  await listener?.stop();
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
