import { describe, expect, it } from 'vitest';
import { firstScreenLink, routeOf, shellCacheName, shellFiles, staleShellCaches } from './shell-routes.ts';

const origin = 'https://golf.example';
const files = new Set(['/index.html', '/assets/index-abc123.js', '/icons/icon-192.png']);
const request = (path: string, mode = 'cors', method = 'GET') => ({ method, url: `${origin}${path}`, mode });

describe('what the service worker does with a request', () => {
  it('given a page load, then navigation (network first or the kept shell, navigation-rule.ts)', () => {
    expect(routeOf(request('/game/5/scoring', 'navigate'), origin, files)).toBe('navigation');
    expect(routeOf(request('/', 'navigate'), origin, files)).toBe('navigation');
  });

  it('given a built file of this version, then from the shell cache', () => {
    expect(routeOf(request('/assets/index-abc123.js'), origin, files)).toBe('shell');
    expect(routeOf(request('/icons/icon-192.png', 'no-cors'), origin, files)).toBe('shell');
  });

  it('never handles the API, other origins, other methods or unknown files', () => {
    expect(routeOf(request('/api/games/5/scores/1'), origin, files)).toBe('network');
    expect(routeOf(request('/api/games/5/scores', 'cors', 'POST'), origin, files)).toBe('network');
    expect(routeOf(request('/api/auth/user', 'navigate'), origin, files)).toBe('network');
    expect(routeOf({ method: 'GET', url: 'https://cdn.example/assets/index-abc123.js', mode: 'cors' }, origin, files)).toBe('network');
    expect(routeOf(request('/assets/index-old999.js'), origin, files)).toBe('network');
  });
});

describe('the shell of a build', () => {
  it('lists index.html, the emitted and public files as absolute paths, without maps or the worker', () => {
    expect(
      shellFiles(['assets/index-abc.js', 'assets/index-abc.js.map', 'index.html', 'sw.js'], ['favicon.svg', 'icons/icon-192.png'], 'sw.js'),
    ).toEqual(['/assets/index-abc.js', '/favicon.svg', '/icons/icon-192.png', '/index.html']);
  });

  it('deletes only earlier builds’ shell caches once a new worker takes over', () => {
    const current = shellCacheName('v2');
    expect(staleShellCaches(['golf-shell-v1', current, 'someone-else'], current)).toEqual(['golf-shell-v1']);
  });
});

describe('the Link header of the kept shell at an address', () => {
  const table = [
    { path: '^/auth$', preload: ['/assets/auth-a1.js'] },
    { path: '^/game/[^/]+/scoring$', preload: ['/assets/game-scoring-b2.js', '/assets/hole-c3.js'] },
    { path: '^/game/[^/]+/leaderboard$', preload: [] },
  ];

  it('given a first screen, then its chunks as module preloads, as the server sends them', () => {
    expect(firstScreenLink(table, '/game/5/scoring')).toBe(
      '</assets/game-scoring-b2.js>; rel=modulepreload; crossorigin, </assets/hole-c3.js>; rel=modulepreload; crossorigin',
    );
    expect(firstScreenLink(table, '/auth')).toBe('</assets/auth-a1.js>; rel=modulepreload; crossorigin');
  });

  it('given another address, a screen with nothing beyond the entry, or no readable table, then none', () => {
    expect(firstScreenLink(table, '/game/5/scoring/extra')).toBeUndefined();
    expect(firstScreenLink(table, '/game/5/leaderboard')).toBeUndefined();
    expect(firstScreenLink(undefined, '/auth')).toBeUndefined();
    expect(firstScreenLink({ path: '^/auth$' }, '/auth')).toBeUndefined();
  });

  it('leaves out a file name that could break the header', () => {
    expect(firstScreenLink([{ path: '^/auth$', preload: ['/assets/a.js>; rel=preload', '/assets/b.js'] }], '/auth')).toBe(
      '</assets/b.js>; rel=modulepreload; crossorigin',
    );
  });
});
