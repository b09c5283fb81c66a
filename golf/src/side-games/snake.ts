import { indexFactsRound, requireValueCents, type FactsGameInput } from './facts-round.ts';

/** A three-putt (or worse): what takes the snake. */
export const SNAKE_PUTTS = 3;

/** The snake changing hands: `playerId` took it with `putts` putts on the hole. */
export interface SnakeTake {
  roundIndex: number;
  holeNumber: number;
  playerId: string;
  putts: number;
}

export interface SnakeRound {
  roundIndex: number;
  /** Who holds the snake after the holes scored so far; null until someone three-putts. */
  holder: string | null;
  takes: SnakeTake[];
  /** Every player has a score on every hole: the holder pays. */
  complete: boolean;
}

export interface SnakeResult {
  /** Who holds the snake in the latest round with a score: what the board shows. */
  holder: string | null;
  rounds: SnakeRound[];
  /** Each player's money in cents, adding up to zero; a round in play counts as it stands. */
  cents: Record<string, number>;
}

/**
 * Snake (docs/golf-rules.md section 15), one snake a round: a three-putt takes it, and whoever
 * holds it after the last hole pays each other player the value. Holes are taken in order; when
 * several players three-putt on one hole, the most putts takes it, and of those level the holder
 * keeps it if among them, else the first of them in the game's player order (decision 0803).
 */
export function snake(input: FactsGameInput, settings: { valueCents: number }): SnakeResult {
  requireValueCents(settings.valueCents, 'the snake');
  const { playerIds } = input;
  const rounds = input.rounds.map((round, roundIndex): SnakeRound => {
    const indexed = indexFactsRound(round, playerIds);
    let holder: string | null = null;
    const takes: SnakeTake[] = [];
    for (const hole of indexed.holes) {
      // Every hole of every game on each batch: a loop, not a list of objects, until someone three-putts.
      const putts = indexed.scoresOn(hole.number).map((score) => score?.facts?.putts ?? 0);
      let most = -Infinity;
      for (const p of putts) if (p > most) most = p;
      if (most < SNAKE_PUTTS) continue;
      const level = playerIds.filter((_, at) => putts[at] === most);
      const taker: string = holder !== null && level.includes(holder) ? holder : level[0]!;
      if (taker !== holder) takes.push({ roundIndex, holeNumber: hole.number, playerId: taker, putts: most });
      holder = taker;
    }
    return { roundIndex, holder, takes, complete: indexed.complete };
  });
  const cents = new Map<string, number>(playerIds.map((id) => [id, 0]));
  for (const { holder } of rounds) {
    if (holder === null) continue;
    for (const id of playerIds) {
      if (id === holder) continue;
      cents.set(id, cents.get(id)! + settings.valueCents);
      cents.set(holder, cents.get(holder)! - settings.valueCents);
    }
  }
  const started = input.rounds.map((round, index) => ({ index, any: round.scores.some((s) => playerIds.includes(s.playerId)) }));
  const latest = started.filter((r) => r.any).at(-1);
  return {
    holder: latest ? rounds[latest.index]!.holder : null,
    rounds,
    cents: Object.fromEntries(playerIds.map((id) => [id, cents.get(id)!])),
  };
}
