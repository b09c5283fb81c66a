import type { GameState, HoleFactsData } from '@golf/events';
import { isGame } from '@golf/events';
import type { HoleCount } from '@golf/golf';

/**
 * What a game's stream says of one round of a player with an account, as the handicap record
 * needs it (stored in `read.handicap_rounds`). The tee's ratings and holes are looked up in the
 * course when the record is worked out, so a tee's correction reaches every round played on it.
 */
export interface HandicapRoundFacts {
  gameId: string;
  gameName: string;
  playerId: string;
  userId: string;
  roundNumber: number;
  courseId: string;
  holeCount: HoleCount;
  /** When the player's first score of the round was entered: the round's date. */
  playedAt: string;
  /** The game moved on to a later round, or was completed. */
  over: boolean;
  teeSetId: string | null;
  /**
   * Strokes on holes 1 … holeCount (null: no score) once the round is over; empty before, so a
   * score entered during play changes nothing here until the round ends.
   */
  strokes: Array<number | null>;
  /**
   * The facts recorded on holes 1 … holeCount (null: none) once the round is over, beside
   * `strokes`: what the golfer's statistics are summed from. Absent on rows stored before facts
   * were kept (read as none).
   */
  facts?: Array<HoleFactsData | null>;
}

/**
 * The rounds of the game's players with an account that have at least one score, in the
 * game's order of players and rounds. None for a game absent or deleted.
 */
export function handicapRoundFactsOf(state: GameState): HandicapRoundFacts[] {
  if (!isGame(state)) return [];
  const members = state.players.flatMap((player) => (player.userId === null ? [] : [{ id: player.id, userId: player.userId }]));
  if (members.length === 0) return [];
  const strokesOf = new Map<string, Map<number, number>>();
  const factsOf = new Map<string, Map<number, HoleFactsData>>();
  const firstEntered = new Map<string, string>();
  for (const score of state.scores) {
    const key = `${score.playerId}:${score.roundNumber}`;
    let holes = strokesOf.get(key);
    if (!holes) strokesOf.set(key, (holes = new Map()));
    holes.set(score.holeNumber, score.strokes);
    if (score.facts !== null) {
      let facts = factsOf.get(key);
      if (!facts) factsOf.set(key, (facts = new Map()));
      facts.set(score.holeNumber, score.facts);
    }
    const first = firstEntered.get(key);
    if (first === undefined || score.enteredAt < first) firstEntered.set(key, score.enteredAt);
  }
  const facts: HandicapRoundFacts[] = [];
  for (const player of members) {
    for (const round of state.rounds) {
      const key = `${player.id}:${round.roundNumber}`;
      const holes = strokesOf.get(key);
      const playedAt = firstEntered.get(key);
      if (!holes || playedAt === undefined) continue;
      const over = state.status === 'completed' || state.currentRound > round.roundNumber;
      const playerRound = state.playerRounds.find((pr) => pr.playerId === player.id && pr.roundNumber === round.roundNumber);
      facts.push({
        gameId: state.id,
        gameName: state.name,
        playerId: player.id,
        userId: player.userId,
        roundNumber: round.roundNumber,
        courseId: round.courseId,
        holeCount: round.courseHoles,
        playedAt,
        over,
        teeSetId: playerRound?.teeSetId ?? null,
        strokes: over ? Array.from({ length: round.courseHoles }, (_, i) => holes.get(i + 1) ?? null) : [],
        facts: over ? Array.from({ length: round.courseHoles }, (_, i) => factsOf.get(key)?.get(i + 1) ?? null) : [],
      });
    }
  }
  return facts;
}
