import { describe, expect, it } from 'vitest';
import { FLAT_COURSE, fixtureGame, matchStrokes } from '../testing/side-games-fixture.ts';
import { openGamePress } from './game-press.ts';

const MANUAL = { mode: 'manual' as const, trigger: 2, stake: 'same' as const };
const { side1, side2 } = matchStrokes('LL');
const players = [
  { id: 'a', gross: side1 },
  { id: 'b', gross: side2 },
];

describe('a manual press in a game (docs/golf-rules.md section 11)', () => {
  it('given a match play Nassau with manual presses and A 2 down, then A may press the front nine from hole 3', () => {
    const game = fixtureGame(players, { gameType: 'match_play', isNassau: true, sideGames: { presses: MANUAL } });
    expect(openGamePress(game, FLAT_COURSE, { pressOf: 'front_9', roundNumber: 1, side: 1 })).toEqual({
      ok: true,
      press: { id: 'front_9@1.3', pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 3 } },
    });
  });

  it('given a press already recorded from hole 3, then pressing again from there is refused', () => {
    const game = fixtureGame(players, {
      gameType: 'match_play',
      isNassau: true,
      sideGames: { presses: MANUAL },
      recordedPresses: [{ pressOf: 'front_9', startsAt: { roundNumber: 1, holeNumber: 3 } }],
    });
    expect(openGamePress(game, FLAT_COURSE, { pressOf: 'front_9', roundNumber: 1, side: 1 })).toMatchObject({
      refusal: { kind: 'conflict', message: 'The front 9 already has a press from hole 3' },
    });
  });

  it('given a stroke play Nassau, or a match without one, then there is nothing to press', () => {
    const refusal = { ok: false, refusal: { kind: 'conflict', message: 'Presses are for a Nassau in match play, and this game has none' } };
    const request = { pressOf: 'front_9', roundNumber: 1, side: 1 as const };
    expect(openGamePress(fixtureGame(players, { isNassau: true, sideGames: { presses: MANUAL } }), FLAT_COURSE, request)).toEqual(refusal);
    expect(openGamePress(fixtureGame(players, { gameType: 'match_play' }), FLAT_COURSE, request)).toEqual(refusal);
  });
});
