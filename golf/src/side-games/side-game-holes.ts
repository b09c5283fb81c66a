import { asRounds, type RoundInput, type RoundsInput } from '../formats/round-input.ts';
import { strokeCards, type HoleCard, type PlayerCard } from '../formats/scorecard.ts';

/** One player's score on a hole, as a side game compares it: net in net scoring, else gross; null until scored. */
export interface SideGameScore {
  playerId: string;
  score: number | null;
  /** The hole's par on the player's own tee. */
  par: number;
}

/** A hole of a game with every player's score on it, players in the game's order. */
export interface SideGameHole {
  roundNumber: number;
  holeNumber: number;
  scores: SideGameScore[];
}

/** A round's holes as read already, with the place of the round they were read at (its number when it has none). */
const roundHoles = new WeakMap<RoundInput, { index: number; holes: SideGameHole[] }>();

/**
 * A round's holes, read once per round (the same object: rounds are values, never changed): Wolf
 * and Las Vegas read the same rounds of one board (decision 0853). The holes are shared, never changed.
 */
function holesOfRound(round: RoundInput, index: number): SideGameHole[] {
  const kept = roundHoles.get(round);
  if (kept?.index === index) return kept.holes;
  const net = (round.scoringType ?? 'net') === 'net';
  const cards = strokeCards(round);
  const roundNumber = round.roundNumber ?? index + 1;
  const holes = (cards[0]?.holes ?? []).map((first, at) => {
    const kept = holeOf.get(first);
    if (kept && kept.net === net && kept.hole.roundNumber === roundNumber && sameHoleCards(kept.cards, cards, at)) return kept.hole;
    const hole = {
      roundNumber,
      holeNumber: first.holeNumber,
      scores: cards.map((card) => {
        const played = card.holes[at]!;
        return { playerId: card.playerId, score: net ? played.net : played.gross, par: played.par };
      }),
    };
    holeOf.set(first, { net, cards: cards.map((card) => ({ playerId: card.playerId, hole: card.holes[at]! })), hole });
    return hole;
  });
  roundHoles.set(round, { index, holes });
  return holes;
}

/**
 * A hole as read from the players' hole cards, kept under the first player's: a card's hole that
 * stands keeps its object from batch to batch (`buildScorecards`' `previous`), so a hole whose
 * players' holes all stand is the same hole, and what Wolf and Vegas work out of it is kept too
 * (decision 0854).
 */
const holeOf = new WeakMap<HoleCard, { net: boolean; cards: { playerId: string; hole: HoleCard }[]; hole: SideGameHole }>();

const sameHoleCards = (kept: readonly { playerId: string; hole: HoleCard }[], cards: readonly PlayerCard[], at: number) =>
  kept.length === cards.length && kept.every((k, i) => k.playerId === cards[i]!.playerId && k.hole === cards[i]!.holes[at]);

/**
 * The holes of a game as the side games read them (docs/golf-rules.md sections 12–14): every
 * round's holes in order, each with the players' scores in the game's player order (the order
 * they joined). A score is net (gross less the strokes the player receives from their course
 * handicap, section 2) in net scoring, and gross otherwise.
 */
export function sideGameHoles(input: RoundsInput): { playerIds: string[]; holes: SideGameHole[] } {
  const rounds = asRounds(input);
  const playerIds = rounds[0]?.players.map((p) => p.id) ?? [];
  const holes = rounds.flatMap((round, index) => holesOfRound(round, index));
  return { playerIds, holes };
}
