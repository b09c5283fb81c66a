import { describe, expect, it } from 'vitest';
import { CreateGameBody, type CreateGameInput } from '@golf/contracts';
import { BadRequestError, ConflictError, NotFoundError } from '../../commands/domain-error.ts';
import { adminId, gameCreated, gameId, givenGameEvents } from '../testing/given-game-events.ts';
import { decideCreateGame, type CreateGame } from './decide.ts';

const codes = { adminCode: 'ABCDEF', playerCode: 'GHJKMN', viewCode: 'PQRSTU' };
/** Noon local time, so the default name's date does not depend on the time zone. */
const issuedAt = new Date(2025, 5, 1, 12, 0, 0);

function create(input: CreateGameInput): CreateGame {
  return { gameId, actorId: adminId, issuedAt, codes, form: CreateGameBody.parse(input) };
}

const created = (input: CreateGameInput) => {
  const [event] = decideCreateGame(create(input), givenGameEvents([]));
  if (event?.type !== 'GameCreated') throw new Error('expected GameCreated');
  return event.data;
};

describe('create game', () => {
  it('given no game, when the form is left at its defaults, then a dogfight named for the day with the default points', () => {
    expect(decideCreateGame(create({}), givenGameEvents([]))).toEqual([
      {
        type: 'GameCreated',
        data: {
          gameId,
          name: 'Dogfight - 6/1/2025',
          gameType: 'dogfight',
          scoringType: 'net',
          numberOfRounds: 1,
          targetPlayerCount: 4,
          pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
          tripId: null,
          isNassau: false,
          useEightyPercentHandicap: false,
          payouts: [],
          ...codes,
          createdBy: adminId,
        },
      },
    ]);
  });

  it('a game joins a trip only for one of the trip’s members or organizers; to anyone else the trip is not found', () => {
    const tripId = '7a1c2a34-8b1d-4c2e-9f3a-1b2c3d4e5f60';
    const form = CreateGameBody.parse({ tripId });
    const tried = (tripRole: 'member' | 'organizer' | null) => () =>
      decideCreateGame({ gameId, actorId: adminId, issuedAt, codes, form, tripRole }, givenGameEvents([]));
    expect(tried('member')()[0]?.data).toMatchObject({ tripId });
    expect(tried('organizer')()[0]?.data).toMatchObject({ tripId });
    expect(tried(null)).toThrow(NotFoundError);
    expect(tried(null)).toThrow('Trip not found');
  });

  it('given a blank name, then the type name and the date; a name is kept trimmed', () => {
    expect(created({ name: '   ', gameType: 'skins' }).name).toBe('Skins - 6/1/2025');
    expect(created({ name: '  Club Champs ' }).name).toBe('Club Champs');
  });

  it('takes the type’s default scoring type, and the quota set for quota scoring', () => {
    expect(created({ gameType: 'stroke_play', targetPlayerCount: 1 }).scoringType).toBe('gross');
    expect(created({ scoringType: 'quota' }).pointsSystem).toEqual({ double_eagle: 5, eagle: 4, birdie: 3, par: 2, bogey: 1, double: 0 });
  });

  it('keeps the organiser’s points over the defaults; hidden editors keep the type’s own system', () => {
    expect(created({ pointsSystem: { eagle: 10, birdie: '', par: '3' } }).pointsSystem).toEqual({
      eagle: 10,
      birdie: 0,
      par: 3,
      bogey: 1,
      double: 0,
    });
    expect(created({ gameType: 'skins', pointsSystem: { eagle: 10 } }).pointsSystem).toEqual({ skins: 1 });
    expect(created({ gameType: 'match_play', targetPlayerCount: 2 }).pointsSystem).toEqual({ win: 1, tie: 0, loss: 0 });
    expect(created({ gameType: 'stroke_play' }).pointsSystem).toBeNull();
  });

  it('refuses points keys the format does not use', () => {
    expect(() => decideCreateGame(create({ pointsSystem: { win: 1 } }), givenGameEvents([]))).toThrow(
      new BadRequestError('Dogfight points use eagle, birdie, par, bogey and double (not win)'),
    );
  });

  it.each([
    [{ gameType: 'stroke_play', scoringType: 'quota' }, 'Stroke Play does not allow quota scoring'],
    [{ gameType: 'match_play', targetPlayerCount: 3 }, 'Match Play is played with 2 or 4 players'],
    [{ gameType: 'best_ball', targetPlayerCount: 5 }, 'Best Ball is played with 2, 4, 6 or 8 players'],
    [{ targetPlayerCount: 17 }, 'Dogfight is played with 2 to 16 players'],
    [{ targetPlayerCount: 1 }, 'Dogfight is played with 2 to 16 players'],
    [{ isNassau: true }, 'Dogfight does not support Nassau bets'],
  ] as [CreateGameInput, string][])('refuses %j: %s', (input, message) => {
    expect(() => decideCreateGame(create(input), givenGameEvents([]))).toThrow(new BadRequestError(message));
  });

  it('refuses a round count outside 1 to 20 even when the form was not checked', () => {
    for (const numberOfRounds of [0, 21]) {
      const command = create({});
      expect(() => decideCreateGame({ ...command, form: { ...command.form, numberOfRounds } }, givenGameEvents([]))).toThrow(
        new BadRequestError('Number of rounds must be between 1 and 20'),
      );
    }
  });

  it('records payouts in cents and drops those of amount 0', () => {
    const payouts = created({
      payouts: [
        { position: 1, amount: 60 },
        { position: 2, amount: '30.50' },
        { position: 3, amount: 0 },
      ],
    }).payouts;
    expect(payouts).toEqual([
      { position: 1, betType: 'overall', amountCents: 6000, description: null },
      { position: 2, betType: 'overall', amountCents: 3050, description: null },
    ]);
  });

  it('takes Nassau payouts for a Nassau game only, one per position and bet, within the format’s players', () => {
    const nassau = { gameType: 'stroke_play', isNassau: true } as const;
    expect(created({ ...nassau, payouts: [{ position: 1, amount: 5, betType: 'front_9' }] }).payouts).toHaveLength(1);
    expect(() => decideCreateGame(create({ payouts: [{ position: 1, amount: 5, betType: 'back_9' }] }), givenGameEvents([]))).toThrow(
      new BadRequestError('The back_9 payout needs Nassau betting turned on'),
    );
    expect(() =>
      decideCreateGame(
        create({
          ...nassau,
          payouts: [
            { position: 1, amount: 5 },
            { position: 1, amount: 6 },
          ],
        }),
        givenGameEvents([]),
      ),
    ).toThrow(new BadRequestError('Position 1 of the overall bet has two payouts'));
    expect(() =>
      decideCreateGame(
        create({ gameType: 'match_play', targetPlayerCount: 2, payouts: [{ position: 5, amount: 5 }] }),
        givenGameEvents([]),
      ),
    ).toThrow(new BadRequestError('Payout position must be from 1 to 4'));
  });

  it('records a skins game’s value per skin ($10 when left out) and a Nassau game’s stakes, in cents; other games keep neither', () => {
    expect(created({ gameType: 'skins' }).skinValueCents).toBe(1000);
    expect(created({ gameType: 'skins', skinValue: '2.50' }).skinValueCents).toBe(250);
    const nassau = created({ gameType: 'skins', isNassau: true, nassauStakes: { front_9: 5, back_9: '5', overall_18: 10 } });
    expect(nassau.nassauStakesCents).toEqual({ front_9: 500, back_9: 500, overall_18: 1000 });
    const dogfight = created({ skinValue: 3, nassauStakes: { front_9: 5, back_9: 5, overall_18: 5 } });
    expect(dogfight).not.toHaveProperty('skinValueCents');
    expect(dogfight).not.toHaveProperty('nassauStakesCents');
  });

  it('given the game exists, then 409', () => {
    expect(() => decideCreateGame(create({}), givenGameEvents([gameCreated()]))).toThrow(ConflictError);
  });
});
