import { CreateGameBody } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import {
  editablePoints,
  initialSetupValues,
  newPayout,
  setupProblems,
  toCreateGameInput,
  withGameType,
  withNassau,
  withPlayerCount,
  withScoringType,
  type SetupValues,
} from './game-setup-values.ts';

const dogfight = () => initialSetupValues('dogfight', null);

describe('initial values', () => {
  it('given no or an unknown type, then a dogfight with its defaults', () => {
    for (const param of [null, 'wolf']) {
      expect(initialSetupValues(param, null)).toMatchObject({
        gameType: 'dogfight',
        scoringType: 'net',
        targetPlayerCount: 4,
        numberOfRounds: 1,
        points: { eagle: '8', birdie: '4', par: '2', bogey: '1', double: '0' },
        tripId: '',
        isNassau: false,
        payouts: [],
      });
    }
  });

  it('given match play and a trip, then its recommended 2 players, net scoring and the trip', () => {
    expect(initialSetupValues('match_play', 'trip-1')).toMatchObject({ targetPlayerCount: 2, scoringType: 'net', tripId: 'trip-1' });
  });
});

describe('points editor', () => {
  it('shows for dogfight and best ball, with the quota set for quota scoring', () => {
    expect(editablePoints('dogfight', 'net')).toEqual({ eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 });
    expect(editablePoints('dogfight', 'quota')).toEqual({ double_eagle: 5, eagle: 4, birdie: 3, par: 2, bogey: 1, double: 0 });
    expect(editablePoints('best_ball', 'gross')).not.toBeNull();
  });

  it('is hidden for skins, match play and stroke play', () => {
    expect(editablePoints('skins', 'net')).toBeNull();
    expect(editablePoints('match_play', 'net')).toBeNull();
    expect(editablePoints('stroke_play', 'gross')).toBeNull();
  });

  it('given "-3.5" typed for an eagle, then it is kept as typed and refused with the points message, not turned into 35', () => {
    const values = { ...dogfight(), points: { ...dogfight().points, eagle: '-3.5', birdie: '1a' } };
    expect(setupProblems(values)).toEqual({
      'pointsSystem.eagle': 'Points must be whole numbers, 0 or more',
      'pointsSystem.birdie': 'Points must be whole numbers, 0 or more',
    });
  });

  it('given whole numbers, or an emptied box (0), then the points are fine', () => {
    expect(setupProblems({ ...dogfight(), points: { ...dogfight().points, eagle: '', birdie: ' 12 ' } })).toEqual({});
  });
});

describe('changing the game type', () => {
  it('resets the scoring type and the player count to the new type', () => {
    const values = { ...withScoringType(dogfight(), 'quota'), targetPlayerCount: 12 };
    expect(withGameType(values, 'stroke_play')).toMatchObject({
      gameType: 'stroke_play',
      scoringType: 'gross',
      targetPlayerCount: 4,
      points: {},
    });
    expect(withGameType(values, 'match_play')).toMatchObject({ scoringType: 'net', targetPlayerCount: 2 });
  });

  it('turns Nassau off for a type without it, and payout positions fit the new count', () => {
    let values = withNassau(withGameType(dogfight(), 'skins'), true);
    values = { ...values, targetPlayerCount: 8, payouts: [{ key: 'a', position: '6', betType: 'front_9', amount: '5' }] };
    const back = withGameType(values, 'match_play');
    expect(back.isNassau).toBe(true);
    expect(back.payouts).toEqual([{ key: 'a', position: '2', betType: 'front_9', amount: '5' }]);
    const noNassau = withGameType(values, 'dogfight');
    expect(noNassau.isNassau).toBe(false);
    expect(noNassau.payouts[0]).toMatchObject({ betType: 'overall', position: '4' });
  });
});

describe('scoring type and player count', () => {
  it('swaps the points set only when moving to or from quota', () => {
    const edited: SetupValues = { ...dogfight(), points: { ...dogfight().points, par: '3' } };
    expect(withScoringType(edited, 'gross').points.par).toBe('3');
    expect(withScoringType(edited, 'quota').points).toMatchObject({ double_eagle: '5', par: '2' });
    expect(withScoringType(withScoringType(edited, 'quota'), 'net').points).toEqual(dogfight().points);
  });

  it('accepts only the counts the type offers', () => {
    const matchPlay = withGameType(dogfight(), 'match_play');
    expect(withPlayerCount(matchPlay, 3)).toBe(matchPlay);
    expect(withPlayerCount(matchPlay, 4).targetPlayerCount).toBe(4);
  });

  it('Nassau cannot be turned on for a dogfight', () => {
    expect(withNassau(dogfight(), true).isNassau).toBe(false);
  });
});

describe('new payout rows', () => {
  it('take the first position not yet paid, with the bet type of the game', () => {
    const values = { ...dogfight(), payouts: [{ key: 'a', position: '1', betType: 'overall' as const, amount: '10' }] };
    expect(newPayout(values, 'b')).toEqual({ key: 'b', position: '2', betType: 'overall', amount: '' });
    const nassau = withNassau(withGameType(dogfight(), 'stroke_play'), true);
    expect(newPayout(nassau, 'c')).toMatchObject({ position: '1', betType: 'overall_18' });
  });
});

describe('the POST /api/games body', () => {
  it('given empty points and payouts of 0, then points count 0 and those payouts are dropped', () => {
    const values: SetupValues = {
      ...dogfight(),
      name: '  Saturday  ',
      points: { ...dogfight().points, eagle: '' },
      payouts: [
        { key: 'a', position: '1', betType: 'overall', amount: '25.50' },
        { key: 'b', position: '2', betType: 'overall', amount: '0' },
        { key: 'c', position: '3', betType: 'overall', amount: '' },
      ],
    };
    const body = toCreateGameInput(values);
    expect(body).toMatchObject({
      name: 'Saturday',
      gameType: 'dogfight',
      pointsSystem: { eagle: 0, birdie: 4, par: 2, bogey: 1, double: 0 },
      tripId: null,
      payouts: [{ position: '1', amount: '25.50', betType: 'overall' }],
    });
    expect(CreateGameBody.parse(body).payouts).toEqual([{ position: 1, amount: 25.5, betType: 'overall', description: null }]);
  });

  it('given skins, then no points system is sent', () => {
    expect(toCreateGameInput(withGameType(dogfight(), 'skins'))).not.toHaveProperty('pointsSystem');
  });

  it('given a negative payout, then the contract refuses it under its field', () => {
    const body = toCreateGameInput({ ...dogfight(), payouts: [{ key: 'a', position: '1', betType: 'overall', amount: '-5' }] });
    const parsed = CreateGameBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['payouts', 0, 'amount']);
  });
});

describe('the game name', () => {
  it('given a name over 100 characters, then it is refused with the message, not cut without a word', () => {
    expect(setupProblems({ ...dogfight(), name: 'A'.repeat(101) })).toEqual({ name: 'Game name must be at most 100 characters' });
  });

  it('given 100 characters (spaces around not counted), then the name is fine', () => {
    expect(setupProblems({ ...dogfight(), name: ` ${'A'.repeat(100)} ` })).toEqual({});
  });
});

describe('a skin’s value and the Nassau stakes', () => {
  it('given skins, then $10 a skin unless changed, sent as typed', () => {
    const skins = initialSetupValues('skins', null);
    expect(skins.skinValue).toBe('10');
    expect(CreateGameBody.parse(toCreateGameInput({ ...skins, skinValue: ' 2.50 ' })).skinValue).toBe(2.5);
  });

  it('given Nassau with front $5 and overall $10, then the stakes are sent and an empty back nine is no stake', () => {
    const values = withNassau(initialSetupValues('stroke_play', null), true);
    const body = CreateGameBody.parse(toCreateGameInput({ ...values, nassauStakes: { front_9: '5', back_9: '', overall_18: '10' } }));
    expect(body.nassauStakes).toEqual({ front_9: 5, back_9: 0, overall_18: 10 });
  });

  it('given Nassau turned off, then stakes typed earlier are not sent', () => {
    const values = { ...initialSetupValues('stroke_play', null), nassauStakes: { front_9: '5', back_9: '5', overall_18: '5' } };
    expect(toCreateGameInput(values)).not.toHaveProperty('nassauStakes');
  });
});

describe('Las Vegas on any format (decision 0797)', () => {
  it('given stroke play or Stableford for four with Vegas on, then Vegas is sent at its point value', () => {
    for (const type of ['stroke_play', 'stableford'] as const) {
      const values = { ...initialSetupValues(type, null), targetPlayerCount: 4, vegas: true, vegasPointValue: '0.50' };
      expect(CreateGameBody.parse(toCreateGameInput(values)).sideGames?.vegas).toEqual({ pointValue: 0.5 });
    }
  });

  it('given three players, then Vegas is not sent', () => {
    const values = { ...initialSetupValues('stroke_play', null), targetPlayerCount: 3, vegas: true };
    expect(toCreateGameInput(values).sideGames).not.toHaveProperty('vegas');
  });
});
