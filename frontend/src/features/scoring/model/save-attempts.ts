/**
 * Idempotency keys of score saves. Each save attempt of one player's score gets a fresh key;
 * an attempt that failed keeps its key, so sending the same strokes again is a retry the API
 * records once (a phone that lost signal never scores a hole twice). Different strokes are a
 * new attempt with a new key.
 */
export type ScoreSlot = { roundNumber: number; holeNumber: number; playerId: string };

const slotKey = ({ roundNumber, holeNumber, playerId }: ScoreSlot) => `${roundNumber}:${holeNumber}:${playerId}`;

export class SaveAttempts {
  private readonly open = new Map<string, { strokes: number; key: string }>();

  constructor(private readonly newKey: () => string) {}

  /** The key to send: the open attempt's when its strokes are the same, else a new one. */
  keyFor(slot: ScoreSlot, strokes: number): string {
    const id = slotKey(slot);
    const attempt = this.open.get(id);
    if (attempt && attempt.strokes === strokes) return attempt.key;
    const key = this.newKey();
    this.open.set(id, { strokes, key });
    return key;
  }

  /** The attempt succeeded: the next save of this slot is a new attempt. */
  settle(slot: ScoreSlot, strokes: number): void {
    const id = slotKey(slot);
    if (this.open.get(id)?.strokes === strokes) this.open.delete(id);
  }
}

/** A random uuid (v4); crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The app's one record of open attempts: a retry after leaving and reopening the screen reuses its key. */
export const saveAttempts = new SaveAttempts(randomUuid);
