import type { CommonQueryMethods } from 'slonik';
import { cupBoard, type CupBoardView, type CupMatchLine, type CupPlayer } from '@golf/golf';
import { getCup, listCupMatches, listPlayerNames, type CupRow } from '@golf/read-db';

/**
 * The cup's board as the read tables hold it: the cup as set, its matches (a deleted game's left
 * out) and each match's game as the games projection counted it, put together by @golf/golf's
 * `cupBoard`; null before the cup is set. `cup` when the caller has read it already.
 */
export async function readCupBoard(db: CommonQueryMethods, tripId: string, cup?: CupRow | null): Promise<CupBoardView | null> {
  const [row, matches] = await Promise.all([cup === undefined ? getCup(db, tripId) : Promise.resolve(cup), listCupMatches(db, tripId)]);
  if (!row) return null;
  const ids = new Set([...row.teams.flatMap((team) => team.userIds), ...matches.flatMap((m) => m.teams.flat())]);
  const names = await listPlayerNames(db, [...ids]);
  const player = (userId: string): CupPlayer => ({ userId, name: names.get(userId) ?? 'A former member' });
  return cupBoard({
    name: row.name,
    teams: [teamOf(row.teams[0], player), teamOf(row.teams[1], player)],
    holder: row.holder,
    plannedPoints: row.plannedPoints,
    matches: matches.map((match) => ({
      id: match.id,
      gameId: match.gameId,
      session: match.session,
      format: match.format,
      teeTime: match.teeTime,
      courseId: match.courseId,
      teeSetId: match.teeSetId,
      value: match.points,
      teams: [match.teams[0].map(player), match.teams[1].map(player)],
      played: (match.line as CupMatchLine | null) ?? null,
    })),
  });
}

function teamOf(team: CupRow['teams'][number], player: (userId: string) => CupPlayer) {
  return { name: team.name, color: team.color, captainId: team.captainId, players: team.userIds.map(player) };
}
