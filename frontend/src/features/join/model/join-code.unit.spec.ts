import { describe, expect, it } from 'vitest';
import { nextStepAfterMiss, normalizeJoinCode, screenAfterJoin } from './join-code.ts';

describe('the join code', () => {
  it('is upper-cased, letters and digits only, at most 6', () => {
    expect(normalizeJoinCode('ply234')).toBe('PLY234');
    expect(normalizeJoinCode(' ab-c d12345 ')).toBe('ABCD12');
    expect(normalizeJoinCode('')).toBe('');
  });
});

describe('entering the game', () => {
  it('takes an admin to edit, a player to scoring, a viewer to the leaderboard', () => {
    expect(screenAfterJoin('g', 'admin')).toBe('/game/g/edit');
    expect(screenAfterJoin('g', 'player')).toBe('/game/g/scoring');
    expect(screenAfterJoin('g', 'viewer')).toBe('/game/g/leaderboard');
  });
});

describe('a code that opens nothing', () => {
  it('says what to do next: a link’s code may have been replaced (ask for a new link), a typed one mistyped; another code may be entered', () => {
    expect(nextStepAfterMiss(true)).toMatch(/Ask them for a new one, or enter another code\.$/);
    expect(nextStepAfterMiss(false)).toBe('Check the code with whoever gave it to you, or enter another code.');
  });
});
