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

/**
 * Who this phone scores, for a foursomes card (decision 0835): the players another phone scores,
 * with whose phone that is (decision 0700), and whether this phone may send a score as a player
 * (an admin's: everyone; a player's: their own).
 */
export interface CardPhones {
  otherPhones: ReadonlyMap<string, string | null>;
  mayScore(playerId: string): boolean;
}

const EVERY_PLAYER_HERE: CardPhones = { otherPhones: new Map(), mayScore: () => true };

/** A foursomes card: one row a side, the rows another phone scores, and how a side's score is sent as one of its partners'. */
export interface FoursomesCard {
  round: ScoringRound;
  /** A side whose partners all score on their own phones, under its row's id, named by their phones ("Cy or Gus"). */
  otherPhones: Array<{ playerId: string; phoneOf: string | null }>;
  toPartnerScores(scores: readonly ScoreToSave[]): ScoreToSave[];
}

/** "Cy or Gus": the phones a side's partners score on, as far as the game can tell; null when it cannot. */
function sidePhones(ids: readonly string[], otherPhones: ReadonlyMap<string, string | null>): string | null {
  const names = [...new Set(ids.map((id) => otherPhones.get(id)).filter((name): name is string => typeof name === 'string'))];
  return names.length === 0 ? null : names.join(' or ');
}

/**
 * Foursomes (decisions 0828 and 0835): a side plays one ball, so the card has one row a side,
 * named by both partners, under the id of the phone's own player when they are on that side (a
 * partner nobody else scores; else the side's first). A side whose partners all score on their
 * own phones is one "On Cy or Gus's phone" row. A hole's ball is the partner's score recorded,
 * or, when both partners recorded one, the board's (the later counts). A correction is sent as
 * the partner whose record it changes, when the phone may score them (saying so when their own
 * phone scores them: it is the side's ball, changed on purpose), else under the row's id, where
 * it becomes the later score; a hole nobody scored goes under the row's id.
 */
export function foursomesCard(
  round: ScoringRound,
  myPlayerIds: readonly string[],
  board: LeaderboardView | undefined,
  phones: CardPhones = EVERY_PLAYER_HERE,
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
  const otherPhones: FoursomesCard['otherPhones'] = [];
  const players = sides.map((side): ScoringPlayer => {
    const ids = side.map((member) => member.player.id);
    const mine = ids.filter((id) => myPlayerIds.includes(id));
    const rowId = mine.find((id) => !phones.otherPhones.has(id)) ?? mine[0] ?? ids[0]!;
    partnersOf.set(rowId, ids);
    if (phones.otherPhones.has(rowId)) otherPhones.push({ playerId: rowId, phoneOf: sidePhones(ids, phones.otherPhones) });
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
      if (!partners || score.expectedStrokes === null || score.expectedStrokes === undefined) return score;
      const holds = (id: string) => round.saved.get(savedKey(id, score.holeNumber)) === score.expectedStrokes;
      const holder = holds(score.playerId) ? score.playerId : partners.find(holds);
      if (!holder || holder === score.playerId || !phones.mayScore(holder)) return score;
      return { ...score, playerId: holder, ...(phones.otherPhones.has(holder) ? { onBehalf: true as const } : {}) };
    });
  return { round: { ...round, players, saved }, otherPhones, toPartnerScores };
}
