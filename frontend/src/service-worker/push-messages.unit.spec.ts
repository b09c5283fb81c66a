import { describe, expect, it } from 'vitest';
import { shownPush, tapTarget } from './push-messages.ts';

describe('a push message in the service worker', () => {
  it('given the server’s payload, then its title, text and tap address, tagged by game and kind', () => {
    const shown = shownPush(
      JSON.stringify({
        title: 'New leader',
        body: 'Ann leads at -1 after 2',
        url: '/game/g1/leaderboard?round=1&hole=2',
        kind: 'leader',
        gameId: 'g1',
      }),
    );
    expect(shown.title).toBe('New leader');
    expect(shown.options).toMatchObject({
      body: 'Ann leads at -1 after 2',
      tag: 'g1:leader',
      data: { url: '/game/g1/leaderboard?round=1&hole=2', gameId: 'g1', kind: 'leader' },
    });
  });

  it('given a message that is not JSON, then it still shows, and opens the app', () => {
    expect(shownPush('hello')).toMatchObject({ title: 'Golf Scoring', options: { body: 'hello', data: { url: '/' } } });
    expect(shownPush(null).options.body).toBe('');
  });

  it('given a tap, then the path opens on this app; another origin never', () => {
    expect(tapTarget('/game/g1/leaderboard?hole=2', 'https://golf.test')).toBe('https://golf.test/game/g1/leaderboard?hole=2');
    expect(tapTarget('https://evil.test/x', 'https://golf.test')).toBe('https://golf.test/');
    expect(tapTarget(42, 'https://golf.test')).toBe('https://golf.test/');
  });
});
