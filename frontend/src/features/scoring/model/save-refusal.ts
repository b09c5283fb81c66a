/** The spec's fallback text when a save fails without a message from the server. */
export const SAVE_FAILED = 'Failed to save scores. Please try again.';

/**
 * Why the API refused a player's score save: its status and message, and for a conflict (someone
 * else changed the hole meanwhile) the strokes recorded now.
 */
export type SaveRefusal = { playerId: string; status: number | null; message: string; theirs: number | null };

/**
 * The error of a refused save. Its facts are a plain own field, so they survive the JSON round
 * trip of the persisted queue (an Error's message does not), and a refusal is still shown after
 * a reload.
 */
export class ScoreSaveRefused extends Error {
  readonly refusal: SaveRefusal;

  constructor(refusal: SaveRefusal) {
    super(refusal.message);
    this.name = 'ScoreSaveRefused';
    this.refusal = refusal;
  }
}

/** The refusal carried by `error`, whether a live ScoreSaveRefused or one restored from storage. */
export function refusalOf(error: unknown): SaveRefusal | null {
  const refusal = (error as { refusal?: unknown } | null)?.refusal;
  if (typeof refusal !== 'object' || refusal === null) return null;
  const { playerId, status, message, theirs } = refusal as Record<string, unknown>;
  if (typeof message !== 'string' || typeof playerId !== 'string') return null;
  return {
    playerId,
    status: typeof status === 'number' ? status : null,
    message,
    theirs: typeof theirs === 'number' ? theirs : null,
  };
}

/**
 * The API recorded a save's scores but refused to move play on. Its message is a plain own
 * field, as the queue's JSON round trip keeps those.
 */
export class PlayNotMoved extends Error {
  readonly playNotMoved: string;

  constructor(message: string) {
    super(message);
    this.name = 'PlayNotMoved';
    this.playNotMoved = message;
  }
}

/** The message of a refused move of play, whether a live PlayNotMoved or one restored from storage. */
export function playNotMovedMessage(error: unknown): string | null {
  const message = (error as { playNotMoved?: unknown } | null)?.playNotMoved;
  return typeof message === 'string' ? message : null;
}
