import type { GameResult } from '../formats/game-result.ts';
import { teamName } from '../games/teams.ts';
import type { Competitor } from './board-payouts.ts';
import type { EntryLine, TeamLine } from './leaderboard-types.ts';

/** The teams of a team format's result: best ball teams, or four-ball match play sides (as teams 1 and 2). */
export function teamsOf(game: GameResult, entries: readonly EntryLine[]): TeamLine[] {
  if (game.format === 'best_ball') {
    return game.result.teams.flatMap((team) =>
      team.teamNumber === null
        ? []
        : [
            {
              teamNumber: team.teamNumber,
              name: teamName(team.teamNumber),
              position: team.position,
              tied: team.tied,
              started: team.started,
              totalPoints: team.points,
              totalStrokes: team.strokes,
              holesPlayed: team.holesPlayed,
              playerIds: team.playerIds,
            },
          ],
    );
  }
  if (game.format === 'match_play' && game.result.kind === 'four_ball') {
    const teamOf = new Map(game.result.rows.map((row) => [row.playerId, row.teamNumber]));
    return [...game.result.sides]
      .sort((a, b) => a.position - b.position || a.side - b.side)
      .map((side) => {
        const teamNumber = teamOf.get(side.playerIds[0]!) ?? side.side;
        const members = entries.filter((e) => side.playerIds.includes(e.playerId));
        return {
          teamNumber,
          name: teamName(teamNumber),
          position: side.position,
          tied: side.tied,
          started: side.started,
          totalPoints: side.wins,
          totalStrokes: members.reduce((sum, e) => sum + e.totalStrokes, 0),
          holesPlayed: side.wins + side.halves + side.losses,
          playerIds: side.playerIds,
        };
      });
  }
  return [];
}

/** Who competes for the overall prizes: match play sides, teams, or else each player. */
export function competitorsOf(game: GameResult, entries: readonly EntryLine[], teams: readonly TeamLine[]): Competitor[] {
  if (game.format === 'match_play')
    return game.result.sides.map((s) => ({ id: `side-${s.side}`, position: s.position, playerIds: s.playerIds }));
  if (teams.length > 0) return teams.map((t) => ({ id: `team-${t.teamNumber}`, position: t.position, playerIds: t.playerIds }));
  return entries.map((e) => ({ id: e.playerId, position: e.position, playerIds: [e.playerId] }));
}
