import { describe, expect, it } from 'vitest';
import { playersToastText } from './players-toast.ts';

describe('the toast once the players are confirmed', () => {
  it('given only typed players, then it says how many are in the game and nothing of e-mails', () => {
    expect(playersToastText({ added: 3, playerCount: 3, shared: 0 })).toEqual({
      title: 'Players added!',
      description: '3 players are in the game.',
    });
  });

  it('given registered players, then it says how many receive game access by e-mail', () => {
    expect(playersToastText({ added: 0, playerCount: 4, shared: 1 })).toEqual({
      title: 'Players confirmed!',
      description: '4 players are in the game. 1 player will receive game access by email.',
    });
  });
});
