import { describe, expect, it } from 'vitest';
import { FLAT_COURSE, fixtureGame } from '../testing/side-games-fixture.ts';
import { gameSideGames } from './game-side-games.ts';
import { playFactsGames } from './facts-side-games.ts';
import type { SideGamesGame } from './side-games-game.ts';

/** Three players with facts on holes 1–3 of the flat course (par 4s) and awards on hole 1. */
function factsGame(sideGames: SideGamesGame['sideGames']): SideGamesGame {
  const base = fixtureGame(
    [
      { id: 'a', gross: [3, 5, 4] },
      { id: 'b', gross: [4, 4, 5] },
      { id: 'c', gross: [5, 4, 4] },
    ],
    { sideGames },
  );
  const facts: Record<string, object> = {
    'a-1': { putts: 1 },
    'a-2': { putts: 3 },
    'b-1': { bunker: true, putts: 1 },
    'b-3': { putts: 4 },
    'c-3': { chipIn: true, putts: 0 },
  };
  return {
    ...base,
    scores: base.scores.map((score) => ({ ...score, facts: facts[score.scoreId] ?? null })),
    holeAwards: [{ roundNumber: 1, holeNumber: 1, bingo: 'a', bango: 'b', bongo: 'a', closestToPin: null }],
  };
}

const ALL_THREE = {
  junk: { valueCents: 100, dots: ['birdie' as const, 'sandie' as const, 'chip_in' as const] },
  bingoBangoBongo: { valueCents: 50 },
  snake: { valueCents: 500 },
};

describe('the hole-fact games on a game (docs/golf-rules.md section 15)', () => {
  const view = gameSideGames(factsGame(ALL_THREE), FLAT_COURSE);
  const linesOf = (playerId: string) => view.money.players.find((p) => p.playerId === playerId)!.lines.map((l) => [l.game, l.cents]);

  it('given junk, BBB and the snake, then the ledger has their lines after the others, each adding to zero', () => {
    // Junk: a birdie, b sandie, c chip-in, a dot each: 0. BBB: a 2, b 1, c 0 at $0.50: (3×2−3)×50 = +150, 0, −150.
    // Snake: a three-putts 2, b four-putts 3: b holds it and pays a and c $5 each.
    expect(linesOf('a')).toEqual([
      ['junk', 0],
      ['bingo_bango_bongo', 150],
      ['snake', 500],
    ]);
    expect(linesOf('b')).toEqual([
      ['junk', 0],
      ['bingo_bango_bongo', 0],
      ['snake', -1000],
    ]);
    expect(view.money.players.reduce((sum, p) => sum + p.netCents, 0)).toBe(0);
  });

  it('then the snake says who holds it and each player’s three-putts, four counted as three or more', () => {
    expect(view.facts.snake?.holder).toBe('b');
    expect(view.facts.snake?.threePutts).toEqual([
      { playerId: 'a', count: 1 },
      { playerId: 'b', count: 1 },
      { playerId: 'c', count: 0 },
    ]);
  });

  it('given none of them played, then no results and no lines', () => {
    const plain = gameSideGames(factsGame(null), FLAT_COURSE);
    expect(plain.facts).toEqual({ junk: null, bingoBangoBongo: null, snake: null });
    expect(plain.money.players[0]!.lines).toEqual([]);
  });

  it('given a board of some players only, then the others earn and pay nothing', () => {
    const game = factsGame(ALL_THREE);
    const rounds = [
      { roundNumber: 1, input: { holes: [1, 2, 3].map((number) => ({ number, par: 4, strokeIndex: number })), players: [], scores: [] } },
    ];
    const played = playFactsGames(game, rounds, ['a', 'c']);
    expect(played.bingoBangoBongo?.cents).toEqual({ a: 100, c: -100 });
    expect(played.snake?.holder).toBe('a');
  });
});
