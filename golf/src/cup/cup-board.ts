import type { MatchStatus } from '../formats/match-status.ts';
import type { CupMatchLine } from '../leaderboards/leaderboard-types.ts';
import type { CupFormat, TeamIndex } from './cup-format.ts';
import { cupStanding, type CupResult } from './cup-standing.ts';
import { cupMatchStatusText } from './cup-texts.ts';

/** A player of the cup, named as the trip knows them. */
export interface CupPlayer {
  userId: string;
  name: string;
}

/** A team as the cup was set: name, colour (`#rrggbb`), captain and players. */
export interface CupTeamFacts {
  name: string;
  color: string;
  captainId: string;
  players: CupPlayer[];
}

/** A match as it was made, and its game's match as the cup counts it (`played`, null before its game has a card). */
export interface CupMatchFacts {
  id: string;
  gameId: string;
  session: number;
  format: CupFormat;
  teeTime: string | null;
  courseId: string;
  teeSetId: string;
  value: number;
  teams: [CupPlayer[], CupPlayer[]];
  played: CupMatchLine | null;
}

export interface CupBoardInput {
  name: string;
  teams: [CupTeamFacts, CupTeamFacts];
  holder: TeamIndex | null;
  plannedPoints: number | null;
  matches: readonly CupMatchFacts[];
}

export interface CupBoardTeam extends CupTeamFacts {
  points: number;
  projectedPoints: number;
}

export interface CupBoardMatch extends Omit<CupMatchFacts, 'played'> {
  state: CupMatchLine['state'];
  /** The board's line: 'Not started', 'Red 2 UP thru 11', 'Blue wins 3&2', 'Halved'. */
  status: string;
  /** Section 5's result once decided: `3&2`, `1 UP`, `Halved`. */
  result: string | null;
  leader: TeamIndex | null;
  thru: number;
  points: [number, number];
  projectedPoints: [number, number];
}

/** The cup's board (GET /api/trips/{id}/cup): teams with their points, what wins, and every match. */
export interface CupBoardView {
  name: string;
  teams: [CupBoardTeam, CupBoardTeam];
  holder: TeamIndex | null;
  plannedPoints: number | null;
  pointsAvailable: number;
  pointsToWin: number;
  pointsToRetain: number | null;
  result: CupResult;
  winner: TeamIndex | null;
  clinched: boolean;
  matches: CupBoardMatch[];
}

const NOT_STARTED = (value: number): CupMatchLine => ({
  format: 'singles',
  value,
  state: 'not_started',
  statusText: 'AS',
  up: 0,
  holesLeft: 0,
  result: null,
  leader: null,
  thru: 0,
  decidedOn: null,
  points: [0, 0],
  projectedPoints: [0, 0],
});

/**
 * The cup's board (docs/golf-rules.md section 16): each match's line and points, the teams'
 * points decided and projected, and the cup's result, from the cup as set and its matches as
 * their games stand. Matches are in session order, then by tee time, then in the order made.
 * Planned points smaller than those made (never recorded so) count as not set.
 */
export function cupBoard(input: CupBoardInput): CupBoardView {
  const names = [input.teams[0].name, input.teams[1].name] as const;
  const matches = input.matches
    .map((match, order) => ({ match, order }))
    .sort((a, b) => a.match.session - b.match.session || (a.match.teeTime ?? '').localeCompare(b.match.teeTime ?? '') || a.order - b.order)
    .map(({ match }) => boardMatch(match, names));
  const made = matches.reduce((sum, match) => sum + match.value, 0);
  const planned = input.plannedPoints !== null && input.plannedPoints >= made ? input.plannedPoints : undefined;
  const standing = cupStanding({
    matches: matches.map((m) => ({ state: m.state, value: m.value, points: m.points, projectedPoints: m.projectedPoints })),
    holder: input.holder,
    ...(planned === undefined ? {} : { plannedPoints: planned }),
  });
  return {
    name: input.name,
    teams: [
      { ...input.teams[0], ...standing.teams[0] },
      { ...input.teams[1], ...standing.teams[1] },
    ],
    holder: input.holder,
    plannedPoints: input.plannedPoints,
    pointsAvailable: standing.pointsAvailable,
    pointsToWin: standing.pointsToWin,
    pointsToRetain: standing.pointsToRetain,
    result: standing.result,
    winner: standing.winner,
    clinched: standing.clinched,
    matches,
  };
}

function boardMatch(match: CupMatchFacts, names: readonly [string, string]): CupBoardMatch {
  const { played, ...made } = match;
  const line = played ?? NOT_STARTED(match.value);
  const status: MatchStatus = {
    text: line.statusText,
    leader: line.leader === null ? null : line.leader === 0 ? 1 : 2,
    up: line.up,
    holesLeft: line.holesLeft,
    finished: line.state === 'decided',
  };
  return {
    ...made,
    value: played?.value ?? match.value,
    state: line.state,
    status: cupMatchStatusText({ state: line.state, status, leader: line.leader, thru: line.thru }, names),
    result: line.result,
    leader: line.leader,
    thru: line.thru,
    points: line.points,
    projectedPoints: line.projectedPoints,
  };
}
