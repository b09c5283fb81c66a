import { describe, expect, it } from 'vitest';
import { roundOf } from '../testing/round-fixture.ts';
import { nassau } from '../betting/nassau.ts';
import { DEFAULT_POINTS_SYSTEM } from '../scoring/points.ts';
import type { GameTypeId, ScoringType } from '../games/game-type-id.ts';
import { gameResult } from './game-result.ts';
import { buildScorecards, roundScorecards, withRoundScorecards } from './scorecard.ts';
import { strokePlay } from './stroke-play.ts';

const players = [
  { id: 'a', ch: 10, team: 1, gross: [5, 4, 3, 6, 4, 5, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5] },
  { id: 'b', ch: 3, team: 1, gross: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4] },
  { id: 'c', ch: -1, team: 2, gross: [3, 5, 2, 5, 4, 4, 4, 4, 6] },
  { id: 'd', ch: 18, team: 2, gross: [6, 5, 4, 6, 5, 5, 4, 5, 6, 5, 5, 4, 6, 5, 5, 4, 5, 6] },
];
/** A result, or the rule error it throws (quota scoring has no Nassau): both must match. */
const outcome = <T>(score: () => T): T | string => {
  try {
    return score();
  } catch (error) {
    return String(error);
  }
};
const roundsOf = (scoringType: ScoringType) =>
  [1, 2].map((roundNumber) => ({ ...roundOf({ players, scoringType, pointsSystem: DEFAULT_POINTS_SYSTEM }), roundNumber }));

describe('prebuilt round cards', () => {
  it('given a round, when its cards are attached, then they are its roundScorecards', () => {
    const round = roundsOf('net')[0]!;
    expect(withRoundScorecards(round, 'dogfight').prebuiltCards.cards).toEqual(roundScorecards(round, 'dogfight'));
  });

  const cases: Array<[GameTypeId, ScoringType]> = [
    ['dogfight', 'net'],
    ['dogfight', 'gross'],
    ['dogfight', 'quota'],
    ['stroke_play', 'gross'],
    ['match_play', 'net'],
    ['best_ball', 'net'],
    ['skins', 'net'],
  ];
  it.each(cases)(
    'given %s %s rounds with their cards attached, then the result and Nassau are those of the bare rounds',
    (gameType, scoringType) => {
      const bare = roundsOf(scoringType);
      const carried = bare.map((round) => withRoundScorecards(round, gameType));
      expect(gameResult(gameType, carried)).toEqual(gameResult(gameType, bare));
      expect(outcome(() => nassau(carried, gameType))).toEqual(outcome(() => nassau(bare, gameType)));
    },
  );

  it('given gross cards attached, when the rounds are scored as net stroke play, then net cards are built instead', () => {
    const carried = roundsOf('gross').map((round) => withRoundScorecards(round, 'stroke_play'));
    const asNet = carried.map((round) => ({ ...round, scoringType: 'net' as const }));
    const bareNet = roundsOf('net');
    expect(strokePlay(asNet)).toEqual(strokePlay(bareNet));
  });

  it('given cards attached, when a handicap override is asked for, then the cards are built with it', () => {
    const round = withRoundScorecards(roundsOf('net')[0]!, 'skins');
    const cards = buildScorecards(round, { points: null, handicapOf: () => 0 });
    expect(cards.every((card) => card.holes.every((hole) => hole.strokesReceived === 0))).toBe(true);
  });
});
