import type { DatabasePool } from 'slonik';
import { positionListenerOf } from './position-listener.ts';

/**
 * Waits until the projector's checkpoint reaches `position` (a command response's position,
 * sent back as `X-Min-Position`). True when it did within `timeoutMs`, false otherwise; the
 * caller then answers with what is there. Shares one LISTEN connection per pool.
 */
export async function waitForPosition(pool: DatabasePool, position: bigint, timeoutMs = 2000): Promise<boolean> {
  if (typeof position !== 'bigint' || position < 0n) throw new RangeError('waitForPosition needs a position >= 0n');
  if (!Number.isFinite(timeoutMs) || timeoutMs < 0) throw new RangeError('waitForPosition needs a timeout >= 0 ms');
  return positionListenerOf(pool).waitFor(position, timeoutMs);
}
