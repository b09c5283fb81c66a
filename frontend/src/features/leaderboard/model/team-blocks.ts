import type { LeaderboardEntry, LeaderboardTeam, LeaderboardView } from '@golf/contracts';

export type TeamBlock = { team: LeaderboardTeam; members: LeaderboardEntry[] };

/**
 * Team formats: the entries grouped into their teams (or match sides), teams in the places
 * golf/ ranked them (points, most first, then strokes, fewest first, as the spec orders them);
 * tied teams by number. Null without teams.
 */
export function teamBlocks(view: Pick<LeaderboardView, 'teams' | 'entries'>): TeamBlock[] | null {
  if (view.teams.length === 0) return null;
  return [...view.teams]
    .sort((a, b) => a.position - b.position || a.teamNumber - b.teamNumber)
    .map((team) => ({ team, members: view.entries.filter((entry) => team.playerIds.includes(entry.player.id)) }));
}
