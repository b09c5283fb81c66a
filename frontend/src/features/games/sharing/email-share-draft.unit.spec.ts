import { describe, expect, it } from 'vitest';
import { checkEmailShare, emptyEmailShare } from './email-share-draft.ts';
import { tvLinkOf } from './share-labels.ts';

describe('the Email tab', () => {
  it('given no address, then Email required; given one without @, then Invalid email', () => {
    expect(checkEmailShare({ ...emptyEmailShare, email: '   ' })).toEqual({ error: 'Email required' });
    expect(checkEmailShare({ ...emptyEmailShare, email: 'bob.example.com' })).toEqual({ error: 'Invalid email' });
  });

  it('given a player share, then the trimmed address and the player, an empty player meaning their own', () => {
    expect(checkEmailShare({ email: ' bob@example.com ', accessLevel: 'player', playerName: ' Ann ' })).toEqual({
      body: { email: 'bob@example.com', accessLevel: 'player', playerName: 'Ann' },
    });
    expect(checkEmailShare({ email: 'bob@example.com', accessLevel: 'player', playerName: '' })).toEqual({
      body: { email: 'bob@example.com', accessLevel: 'player', playerName: null },
    });
  });

  it('given another level, then no player goes with it', () => {
    expect(checkEmailShare({ email: 'bob@example.com', accessLevel: 'viewer', playerName: 'Ann' })).toEqual({
      body: { email: 'bob@example.com', accessLevel: 'viewer', playerName: null },
    });
  });
});

describe('the TV link', () => {
  it('keeps the viewer link’s game and code, on the TV view', () => {
    expect(tvLinkOf('https://golf.test/game/6f1c/join?code=VUE234')).toBe('https://golf.test/game/6f1c/tv?code=VUE234');
  });
});
