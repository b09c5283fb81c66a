import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { getProjectorCheckpoint, parseReadModelChange, READ_MODEL_CHANGES_CHANNEL } from '@golf/read-db';

/** Called with the checkpoint that holds a change of the subscribed stream. */
export type LiveListener = (position: bigint) => void;

const CONNECT_TIMEOUT_MS = 2000;
const RECONNECT_MS = 1000;

/**
 * The API process's one LISTEN connection on `read_model_changes`, fanned out to the live
 * subscribers of each stream (`game-…`). It connects with the first subscriber and reconnects
 * after a drop while anyone listens; after a reconnect every subscriber is told the current
 * checkpoint, since notifications sent while it was away are lost.
 */
export class LiveChangeHub {
  private readonly subscribers = new Map<string, Set<LiveListener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private everConnected = false;
  private stopped = false;

  constructor(private readonly pool: DatabasePool) {}

  /** Starts listening for `stream`; resolves once LISTEN is in place (or failed; it retries). Answers the unsubscribe. */
  async subscribe(stream: string, listener: LiveListener): Promise<() => void> {
    const listeners = this.subscribers.get(stream) ?? new Set<LiveListener>();
    listeners.add(listener);
    this.subscribers.set(stream, listeners);
    await this.listen();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.subscribers.get(stream) === listeners) this.subscribers.delete(stream);
    };
  }

  /** How many subscriptions are open (for tests and diagnostics). */
  get subscriptionCount(): number {
    let count = 0;
    for (const listeners of this.subscribers.values()) count += listeners.size;
    return count;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.subscribers.clear();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private publish(stream: string, position: bigint): void {
    for (const listener of [...(this.subscribers.get(stream) ?? [])]) listener(position);
  }

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
      application_name: 'golf-live-listener',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const drop = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      const change = parseReadModelChange(message.payload);
      if (change) for (const stream of change.streams) this.publish(stream, change.position);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.everConnected) await this.catchUpEveryone();
    this.everConnected = true;
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.stopped || this.subscribers.size === 0) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }

  private async catchUpEveryone(): Promise<void> {
    try {
      const position = await getProjectorCheckpoint(this.pool);
      for (const stream of [...this.subscribers.keys()]) this.publish(stream, position);
    } catch {
      // The database is away again; the next reconnect catches up.
    }
  }
}

const hubs = new WeakMap<DatabasePool, LiveChangeHub>();

/** The pool's hub, made on first use: one LISTEN connection per API process, whatever the viewer count. */
export function liveChangeHubOf(pool: DatabasePool): LiveChangeHub {
  let hub = hubs.get(pool);
  if (!hub) {
    hub = new LiveChangeHub(pool);
    hubs.set(pool, hub);
  }
  return hub;
}

/** Closes the pool's hub, if it has one (when the app closes). */
export async function stopLiveChangeHub(pool: DatabasePool): Promise<void> {
  const hub = hubs.get(pool);
  hubs.delete(pool);
  await hub?.stop();
}
