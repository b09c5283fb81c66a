import type { HealthPart } from '@golf/contracts';

/** A stream the projector set aside, as health names it. */
export interface SetAsideProbe {
  stream: string;
  name: string | null;
  eventType: string;
  error: string;
}

/** Streams named one by one in the message; the rest are counted (the view's `setAside` lists every one). */
const NAMED_IN_MESSAGE = 5;

const named = (probe: SetAsideProbe) => `${probe.stream}${probe.name ? ` (“${probe.name}”)` : ''} at ${probe.eventType}: ${probe.error}`;

/** "1 stream set aside: game-… (“Sunday skins”) at ScoreRecorded: <error>", the first few named. */
export function setAsideSentence(setAside: readonly SetAsideProbe[]): string {
  const count = `${setAside.length} stream${setAside.length === 1 ? '' : 's'} set aside`;
  const shown = setAside.slice(0, NAMED_IN_MESSAGE).map(named);
  const more = setAside.length > NAMED_IN_MESSAGE ? `; and ${setAside.length - NAMED_IN_MESSAGE} more` : '';
  return `${count}: ${shown.join('; ')}${more}`;
}

/**
 * Whether every stream (each game, trip, course and account) is projected: 'set_aside' when the
 * projector holds some back, their screens saying they are being repaired while every other
 * stream goes on.
 */
export function streamsPart(setAside: readonly SetAsideProbe[] | null): HealthPart {
  const base = { part: 'streams', name: 'Streams (games, trips, courses, accounts)', required: false } as const;
  if (setAside === null) return { ...base, status: 'unknown', detail: 'Cannot be read while the database is not answering.' };
  if (setAside.length === 0) return { ...base, status: 'ok', detail: 'Every stream is projected.' };
  return {
    ...base,
    status: 'set_aside',
    detail:
      `${setAsideSentence(setAside)}. Their screens say they are being repaired; every other stream is up to date. ` +
      'Retry each from the admin dashboard once a fix is deployed.',
  };
}
