import type { HealthPart, HealthView } from '@golf/contracts';
import { setAsideSentence, streamsPart, type SetAsideProbe } from './streams-part.ts';

/** Events the read tables may lag the log before the projector counts as behind (some 5 s of scoring at the benchmarked 200 scores/s). */
export const PROJECTOR_BEHIND_LIMIT = 1000;

/** What the probes found: whether each server answered, and the projector's lag (null when it could not be read). */
export interface HealthProbes {
  eventStore: boolean;
  readDb: boolean;
  redis: boolean;
  lag: number | null;
  /** How long the projector has stood still while events wait; null when none wait (or it could not be read). */
  stalledSeconds: number | null;
  /** From how many seconds standing still with events waiting the projector counts as stalled. */
  stallLimitSeconds: number;
  /** The streams the projector set aside; null when they could not be read. */
  setAside: readonly SetAsideProbe[] | null;
  /** Where the event log lives, to name it. */
  eventStoreKind: 'postgres' | 'eventstoredb';
}

function eventStorePart(probes: HealthProbes): HealthPart {
  const name = probes.eventStoreKind === 'postgres' ? 'Event log (PostgreSQL)' : 'Event log (EventStoreDB)';
  return probes.eventStore
    ? { part: 'eventStore', name, required: true, status: 'ok', detail: 'Answering: scores and other changes are saved.' }
    : { part: 'eventStore', name, required: true, status: 'down', detail: 'Not answering: no score or other change can be saved.' };
}

function readDbPart(probes: HealthProbes): HealthPart {
  const name = 'Database (PostgreSQL: accounts, leaderboards)';
  return probes.readDb
    ? { part: 'readDb', name, required: true, status: 'ok', detail: 'Answering.' }
    : { part: 'readDb', name, required: true, status: 'down', detail: 'Not answering: sign-in, leaderboards and every screen fail.' };
}

function redisPart(probes: HealthProbes): HealthPart {
  const name = 'Job queues (Redis)';
  return probes.redis
    ? { part: 'redis', name, required: false, status: 'ok', detail: 'Answering: e-mails and course imports are queued and run.' }
    : {
        part: 'redis',
        name,
        required: false,
        status: 'down',
        detail: 'Not answering: e-mails and course imports cannot be queued until it is back; scores are still saved.',
      };
}

function projectorPart(probes: HealthProbes): HealthPart {
  const name = 'Projector (keeps leaderboards up to date)';
  const base = { part: 'projector', name, required: false } as const;
  if (probes.lag === null)
    return { ...base, status: 'unknown', detail: 'Its progress cannot be read while the database is not answering.' };
  if (probes.stalledSeconds !== null && probes.stalledSeconds >= probes.stallLimitSeconds)
    return {
      ...base,
      status: 'stalled',
      detail:
        `Has not applied an event for ${probes.stalledSeconds} s while ${probes.lag} wait: leaderboards stand still ` +
        'until a projector runs again (scores are still saved).',
    };
  if (probes.lag > PROJECTOR_BEHIND_LIMIT)
    return {
      ...base,
      status: 'behind',
      detail: `${probes.lag} events behind the log: leaderboards show older scores until it catches up.`,
    };
  return { ...base, status: 'ok', detail: probes.lag === 0 ? 'Up to date.' : `${probes.lag} events behind the log (catching up).` };
}

const STATUS_WORDS: Record<HealthPart['status'], string> = {
  ok: 'is working',
  down: 'is not answering',
  behind: 'is behind',
  stalled: 'has stopped advancing',
  set_aside: 'has set streams aside',
  unknown: 'cannot be checked',
};

/**
 * The health of each part in plain words and the verdict: 'down' when a required part (the
 * event log, the database) does not answer, 'degraded' when only another part is down, behind
 * or stalled, or streams are set aside, else 'ok'. The message names the parts that are not ok,
 * and each stream set aside with its error.
 */
export function describeHealth(probes: HealthProbes): Pick<HealthView, 'status' | 'message' | 'parts'> {
  const parts = [eventStorePart(probes), readDbPart(probes), redisPart(probes), projectorPart(probes), streamsPart(probes.setAside)];
  const notOk = parts.filter((part) => part.status !== 'ok');
  if (notOk.length === 0) return { status: 'ok', message: 'Every part is working.', parts };
  const named = notOk.map((part) =>
    part.status === 'set_aside' && probes.setAside ? setAsideSentence(probes.setAside) : `${part.name} ${STATUS_WORDS[part.status]}`,
  );
  const requiredDown = notOk.some((part) => part.required && part.status === 'down');
  const consequence = requiredDown ? 'The service cannot answer until it is back.' : 'Scores are still saved.';
  return { status: requiredDown ? 'down' : 'degraded', message: `${named.join('; ')}. ${consequence}`, parts };
}
