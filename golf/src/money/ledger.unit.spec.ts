import { describe, expect, it } from 'vitest';
import { addCents, gameLedger, poolCents, sidesPay } from './ledger.ts';

const players = ['ann', 'bob', 'cal', 'dee'].map((playerId) => ({ playerId, name: playerId.toUpperCase() }));

describe('a game’s ledger (docs/golf-rules.md section 14)', () => {
  it('given a pool of 1st $60 and 2nd $30 among three, then each puts in $30: +$30, $0, −$30', () => {
    expect(poolCents({ ann: 6000, bob: 3000 }, ['ann', 'bob', 'cal'])).toEqual({ ann: 3000, bob: 0, cal: -3000 });
  });

  it('given a pot that does not split evenly, then the leftover cents are put in by the first players in board order', () => {
    expect(poolCents({ cal: 1000 }, ['ann', 'bob', 'cal'])).toEqual({ ann: -334, bob: -333, cal: 667 });
  });

  it('given two sides, then each player of the losing side pays one of the winning side the stake', () => {
    expect(sidesPay(['ann', 'bob'], ['cal', 'dee'], 500)).toEqual({ ann: 500, bob: 500, cal: -500, dee: -500 });
    expect(sidesPay(['ann'], ['bob'], 0)).toEqual({ ann: 0, bob: 0 });
    expect(() => sidesPay(['ann'], ['cal', 'dee'], 500)).toThrow('Head to head sides must be the same size, got 1 and 2');
    expect(addCents({ ann: 1, bob: -1 }, { bob: 2, cal: -2 })).toEqual({ ann: 1, bob: 1, cal: -2 });
  });

  it('given lines from a pool and from head-to-head games, then every player has every line, a total, and the fewest payments settle it', () => {
    const money = gameLedger(players, [
      { game: 'payouts', label: 'Prizes', cents: poolCents({ ann: 4000 }, ['ann', 'bob', 'cal', 'dee']) },
      { game: 'wolf', label: 'Wolf', cents: { ann: 200, bob: 800, cal: -1200, dee: 200 } },
    ]);
    expect(money.players.map((p) => [p.playerId, p.name, p.netCents, p.lines.map((l) => l.cents)])).toEqual([
      ['ann', 'ANN', 3200, [3000, 200]],
      ['bob', 'BOB', -200, [-1000, 800]],
      ['cal', 'CAL', -2200, [-1000, -1200]],
      ['dee', 'DEE', -800, [-1000, 200]],
    ]);
    expect(money.players[0]!.lines[1]).toEqual({ game: 'wolf', label: 'Wolf', cents: 200 });
    expect(money.payments).toEqual([
      { fromPlayerId: 'cal', toPlayerId: 'ann', cents: 2200 },
      { fromPlayerId: 'dee', toPlayerId: 'ann', cents: 800 },
      { fromPlayerId: 'bob', toPlayerId: 'ann', cents: 200 },
    ]);
  });

  it('given an entry that does not add up to zero, is not whole cents or names a stranger, then a clear error', () => {
    expect(() => gameLedger(players, [{ game: 'snake', label: 'Snake', cents: { ann: 100 } }])).toThrow(
      'Snake must add up to zero, it adds up to 100 cents',
    );
    expect(() => gameLedger(players, [{ game: 'junk', label: 'Junk', cents: { ann: 0.5, bob: -0.5 } }])).toThrow(
      'Junk: cents must be whole, got 0.5 for ann',
    );
    expect(() => gameLedger(players, [{ game: 'vegas', label: 'Las Vegas', cents: { eve: 100, ann: -100 } }])).toThrow(
      'Las Vegas: eve is not a player of the game',
    );
  });

  it('given no entries, then every player is at zero with no lines and nobody pays', () => {
    expect(gameLedger(players.slice(0, 2), [])).toEqual({
      players: [
        { playerId: 'ann', name: 'ANN', netCents: 0, lines: [] },
        { playerId: 'bob', name: 'BOB', netCents: 0, lines: [] },
      ],
      payments: [],
    });
  });
});
