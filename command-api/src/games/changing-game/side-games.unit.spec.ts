import { describe, expect, it } from 'vitest';
import { UpdateGameBody } from '@golf/contracts';
import type { GameEvent } from '@golf/events';
import { ConflictError } from '../../commands/domain-error.ts';
import { actorOf, adminId, gameCreated, gameId, givenGameEvents } from '../testing/given-game-events.ts';
import { decideChangeGame } from './decide.ts';

const strokePlay = gameCreated({ gameType: 'stroke_play', pointsSystem: null });
const change = (changes: unknown, history: GameEvent[] = [strokePlay]) =>
  decideChangeGame({ actor: actorOf(adminId), changes: UpdateGameBody.parse(changes) }, givenGameEvents(history));

describe('change a game’s side games (decision 0791)', () => {
  it('given side games in a PATCH, then they replace the game’s whole, a Nassau there turning isNassau on with its stakes', () => {
    const [changed] = change({ sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 10 }, wolf: { pointValue: 2 } } });
    expect(changed).toEqual({
      type: 'GameSettingsChanged',
      data: {
        gameId,
        changes: {
          isNassau: true,
          nassauStakesCents: { front_9: 500, back_9: 500, overall_18: 1000 },
          sideGames: { wolf: { pointValueCents: 200 } },
        },
      },
    });
    const after = [strokePlay, changed!];
    expect(change({ sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 10 }, wolf: { pointValue: 2 } } }, after)).toEqual([]);
    expect(change({ sideGames: {} }, after)).toEqual([
      { type: 'GameSettingsChanged', data: { gameId, changes: { isNassau: false, sideGames: {} } } },
    ]);
  });

  it('given a game that has started, then its side games are not changed (409)', () => {
    const started: GameEvent = { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } };
    expect(() => change({ sideGames: { wolf: {} } }, [strokePlay, started])).toThrow(ConflictError);
  });

  it('given junk, Bingo Bango Bongo and the snake in a PATCH, then they are kept in cents with the dots played (decision 0811)', () => {
    const [changed] = change({ sideGames: { junk: { value: 0.5, dots: ['polie', 'birdie'] }, bingoBangoBongo: {}, snake: { value: 2 } } });
    expect(changed).toEqual({
      type: 'GameSettingsChanged',
      data: {
        gameId,
        changes: {
          sideGames: {
            junk: { valueCents: 50, dots: ['birdie', 'polie'] },
            bingoBangoBongo: { valueCents: 100 },
            snake: { valueCents: 200 },
          },
        },
      },
    });
    expect(() => UpdateGameBody.parse({ sideGames: { junk: { dots: [] } } })).toThrow(
      'Junk dots must be a list of birdie, greenie, sandie, chip_in or polie, at least one',
    );
  });
});
