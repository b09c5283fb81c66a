import { teamName, type GameTypeId } from '@golf/golf';

/** Formats played by teams when the players have them: best ball, and four-ball match play. */
const TEAM_FORMATS: readonly GameTypeId[] = ['best_ball', 'match_play'];

export type TeamGroup<T> = { teamNumber: number | null; name: string; members: T[] };

/**
 * Players grouped by team, teams in number order, for team formats whose players have teams;
 * null otherwise (everyone plays for themselves). Players without a team come last. A cup
 * match's sides are named by the cup's teams (`teamNames`, team 1 first), else "Team 1", "Team 2".
 */
export function teamGroups<T extends { player: { teamNumber: number | null } }>(
  gameType: GameTypeId,
  members: readonly T[],
  teamNames: readonly [string, string] | null = null,
): TeamGroup<T>[] | null {
  if (!TEAM_FORMATS.includes(gameType) || !members.some((m) => m.player.teamNumber !== null)) return null;
  const numbers = [...new Set(members.map((m) => m.player.teamNumber))].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
  return numbers.map((teamNumber) => ({
    teamNumber,
    name: teamNumber === null ? 'No team' : (teamNames?.[teamNumber - 1] ?? teamName(teamNumber)),
    members: members.filter((m) => m.player.teamNumber === teamNumber),
  }));
}
