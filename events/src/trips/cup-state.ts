import type { CupFormat } from '@golf/golf';
import type { CupEvent } from './cup-events.ts';

/** A team of the cup: name, colour (`#rrggbb`), captain and players. */
export interface CupTeam {
  name: string;
  color: string;
  captainId: string;
  userIds: string[];
}

/** A match of the cup as it was made (its play is its game's). */
export interface CupMatch {
  matchId: string;
  gameId: string;
  session: number;
  format: CupFormat;
  /** Each side's players: team 0's, then team 1's. */
  teams: [string[], string[]];
  courseId: string;
  teeSetId: string;
  /** On the course's clock, `2026-06-12T08:00`; null when none was given. */
  teeTime: string | null;
  points: number;
  madeBy: string | null;
  madeAt: string;
}

/** The trip's cup (docs/golf-rules.md section 16): the teams, the holder, the planned points and the matches made. */
export interface TripCup {
  name: string;
  teams: [CupTeam, CupTeam];
  holder: 0 | 1 | null;
  plannedPoints: number | null;
  matches: CupMatch[];
}

/** The cup after one of its events (`madeBy`, `madeAt`: the event's user and time). */
export function evolveCup(cup: TripCup | undefined, event: CupEvent, madeBy: string | null, madeAt: string): TripCup | undefined {
  if (event.type === 'CupSet') {
    const { name, teams, holder, plannedPoints } = event.data;
    return {
      name,
      teams: [
        { ...teams[0], userIds: [...teams[0].userIds] },
        { ...teams[1], userIds: [...teams[1].userIds] },
      ],
      holder,
      plannedPoints,
      matches: cup?.matches ?? [],
    };
  }
  if (!cup) return cup;
  const { tripId: _tripId, teams, ...match } = event.data;
  const made: CupMatch = { ...match, teams: [[...teams[0]], [...teams[1]]], madeBy, madeAt };
  return { ...cup, matches: [...cup.matches.filter((m) => m.matchId !== made.matchId), made] };
}
