import { describe, expect, it } from 'vitest';
import { joinCardText, nextStepAfterMiss, normalizeJoinCode, screenAfterJoin, viewerBoardAddress } from './join-code.ts';

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

describe('what the join card asks for', () => {
  it('given no code yet, then to enter the code; given a link’s code, never to enter it again', () => {
    expect(joinCardText({ code: '', fromLink: false, opened: false })).toBe('Enter the 6-character code you were given.');
    expect(joinCardText({ code: 'ABC234', fromLink: true, opened: true })).toBe('Your link brought the code: this is the game it opens.');
    expect(joinCardText({ code: 'ABC234', fromLink: true, opened: false })).toBe('Your link brought this code.');
    expect(joinCardText({ code: 'ABC234', fromLink: false, opened: true })).toBe('This is the game your code opens.');
  });

  it('gives a viewer code’s Enter Game the board’s plain address, the code with it', () => {
    expect(viewerBoardAddress('g-1', 'VUE234')).toBe('/game/g-1/leaderboard?code=VUE234');
  });
});
