import { describe, expect, it } from 'vitest';
import { pickablePlayer, playerChoices } from './player-choices.ts';

const players = [
  { id: 'ann', name: 'Ann' },
  { id: 'ben', name: 'Ben' },
  { id: 'cat', name: 'Cat' },
];

describe('choosing the player a player code scores for', () => {
  it('given Ben is taken, then every player is listed and Ben is shown taken and cannot be picked', () => {
    expect(playerChoices(players, ['ben'])).toEqual([
      { value: 'ann', label: 'Ann' },
      { value: 'ben', label: 'Ben (taken)', disabled: true },
      { value: 'cat', label: 'Cat' },
    ]);
  });

  it('given the link names a free player, then they are chosen; a taken or unknown one is not', () => {
    expect(pickablePlayer('cat', players, ['ben'])).toBe('cat');
    expect(pickablePlayer('ben', players, ['ben'])).toBe('');
    expect(pickablePlayer('zed', players, [])).toBe('');
    expect(pickablePlayer('', players, [])).toBe('');
  });
});
