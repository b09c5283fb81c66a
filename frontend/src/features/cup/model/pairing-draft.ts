import type { CupFormat, MakeCupMatchBody } from '@golf/contracts';
import { teeTimes } from '@golf/golf';

/** A proposed match the captains may change: each side's players, team 0's first. */
export type DraftMatch = { teams: [string[], string[]] };

/**
 * `userId` put in a slot of a match on `team`'s side. A player already out elsewhere on that side
 * swaps places with the one they replace, so everyone still plays once; a resting one simply
 * comes in (and the replaced player rests).
 */
export function replacePlayer(matches: readonly DraftMatch[], matchIndex: number, team: 0 | 1, slot: number, userId: string): DraftMatch[] {
  const leaving = matches[matchIndex]?.teams[team][slot];
  if (leaving === undefined || leaving === userId) return [...matches];
  return matches.map((match, index) => {
    const side = match.teams[team].map((id, at) => {
      if (index === matchIndex && at === slot) return userId;
      return id === userId ? leaving : id;
    });
    const teams: [string[], string[]] = team === 0 ? [side, match.teams[1]] : [match.teams[0], side];
    return { teams };
  });
}

/** Each team's players the draft has no place for. */
export function restingOf(matches: readonly DraftMatch[], teams: readonly [readonly string[], readonly string[]]): [string[], string[]] {
  const playing = new Set(matches.flatMap((m) => m.teams.flat()));
  return [teams[0].filter((id) => !playing.has(id)), teams[1].filter((id) => !playing.has(id))];
}

/** How a session is to be played: where, from when, what each match is worth. */
export interface SessionSettings {
  session: number;
  format: CupFormat;
  courseId: string;
  teeSetId: string;
  /** The first tee time on the course's clock (`2026-06-12T08:00`); '' for none. */
  firstTeeTime: string;
  /** Minutes between matches, 0 … 60. */
  interval: number;
  points: number;
}

/** The matches to make, in playing order, each with its tee time (the first time plus the interval, @golf/golf's teeTimes). */
export function matchBodies(matches: readonly DraftMatch[], settings: SessionSettings): MakeCupMatchBody[] {
  const times = settings.firstTeeTime ? teeTimes(settings.firstTeeTime, settings.interval, matches.length) : [];
  return matches.map((match, index) => ({
    session: settings.session,
    format: settings.format,
    teams: match.teams,
    courseId: settings.courseId,
    teeSetId: settings.teeSetId,
    teeTime: times[index] ?? null,
    points: settings.points,
  }));
}
