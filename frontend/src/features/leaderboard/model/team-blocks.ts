import type { LeaderboardEntry, LeaderboardTeam, LeaderboardView } from '@golf/contracts';

export type TeamBlock = { team: LeaderboardTeam; members: LeaderboardEntry[] };

/**
 * Team formats: the entries grouped into their teams (or match sides), teams sorted by points
 * (most first) then strokes (fewest first), as the spec orders them. Null without teams.
 */
export function teamBlocks(view: Pick<LeaderboardView, 'teams' | 'entries'>): TeamBlock[] | null {
  if (view.teams.length === 0) return null;
  return [...view.teams]
    .sort((a, b) => b.totalPoints - a.totalPoints || a.totalStrokes - b.totalStrokes || a.teamNumber - b.teamNumber)
    .map((team) => ({ team, members: view.entries.filter((entry) => team.playerIds.includes(entry.player.id)) }));
}
