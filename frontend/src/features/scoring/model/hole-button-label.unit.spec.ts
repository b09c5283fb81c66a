import { describe, expect, it } from 'vitest';
import { holeButtonLabel } from './hole-button-label.ts';

describe("the scoring screen's main button", () => {
  const at = { movesPlay: true, holeCount: 18, roundNumber: 1, numberOfRounds: 2 };

  it('given a hole before the last, then it reads Next Hole', () => {
    expect(holeButtonLabel({ ...at, shownHole: 17, currentHole: 17 })).toBe('Next Hole');
  });

  it("given the last hole of a round before the game's last, then it reads Finish Round", () => {
    expect(holeButtonLabel({ ...at, shownHole: 18, currentHole: 18 })).toBe('Finish Round');
  });

  it("given the last hole of the game's last round, then it reads Finish Game (a 9-hole course too)", () => {
    expect(holeButtonLabel({ ...at, roundNumber: 2, shownHole: 18, currentHole: 18 })).toBe('Finish Game');
    expect(holeButtonLabel({ ...at, numberOfRounds: 1, holeCount: 9, shownHole: 9, currentHole: 9 })).toBe('Finish Game');
  });

  it("given a player's own card, then its last hole finishes their round, never the game", () => {
    expect(holeButtonLabel({ ...at, movesPlay: false, roundNumber: 2, shownHole: 18, currentHole: 18 })).toBe('Finish Round');
  });

  it('given a past hole opened to correct it, then it reads Update Hole N', () => {
    expect(holeButtonLabel({ ...at, shownHole: 4, currentHole: 18 })).toBe('Update Hole 4');
  });
});
