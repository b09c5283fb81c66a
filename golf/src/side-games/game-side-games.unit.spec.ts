import { describe, expect, it } from 'vitest';
import { PRESS_EXAMPLE } from '../testing/match-fixture.ts';
import { FLAT_COURSE, fixtureGame, matchStrokes } from '../testing/side-games-fixture.ts';
import { gameSideGames } from './game-side-games.ts';

const FIVE_DOLLARS = { front_9: 500, back_9: 500, overall_18: 500 };
const AUTOMATIC = { mode: 'automatic' as const, trigger: 2, stake: 'same' as const };
const linesOf = (view: ReturnType<typeof gameSideGames>, playerId: string) =>
  view.money.players.find((p) => p.playerId === playerId)!.lines.map((l) => [l.game, l.label, l.cents]);

describe('a game’s side games and money (docs/golf-rules.md section 14)', () => {
  describe('given the presses worked example as a singles match play Nassau, $5 a bet and a press', () => {
    const { side1, side2 } = matchStrokes(PRESS_EXAMPLE);
    const game = fixtureGame(
      [
        { id: 'a', gross: side1 },
        { id: 'b', gross: side2 },
      ],
      { gameType: 'match_play', isNassau: true, nassauStakesCents: FIVE_DOLLARS, sideGames: { presses: AUTOMATIC } },
    );
    const view = gameSideGames(game, FLAT_COURSE);

    it('then A has a line per bet and press: −5, +5, −5, then −5, −5, +5, and A −$10, B +$10', () => {
      expect(linesOf(view, 'a')).toEqual([
        ['nassau', 'Nassau front 9', -500],
        ['nassau', 'Nassau back 9', 500],
        ['nassau', 'Nassau overall', -500],
        ['press', 'The press of the front 9 from hole 3', -500],
        ['press', 'The press of the overall from hole 3', -500],
        ['press', 'The press of the overall from hole 10', 500],
      ]);
      expect(view.money.players.map((p) => [p.playerId, p.netCents])).toEqual([
        ['b', 1000],
        ['a', -1000],
      ]);
      expect(view.money.payments).toEqual([{ fromPlayerId: 'a', toPlayerId: 'b', cents: 1000 }]);
    });

    it('then the board’s presses are the three presses', () => {
      expect(view.presses.map((p) => [p.id, p.winners, p.stakeCents])).toEqual([
        ['front_9@1.3', ['b'], 500],
        ['overall_18@1.3', ['b'], 500],
        ['overall_18@1.3@1.10', ['a'], 500],
      ]);
    });
  });

  it('given a four-ball match play Nassau, then each player of the losing side pays one player of the winning side the stake', () => {
    const { side1, side2 } = matchStrokes(PRESS_EXAMPLE);
    const high = side1.map(() => 6);
    const game = fixtureGame(
      [
        { id: 'a', team: 1, gross: side1 },
        { id: 'b', team: 1, gross: high },
        { id: 'c', team: 2, gross: side2 },
        { id: 'd', team: 2, gross: high },
      ],
      { gameType: 'match_play', isNassau: true, nassauStakesCents: FIVE_DOLLARS, sideGames: { presses: AUTOMATIC } },
    );
    const { money } = gameSideGames(game, FLAT_COURSE);
    expect(money.players.map((p) => [p.playerId, p.netCents])).toEqual([
      ['c', 1000],
      ['d', 1000],
      ['a', -1000],
      ['b', -1000],
    ]);
    expect(money.payments).toHaveLength(2);
    expect(money.payments.every((p) => p.cents === 1000)).toBe(true);
  });

  it('given a stroke play Nassau, then it is a pool: each bet’s stake goes to its winner and every player puts in a share', () => {
    const game = fixtureGame(
      [
        { id: 'a', gross: Array(18).fill(4) },
        { id: 'b', gross: [...Array(9).fill(5), ...Array(9).fill(3)] },
        { id: 'c', gross: Array(18).fill(5) },
      ],
      { isNassau: true, nassauStakesCents: { front_9: 600, back_9: 600, overall_18: 900 } },
    );
    const { money } = gameSideGames(game, FLAT_COURSE);
    // Front to A (36), back to B (27), overall tied A and B (72): $4.50 each; everyone puts in $2 + $2 + $3.
    expect(Object.fromEntries(money.players.map((p) => [p.playerId, p.lines.map((l) => l.cents)]))).toEqual({
      a: [400, -200, 150],
      b: [-200, 400, 150],
      c: [-200, -200, -300],
    });
  });

  it('given a stroke play game with prizes, skins, Wolf and Las Vegas stacked, then one ledger holds them all and adds up to zero', () => {
    const game = fixtureGame(
      [
        { id: 'a', team: 1, gross: [4, 4, 4, 5] },
        { id: 'b', team: 1, gross: [5, 3, 4, 5] },
        { id: 'c', team: 2, gross: [5, 5, 5, 6] },
        { id: 'd', team: 2, gross: [4, 4, 4, 4] },
      ],
      {
        payouts: [{ position: 1, betType: 'overall', amountCents: 2000, description: null }],
        sideGames: { skins: { valueCents: 100 }, wolf: { pointValueCents: 100 }, vegas: { pointValueCents: 10 } },
        wolfChoices: [
          { roundNumber: 1, holeNumber: 1, choice: 'partner', partnerId: 'c' },
          { roundNumber: 1, holeNumber: 2, choice: 'lone' },
          { roundNumber: 1, holeNumber: 3, choice: 'blind' },
          { roundNumber: 1, holeNumber: 4, choice: 'partner', partnerId: 'a' },
        ],
      },
    );
    const view = gameSideGames(game, FLAT_COURSE);
    // Prizes: D's 16 wins $20. Skins: B 2 on hole 2, D 2 on hole 4. Wolf: section 12's example. Vegas: A+B 20 + 1 − 9 = 12 points.
    expect(view.wolf?.totals.map((t) => t.points)).toEqual([2, 8, -12, 2]);
    expect(view.vegas?.team1Points).toBe(12);
    expect(linesOf(view, 'c')).toEqual([
      ['payouts', 'Prizes', -500],
      ['skins', 'Skins', -100],
      ['wolf', 'Wolf', -1200],
      ['vegas', 'Las Vegas', -120],
    ]);
    for (const at of [0, 1, 2, 3]) expect(view.money.players.reduce((sum, p) => sum + p.lines[at]!.cents, 0)).toBe(0);
    expect(view.money.players.map((p) => [p.playerId, p.netCents])).toEqual([
      ['d', 1680],
      ['a', -280],
      ['b', 520],
      ['c', -1920],
    ]);
    expect(view.money.payments).toEqual([
      { fromPlayerId: 'c', toPlayerId: 'd', cents: 1680 },
      { fromPlayerId: 'a', toPlayerId: 'b', cents: 280 },
      { fromPlayerId: 'c', toPlayerId: 'b', cents: 240 },
    ]);
  });

  it('given Wolf without four players, then it is left out until the game is fixed', () => {
    const game = fixtureGame(
      [
        { id: 'a', gross: [4] },
        { id: 'b', gross: [5] },
      ],
      { sideGames: { wolf: { pointValueCents: 100 } } },
    );
    const view = gameSideGames(game, FLAT_COURSE);
    expect(view.wolf).toBeNull();
    expect(view.money.players.map((p) => p.lines)).toEqual([[], []]);
  });
});
