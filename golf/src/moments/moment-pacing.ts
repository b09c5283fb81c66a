import type { Moment, MomentKind, MomentNotification, SentMoment } from './moment-types.ts';

/** One notification per game and kind within this long: more of the kind wait, then go as one. */
export const MOMENT_INTERVAL_MS = 60_000;

/** What to send now and what waits for the kind's minute to pass. */
export interface PacedMoments {
  send: MomentNotification[];
  /** Moments held back by the rate rule: offer them again later (with any new ones). */
  held: Moment[];
}

function fold(kind: MomentKind, moments: readonly Moment[]): MomentNotification {
  const last = moments.at(-1)!;
  const keys = moments.map((moment) => moment.key);
  // A lead, a trip lead, a dormie or the cup's outcome that changed again: only the latest stands.
  if (moments.length === 1 || kind === 'leader' || kind === 'trip_leader' || kind === 'dormie' || kind === 'cup_result') {
    return {
      kind,
      gameId: last.gameId,
      title: last.title,
      body: last.body,
      roundNumber: last.roundNumber,
      holeNumber: last.holeNumber,
      keys,
    };
  }
  return {
    kind,
    gameId: last.gameId,
    title: `${last.title} (${moments.length})`,
    body: moments.map((moment) => moment.body).join('; '),
    roundNumber: last.roundNumber,
    holeNumber: last.holeNumber,
    keys,
  };
}

/**
 * The pacing of one game's moments at `now`: each moment at most once (a key in `sent` is dropped,
 * as is a repeat within `moments`); at most one notification per kind per MOMENT_INTERVAL_MS
 * (a kind sent less than that ago waits in `held`); the moments of one kind that go together are
 * folded into one notification, in the order given.
 */
export function paceMoments(moments: readonly Moment[], sent: readonly SentMoment[], now: Date): PacedMoments {
  const sentKeys = new Set(sent.map((moment) => moment.key));
  const fresh: Moment[] = [];
  for (const moment of moments) {
    if (sentKeys.has(moment.key)) continue;
    sentKeys.add(moment.key);
    fresh.push(moment);
  }
  const lastSent = new Map<MomentKind, number>();
  for (const moment of sent) lastSent.set(moment.kind, Math.max(lastSent.get(moment.kind) ?? -Infinity, Date.parse(moment.sentAt)));
  const byKind = new Map<MomentKind, Moment[]>();
  for (const moment of fresh) byKind.set(moment.kind, [...(byKind.get(moment.kind) ?? []), moment]);
  const send: MomentNotification[] = [];
  const held: Moment[] = [];
  for (const [kind, group] of byKind) {
    const last = lastSent.get(kind);
    if (last !== undefined && now.getTime() - last < MOMENT_INTERVAL_MS) held.push(...group);
    else send.push(fold(kind, group));
  }
  return { send, held };
}
