import type { PlayerRoundView, PlayerView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { courseHandicapText, everyoneTee, missingTeeNames, playerRoundFor, secondFigure, teeLabel, usesQuota } from './round-setup.ts';

const player = (id: string, name: string, handicap = 10): PlayerView => ({
  id,
  gameId: 'g',
  name,
  handicap,
  ghinId: null,
  userId: null,
  teamNumber: null,
  totalPoints: 0,
  totalStrokes: 0,
});
const playerRound = (playerId: string, roundNumber: number, teeSetId: string | null): PlayerRoundView => ({
  gameId: 'g',
  playerId,
  roundNumber,
  teeSetId,
  handicapIndex: null,
  courseHandicap: null,
  handicapManuallyAdjusted: false,
  initialQuota: null,
  currentQuota: null,
  quotaDelta: 0,
  roundPoints: 0,
  roundStrokes: 0,
});

describe('missing tees', () => {
  it('names the players without a tee for that round, in joining order', () => {
    const players = [player('a', 'Ann'), player('b', 'Bob'), player('c', 'Cy')];
    const rounds = [playerRound('a', 1, 't1'), playerRound('b', 1, null), playerRound('c', 2, 't1')];
    expect(missingTeeNames(players, rounds, 1)).toEqual(['Bob', 'Cy']);
    expect(playerRoundFor(rounds, 'c', 2)?.teeSetId).toBe('t1');
    expect(playerRoundFor(rounds, 'c', 1)).toBeNull();
  });
});

describe('what is shown beside the course handicap', () => {
  const quotaGame = { gameType: 'dogfight' as const, scoringType: 'quota' as const };

  it('in a quota dogfight, the quota target 36 − CH, not clamped', () => {
    expect(usesQuota(quotaGame)).toBe(true);
    expect(secondFigure(quotaGame, player('a', 'Ann'), 12, 18)).toEqual({ label: 'Quota Target', value: '24' });
    expect(secondFigure(quotaGame, player('a', 'Ann'), 30, 18).value).toBe('6');
    expect(secondFigure(quotaGame, player('a', 'Ann'), null, 18).value).toBe('–');
  });

  it('otherwise the handicap index', () => {
    expect(usesQuota({ gameType: 'skins', scoringType: 'quota' })).toBe(false);
    expect(secondFigure({ gameType: 'dogfight', scoringType: 'net' }, player('a', 'Ann', -1.5), 3, 18)).toEqual({
      label: 'Handicap Index',
      value: '-1.5',
    });
  });
});

describe('labels', () => {
  it('a tee with rating and slope; a plus handicap with its sign', () => {
    expect(teeLabel({ name: 'Blue', rating: 71, slope: 125 })).toBe('Blue (71.0 / 125)');
    expect(courseHandicapText(-2)).toBe('+2');
    expect(courseHandicapText(0)).toBe('0');
    expect(courseHandicapText(null)).toBe('–');
  });
});

describe('same tee for everyone', () => {
  const players = [player('a', 'Ann'), player('b', 'Bob')];

  it('given every player on the White tee, then it shows White (it does not jump back to "Select a tee")', () => {
    expect(everyoneTee(players, [playerRound('a', 1, 'white'), playerRound('b', 1, 'white')], 1)).toEqual({
      value: 'white',
      emptyLabel: 'Select a tee',
    });
  });

  it('given nobody with a tee yet, then "Select a tee"; given different tees, then "Different tees"', () => {
    expect(everyoneTee(players, [playerRound('a', 2, 'white')], 1)).toEqual({ value: '', emptyLabel: 'Select a tee' });
    expect(everyoneTee(players, [playerRound('a', 1, 'white'), playerRound('b', 1, 'blue')], 1)).toEqual({
      value: '',
      emptyLabel: 'Different tees',
    });
    expect(everyoneTee(players, [playerRound('a', 1, 'white')], 1)).toEqual({ value: '', emptyLabel: 'Different tees' });
  });
});
