import type pg from 'pg';
import type { WakeSource } from './catch-up-subscription.ts';

/** The channel appends notify after commit, with the newest event's position as payload. */
export const eventsChannel = 'es_events';

const relistenDelayMs = 1_000;

interface Listening {
  client: pg.PoolClient;
  onNotification: (message: pg.Notification) => void;
  onError: (error: Error) => void;
}

/**
 * LISTENs on one pooled connection held for the subscription's life. If that connection dies,
 * the subscription keeps polling and this listens again on a fresh connection.
 */
export class PostgresNotificationWakeSource implements WakeSource {
  private listening: Listening | null = null;
  private stopped = false;
  private relistenTimer: NodeJS.Timeout | null = null;
  private wake: (position?: bigint) => void = () => undefined;

  private readonly pool: pg.Pool;
  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  async start(wake: (position?: bigint) => void): Promise<void> {
    this.wake = wake;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    const listening = this.detach();
    if (!listening) return;
    try {
      await listening.client.query(`UNLISTEN ${eventsChannel}`);
      listening.client.release();
    } catch (error) {
      discard(listening.client, error as Error);
    }
  }

  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    const listening: Listening = {
      client,
      onNotification: (message) => {
        if (message.channel === eventsChannel) this.wake(parsePosition(message.payload));
      },
      onError: (error) => this.lose(listening, error),
    };
    client.on('notification', listening.onNotification);
    client.on('error', listening.onError);
    this.listening = listening;
    try {
      await client.query(`LISTEN ${eventsChannel}`);
    } catch (error) {
      if (this.detach() === listening) discard(client, error as Error);
      throw error;
    }
    if (this.stopped && this.detach() === listening) discard(client, new Error('subscription closed while listening'));
  }

  /** Removes our listeners so a client returned to the pool carries nothing of this subscription. */
  private detach(): Listening | null {
    const listening = this.listening;
    this.listening = null;
    if (listening) {
      listening.client.off('notification', listening.onNotification);
      listening.client.off('error', listening.onError);
    }
    return listening;
  }

  private lose(listening: Listening, error: Error): void {
    if (this.listening !== listening) return;
    this.detach();
    discard(listening.client, error);
    if (this.stopped) return;
    // Events appended while the connection was down are read now, not at the next poll.
    this.wake();
    this.scheduleListen();
  }

  private scheduleListen(): void {
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null;
      if (!this.stopped) this.listen().catch(() => this.scheduleListen());
    }, relistenDelayMs);
  }
}

/** Returns a broken client to the pool, which closes it; late errors from it are expected and ignored. */
function discard(client: pg.PoolClient, error: Error): void {
  client.on('error', () => undefined);
  client.release(error);
}

function parsePosition(payload: string | undefined): bigint | undefined {
  if (!payload || !/^\d+$/.test(payload)) return undefined;
  return BigInt(payload);
}
