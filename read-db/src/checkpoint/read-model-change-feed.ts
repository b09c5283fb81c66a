import pg from 'pg';
import type { DatabasePool } from 'slonik';
import { parseReadModelChange, READ_MODEL_CHANGES_CHANNEL, type ReadModelChange } from './read-model-changes.ts';

const CONNECT_TIMEOUT_MS = 2000;
const RECONNECT_MS = 1000;

/** Someone following the projector's committed batches. */
export interface ReadModelChangeFollower {
  change(change: ReadModelChange): void;
  /** After the connection came back: notifications sent while it was away are lost. */
  reconnected?(): void;
}

/**
 * A process's one LISTEN connection on `read_model_changes` per pool, shared by everyone who
 * follows the projector (requests waiting for a position, live viewers). It connects with the
 * first follower, reconnects after a drop while anyone follows, and closes with the last one.
 */
export class ReadModelChangeFeed {
  private readonly followers = new Set<ReadModelChangeFollower>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private everConnected = false;

  private readonly pool: DatabasePool;
  constructor(pool: DatabasePool) {
    this.pool = pool;
  }

  /** True while LISTEN is in place. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Adds a follower; resolves once LISTEN is in place (or failed: it retries). Answers the unfollow. */
  async follow(follower: ReadModelChangeFollower): Promise<() => Promise<void>> {
    this.followers.add(follower);
    await this.listen();
    return async () => {
      this.followers.delete(follower);
      if (this.followers.size === 0) await this.close();
    };
  }

  /** Connects if there is no connection (and someone follows); failures schedule a retry. */
  listen(): Promise<void> {
    if (this.client || this.followers.size === 0) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async close(): Promise<void> {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.everConnected = false;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.pool.configuration.connectionUri,
      application_name: 'golf-read-model-listener',
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
      if (change) for (const follower of [...this.followers]) follower.change(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${READ_MODEL_CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.followers.size === 0) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    if (this.everConnected) for (const follower of [...this.followers]) follower.reconnected?.();
    this.everConnected = true;
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer || this.followers.size === 0) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}

const feeds = new WeakMap<DatabasePool, ReadModelChangeFeed>();

/** The pool's feed, made on first use. */
export function readModelChangeFeedOf(pool: DatabasePool): ReadModelChangeFeed {
  let feed = feeds.get(pool);
  if (!feed) {
    feed = new ReadModelChangeFeed(pool);
    feeds.set(pool, feed);
  }
  return feed;
}
