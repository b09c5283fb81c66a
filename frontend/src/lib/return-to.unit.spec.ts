import { describe, expect, it } from 'vitest';
import { returnPath, withReturnTo } from './return-to.ts';

describe('the way back from a detour', () => {
  it('given a game screen, then it is the way back', () => {
    expect(returnPath('?returnTo=%2Fgame%2Fab-12%2Fcourse-selection')).toBe('/game/ab-12/course-selection');
    expect(withReturnTo('/courses/c1/tees', '/game/ab-12/course-selection')).toBe(
      '/courses/c1/tees?returnTo=%2Fgame%2Fab-12%2Fcourse-selection',
    );
  });

  it('given another site, a protocol-relative address or anything off the game screens, then there is none', () => {
    for (const value of ['https://evil.example', '//evil.example/game/1/x', '/admin', '/game/1/../../admin', '/game/1/x?y=1']) {
      expect(returnPath(`?returnTo=${encodeURIComponent(value)}`), value).toBeNull();
    }
    expect(returnPath('')).toBeNull();
    expect(withReturnTo('/courses/c1/tees', null)).toBe('/courses/c1/tees');
  });
});
