import { GolfRuleError } from '../golf-rule-error.ts';
import type { HoleAwards } from '../hole-facts/hole-awards.ts';
import type { HoleFacts } from '../hole-facts/hole-facts.ts';

/** A player's gross strokes on a hole with the facts recorded beside them. */
export interface FactsScore {
  playerId: string;
  holeNumber: number;
  strokes: number;
  facts?: HoleFacts | null;
}

/** One round as the games on the hole facts read it (docs/golf-rules.md section 15). */
export interface FactsRound {
  /** Every hole of the round's card, by number, with its par. */
  holes: readonly { number: number; par: number }[];
  /** In entry order: a later score for the same player and hole replaces an earlier one (a correction). */
  scores: readonly FactsScore[];
  /** The awards set so far, one entry per hole (a later entry for a hole replaces an earlier). */
  awards?: readonly (HoleAwards & { holeNumber: number })[];
}

/** A game's rounds and its players, in the game's player order (the order they were added). */
export interface FactsGameInput {
  playerIds: readonly string[];
  rounds: readonly FactsRound[];
}

/** A round indexed for lookups. Scores and awards of players not in the game are left out. */
export interface IndexedFactsRound {
  holes: readonly { number: number; par: number }[];
  score(playerId: string, holeNumber: number): FactsScore | null;
  /** The scores on one of `holes`, one per player in the players' order (null: none yet). Shared, never changed. */
  scoresOn(holeNumber: number): readonly (FactsScore | null)[];
  awards(holeNumber: number): HoleAwards;
  /** Every player has a score on every hole. */
  complete: boolean;
}

/** Rounds indexed already, with the players they were indexed for: junk, Bingo Bango Bongo and the snake read the same rounds. */
const indexedRounds = new WeakMap<FactsRound, { playerIds: readonly string[]; indexed: IndexedFactsRound }>();

/** `indexRound`, once per round and list of players (the same objects: rounds and lists are values, never changed). */
export function indexFactsRound(round: FactsRound, playerIds: readonly string[]): IndexedFactsRound {
  const kept = indexedRounds.get(round);
  if (kept?.playerIds === playerIds) return kept.indexed;
  const indexed = indexRound(round, playerIds);
  indexedRounds.set(round, { playerIds, indexed });
  return indexed;
}

function indexRound(round: FactsRound, playerIds: readonly string[]): IndexedFactsRound {
  const holes = [...round.holes].sort((a, b) => a.number - b.number);
  // Each player's last score per hole (a correction replaces what it corrects), then each hole's in the players' order (decision 0870).
  const byPlayer = new Map<string, Map<number, FactsScore>>(playerIds.map((id) => [id, new Map()]));
  for (const score of round.scores) byPlayer.get(score.playerId)?.set(score.holeNumber, score);
  const players = playerIds.map((id) => byPlayer.get(id)!);
  const byHole = new Map<number, (FactsScore | null)[]>();
  for (const hole of holes)
    byHole.set(
      hole.number,
      players.map((scores) => scores.get(hole.number) ?? null),
    );
  const awards = new Map<number, HoleAwards>();
  for (const { holeNumber, ...award } of round.awards ?? []) {
    const inGame = (playerId: string | null | undefined) => (playerId && byPlayer.has(playerId) ? playerId : null);
    awards.set(holeNumber, {
      bingo: inGame(award.bingo),
      bango: inGame(award.bango),
      bongo: inGame(award.bongo),
      closestToPin: inGame(award.closestToPin),
    });
  }
  const complete = holes.length > 0 && holes.every((hole) => byHole.get(hole.number)!.every((score) => score !== null));
  return {
    holes,
    score: (playerId, holeNumber) => byPlayer.get(playerId)?.get(holeNumber) ?? null,
    scoresOn: (holeNumber) => byHole.get(holeNumber) ?? players.map((scores) => scores.get(holeNumber) ?? null),
    awards: (holeNumber) => awards.get(holeNumber) ?? {},
    complete,
  };
}

/** Throws a GolfRuleError unless `cents` is a whole number of cents, 0 or more. */
export function requireValueCents(cents: number, game: string): void {
  if (!Number.isInteger(cents) || cents < 0) {
    throw new GolfRuleError(`The value of ${game} must be a whole number of cents, 0 or more, got ${cents}`);
  }
}
