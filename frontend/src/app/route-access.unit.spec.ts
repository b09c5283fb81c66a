import { describe, expect, it } from 'vitest';
import { decideAccess, unauthorizedRedirect } from './route-access.ts';

describe('decideAccess', () => {
  it('given a signed-in user, member screens render and the sign-in card goes home', () => {
    expect(decideAccess('member', true)).toBe('render');
    expect(decideAccess('guest', true)).toBe('home');
    expect(decideAccess('public', true)).toBe('render');
  });

  it('given a visitor, member screens show the landing page and the others render', () => {
    expect(decideAccess('member', false)).toBe('landing');
    expect(decideAccess('guest', false)).toBe('render');
    expect(decideAccess('public', false)).toBe('render');
  });

  it('given a spectator screen, members and visitors with the game’s pass see it; other visitors the landing page', () => {
    expect(decideAccess('spectator', true)).toBe('render');
    expect(decideAccess('spectator', false, true)).toBe('render');
    expect(decideAccess('spectator', false)).toBe('landing');
  });
});

describe('unauthorizedRedirect', () => {
  it('sends a 401 on a member screen to /auth, to come back to that screen after signing in', () => {
    expect(unauthorizedRedirect('/')).toBe('/auth');
    expect(unauthorizedRedirect('/profile')).toBe('/auth?next=%2Fprofile');
    expect(unauthorizedRedirect('/game/42/scoring')).toBe('/auth?next=%2Fgame%2F42%2Fscoring');
    expect(unauthorizedRedirect('/games/42/round-summary/1', '?from=scoring')).toBe(
      '/auth?next=%2Fgames%2F42%2Fround-summary%2F1%3Ffrom%3Dscoring',
    );
  });

  it('stays on /auth and on the other signed-out screens', () => {
    expect(unauthorizedRedirect('/auth')).toBeNull();
    expect(unauthorizedRedirect('/reset-password')).toBeNull();
    expect(unauthorizedRedirect('/confirm-super-admin')).toBeNull();
    expect(unauthorizedRedirect('/game/42/join')).toBeNull();
    expect(unauthorizedRedirect('/game/42/tv')).toBeNull();
  });

  it('does not mistake a longer path for a signed-out screen', () => {
    expect(unauthorizedRedirect('/authors')).toBe('/auth?next=%2Fauthors');
    expect(unauthorizedRedirect('/game/42/join/extra')).toBe('/auth?next=%2Fgame%2F42%2Fjoin%2Fextra');
  });
});
