import { describe, expect, it } from 'vitest';
import { CreateGameBody, type CreateGameInput } from '@golf/contracts';
import { BadRequestError } from '../../commands/domain-error.ts';
import { adminId, gameId, givenGameEvents } from '../testing/given-game-events.ts';
import { decideCreateGame } from './decide.ts';

const codes = { adminCode: 'ABCDEF', playerCode: 'GHJKMN', viewCode: 'PQRSTU' };
const issuedAt = new Date(2025, 5, 1, 12, 0, 0);
const created = (input: CreateGameInput) => {
  const [event] = decideCreateGame({ gameId, actorId: adminId, issuedAt, codes, form: CreateGameBody.parse(input) }, givenGameEvents([]));
  if (event?.type !== 'GameCreated') throw new Error('expected GameCreated');
  return event.data;
};

describe('create game with side games', () => {
  it('given stroke play with skins, a Nassau and Wolf in one go, then one game records them all', () => {
    const data = created({
      gameType: 'stroke_play',
      sideGames: { skins: { value: 5 }, nassau: { front_9: 10, back_9: 10, overall_18: 20 }, wolf: { pointValue: 2 } },
    });
    expect(data).toMatchObject({
      isNassau: true,
      nassauStakesCents: { front_9: 1000, back_9: 1000, overall_18: 2000 },
      sideGames: { skins: { valueCents: 500 }, wolf: { pointValueCents: 200 } },
    });
    expect(data.skinValueCents).toBeUndefined();
  });

  it('given isNassau and nassauStakes as the spec sends them, then they are the same Nassau as sideGames.nassau', () => {
    const spec = created({ gameType: 'stroke_play', isNassau: true, nassauStakes: { front_9: 5, back_9: 5, overall_18: 5 } });
    const side = created({ gameType: 'stroke_play', sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 5 } } });
    const both = created({
      gameType: 'stroke_play',
      isNassau: true,
      nassauStakes: { front_9: 5, back_9: 5, overall_18: 5 },
      sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 5 } },
    });
    expect(spec).toEqual(side);
    expect(both).toEqual(side);
  });

  it('given the Nassau twice with different stakes, or isNassau false beside one, then 400 saying which', () => {
    expect(() =>
      created({
        isNassau: true,
        nassauStakes: { front_9: 5, back_9: 5, overall_18: 5 },
        sideGames: { nassau: { front_9: 10, back_9: 5, overall_18: 5 } },
      }),
    ).toThrow(new BadRequestError('nassauStakes and sideGames.nassau are the same Nassau but their front 9 stakes differ ($5 and $10)'));
    expect(() => created({ gameType: 'stroke_play', isNassau: false, sideGames: { nassau: {} } })).toThrow(BadRequestError);
  });

  it('given skins on the skins format, then sideGames.skins is the format’s value; a different skinValue is 400', () => {
    expect(created({ gameType: 'skins', sideGames: { skins: { value: 2 } } }).skinValueCents).toBe(200);
    expect(created({ gameType: 'skins' }).skinValueCents).toBe(1000);
    expect(() => created({ gameType: 'skins', skinValue: 3, sideGames: { skins: { value: 2 } } })).toThrow(BadRequestError);
  });

  it('given presses outside match play, or Wolf or Vegas for other than four, then 400 saying what to change (decision 0798)', () => {
    expect(() => created({ gameType: 'stroke_play', sideGames: { nassau: { presses: 'automatic' } } })).toThrow(
      new BadRequestError('Presses are played in a match play Nassau only: set presses to off, or play match play'),
    );
    expect(() => created({ gameType: 'stroke_play', targetPlayerCount: 3, sideGames: { wolf: {} } })).toThrow(BadRequestError);
    expect(() => created({ gameType: 'stroke_play', targetPlayerCount: 5, sideGames: { vegas: {} } })).toThrow(
      'Las Vegas is played by exactly four players',
    );
  });

  it('given match play with automatic presses doubling at 3 down, then the presses are recorded with the Nassau', () => {
    const data = created({
      gameType: 'match_play',
      targetPlayerCount: 2,
      sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 5, presses: 'automatic', pressTrigger: 3, pressStake: 'double' } },
    });
    expect(data.sideGames).toEqual({ presses: { mode: 'automatic', trigger: 3, stake: 'double' } });
  });

  it('given Stableford and modified Stableford, then they are formats with net or gross scoring and no points table', () => {
    expect(created({ gameType: 'stableford' })).toMatchObject({ gameType: 'stableford', scoringType: 'net', pointsSystem: null });
    expect(created({ gameType: 'modified_stableford', scoringType: 'gross' })).toMatchObject({ scoringType: 'gross' });
    expect(() => created({ gameType: 'stableford', scoringType: 'quota' })).toThrow(BadRequestError);
  });
});
