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
  const players = new Set(playerIds);
  const holes = [...round.holes].sort((a, b) => a.number - b.number);
  const scores = new Map<string, FactsScore>();
  for (const score of round.scores) {
    if (players.has(score.playerId)) scores.set(`${score.playerId}#${score.holeNumber}`, score);
  }
  const awards = new Map<number, HoleAwards>();
  for (const { holeNumber, ...award } of round.awards ?? []) {
    const inGame = (playerId: string | null | undefined) => (playerId && players.has(playerId) ? playerId : null);
    awards.set(holeNumber, {
      bingo: inGame(award.bingo),
      bango: inGame(award.bango),
      bongo: inGame(award.bongo),
      closestToPin: inGame(award.closestToPin),
    });
  }
  const complete = holes.length > 0 && holes.every((hole) => playerIds.every((id) => scores.has(`${id}#${hole.number}`)));
  return {
    holes,
    score: (playerId, holeNumber) => scores.get(`${playerId}#${holeNumber}`) ?? null,
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
