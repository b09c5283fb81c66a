import { asRounds, type RoundsInput } from '../formats/round-input.ts';
import { buildScorecards } from '../formats/scorecard.ts';

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

/**
 * The holes of a game as the side games read them (docs/golf-rules.md sections 12–14): every
 * round's holes in order, each with the players' scores in the game's player order (the order
 * they joined). A score is net (gross less the strokes the player receives from their course
 * handicap, section 2) in net scoring, and gross otherwise.
 */
export function sideGameHoles(input: RoundsInput): { playerIds: string[]; holes: SideGameHole[] } {
  const rounds = asRounds(input);
  const playerIds = rounds[0]?.players.map((p) => p.id) ?? [];
  const holes = rounds.flatMap((round, index) => {
    const net = (round.scoringType ?? 'net') === 'net';
    const cards = buildScorecards(round, { points: null });
    const roundNumber = round.roundNumber ?? index + 1;
    return (cards[0]?.holes ?? []).map((first, at) => ({
      roundNumber,
      holeNumber: first.holeNumber,
      scores: cards.map((card) => {
        const hole = card.holes[at]!;
        return { playerId: card.playerId, score: net ? hole.net : hole.gross, par: hole.par };
      }),
    }));
  });
  return { playerIds, holes };
}
