import { describe, expect, it } from 'vitest';
import { isBottomNavHidden, isFullWidthPath, isNavEntryActive } from './nav-rules.ts';

describe('isBottomNavHidden', () => {
  it.each(['/game/7/scoring', '/game/7/players', '/game/7/course-selection'])('hides the bar on %s', (path) => {
    expect(isBottomNavHidden(path)).toBe(true);
  });

  it.each([
    '/',
    '/games',
    '/game/7/leaderboard',
    '/game/7/edit',
    '/game/7/join',
    '/games/7/round-confirmation/1',
    '/games/7/round-summary/1',
    '/profile',
  ])('keeps the bar on %s', (path) => {
    expect(isBottomNavHidden(path)).toBe(false);
  });
});

describe('isNavEntryActive', () => {
  it('marks Home only on exactly /', () => {
    expect(isNavEntryActive('/', '/')).toBe(true);
    expect(isNavEntryActive('/', '/profile')).toBe(false);
  });

  it('marks an entry on its path and the screens below it', () => {
    expect(isNavEntryActive('/courses', '/courses')).toBe(true);
    expect(isNavEntryActive('/courses', '/courses/add')).toBe(true);
    expect(isNavEntryActive('/games', '/games/7/handicap-setup/1')).toBe(true);
  });

  it('does not mark an entry for a path that only shares its prefix', () => {
    expect(isNavEntryActive('/games', '/game-type-selection')).toBe(false);
    expect(isNavEntryActive('/trips', '/tripsx')).toBe(false);
  });
});

describe('isFullWidthPath', () => {
  it('widens admin and course screens only', () => {
    expect(isFullWidthPath('/admin')).toBe(true);
    expect(isFullWidthPath('/courses/lookup')).toBe(true);
    expect(isFullWidthPath('/profile')).toBe(false);
    expect(isFullWidthPath('/')).toBe(false);
  });
});
