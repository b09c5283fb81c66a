import type { CupFormat, LeaderboardView } from '@golf/contracts';
import { cupSidesOf, cupStrokeHandicaps } from '@golf/golf';
import { strokesOnHoles } from './handicap-marks.ts';
import type { ScoreToSave } from './score-save.ts';
import { savedKey, type ScoringPlayer, type ScoringRound } from './scoring-round.ts';

/** A cup match's format, from its game's board; null for any other game (or before the board is read). */
export const cupFormatOf = (board: LeaderboardView | undefined): CupFormat | null => board?.cupMatch?.format ?? null;

/**
 * A cup match's card plays off the format's allowance (@golf/golf): each row's handicap is the one
 * its strokes come from (as on the match's board), and its marks are those strokes.
 */
export function withCupStrokes(round: ScoringRound, format: CupFormat): ScoringRound {
  const handicaps = cupStrokeHandicaps(
    format,
    round.players.map(({ player, courseHandicap }) => ({ id: player.id, teamNumber: player.teamNumber, courseHandicap })),
  );
  if (!handicaps) return round;
  const players = round.players.map((member): ScoringPlayer => {
    const card = [...member.holes.values()].sort((a, b) => a.holeNumber - b.holeNumber);
    const perHole =
      strokesOnHoles(
        handicaps.get(member.player.id) ?? null,
        card.map((h) => h.strokeIndex),
      ) ?? [];
    const courseHandicap = handicaps.get(member.player.id) ?? member.courseHandicap;
    return { ...member, courseHandicap, strokes: new Map(card.map((hole, index) => [hole.holeNumber, perHole[index] ?? 0])) };
  });
  return { ...round, players };
}

/** A foursomes card: one row a side, and how a side's score is sent as one of its partners'. */
export interface FoursomesCard {
  round: ScoringRound;
  toPartnerScores(scores: readonly ScoreToSave[]): ScoreToSave[];
}

/**
 * Foursomes (decision 0828): a side plays one ball, so the card has one row a side, named by
 * both partners, under the id of the phone's own player when they are on that side (else the
 * side's first). A hole's ball is the partner's score recorded, or, when both partners recorded
 * one, the board's (the later counts). A score is sent as the partner's whose record it changes,
 * so what the phone saw is what it corrects; a hole nobody scored goes under the row's id.
 */
export function foursomesCard(
  round: ScoringRound,
  myPlayerIds: readonly string[],
  board: LeaderboardView | undefined,
): FoursomesCard | null {
  const sides = cupSidesOf(
    'foursomes',
    round.players.map((member) => ({ ...member, id: member.player.id, teamNumber: member.player.teamNumber })),
  );
  if (!sides) return null;
  const boardBall = (playerId: string, holeNumber: number) =>
    board?.entries.find((e) => e.player.id === playerId)?.scorecards.find((c) => c.roundNumber === round.roundNumber)?.holes[holeNumber - 1]
      ?.strokes ?? null;
  const saved = new Map(round.saved);
  const partnersOf = new Map<string, string[]>();
  const players = sides.map((side): ScoringPlayer => {
    const ids = side.map((member) => member.player.id);
    const rowId = ids.find((id) => myPlayerIds.includes(id)) ?? ids[0]!;
    partnersOf.set(rowId, ids);
    for (let hole = 1; hole <= round.holeCount; hole += 1) {
      const recorded = ids.map((id) => round.saved.get(savedKey(id, hole))).filter((s): s is number => s !== undefined);
      const ball = recorded.length > 1 ? (boardBall(rowId, hole) ?? round.saved.get(savedKey(rowId, hole)) ?? recorded[0]) : recorded[0];
      if (ball === undefined) saved.delete(savedKey(rowId, hole));
      else saved.set(savedKey(rowId, hole), ball);
    }
    const own = side.find((member) => member.player.id === rowId)!;
    return { ...own, player: { ...own.player, name: side.map((member) => member.player.name).join(' & ') } };
  });
  const toPartnerScores = (scores: readonly ScoreToSave[]) =>
    scores.map((score) => {
      const partners = partnersOf.get(score.playerId);
      if (!partners) return score;
      const holder = partners.find(
        (id) => round.saved.get(savedKey(id, score.holeNumber)) === score.expectedStrokes && score.expectedStrokes !== null,
      );
      return holder ? { ...score, playerId: holder } : score;
    });
  return { round: { ...round, players, saved }, toPartnerScores };
}
