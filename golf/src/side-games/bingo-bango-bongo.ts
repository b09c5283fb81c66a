import { eachPaysEach } from './each-pays-each.ts';
import { indexFactsRound, requireValueCents, type FactsGameInput } from './facts-round.ts';

export interface BingoBangoBongoHole {
  roundIndex: number;
  holeNumber: number;
  bingo: string | null;
  bango: string | null;
  bongo: string | null;
}

export interface BingoBangoBongoPlayer {
  playerId: string;
  /** Bingos + bangos + bongos. */
  points: number;
  bingo: number;
  bango: number;
  bongo: number;
}

export interface BingoBangoBongoResult {
  players: BingoBangoBongoPlayer[];
  /** The holes with at least one award, in playing order. */
  holes: BingoBangoBongoHole[];
  /** Each player's money in cents, adding up to zero. */
  cents: Record<string, number>;
}

/**
 * Bingo Bango Bongo (docs/golf-rules.md section 15): three points a hole, one for each award
 * (bingo: first on the green; bango: closest to the hole once every ball is on; bongo: first in
 * the hole); each
 * pair of players settles the difference of their points × the value, so a player's net is
 * `(players × own points − all points) × value`. Points count as they are awarded.
 */
export function bingoBangoBongo(input: FactsGameInput, settings: { valueCents: number }): BingoBangoBongoResult {
  requireValueCents(settings.valueCents, 'Bingo Bango Bongo');
  const holes: BingoBangoBongoHole[] = [];
  input.rounds.forEach((round, roundIndex) => {
    const indexed = indexFactsRound(round, input.playerIds);
    for (const hole of indexed.holes) {
      const { bingo = null, bango = null, bongo = null } = indexed.awards(hole.number);
      if (bingo || bango || bongo) holes.push({ roundIndex, holeNumber: hole.number, bingo, bango, bongo });
    }
  });
  const players = input.playerIds.map((playerId) => {
    const count = (award: 'bingo' | 'bango' | 'bongo') => holes.filter((hole) => hole[award] === playerId).length;
    const [bingo, bango, bongo] = [count('bingo'), count('bango'), count('bongo')];
    return { playerId, points: bingo + bango + bongo, bingo, bango, bongo };
  });
  const units = new Map(players.map((p) => [p.playerId, p.points]));
  return { players, holes, cents: eachPaysEach(units, input.playerIds, settings.valueCents) };
}
