import { describe, expect, it } from 'vitest';
import { firstShareTab, shareLines, tvLinkOf } from './share-labels.ts';

describe('the share dialog’s words', () => {
  it('opens on Player before play, on Viewer once the game is under way or over: never on Admin', () => {
    expect(firstShareTab('setup')).toBe('player');
    expect(firstShareTab('in_progress')).toBe('viewer');
    expect(firstShareTab('completed')).toBe('viewer');
  });

  it('gives each link a line of text for the share sheet', () => {
    expect(shareLines.player('Saturday Skins', 'Ben')).toBe('Your link to “Saturday Skins”: enter Ben’s scores from your phone.');
    expect(shareLines.viewer('Saturday Skins')).toContain('no account needed');
    expect(tvLinkOf('https://golf.example/game/g/join?code=VUE234')).toBe('https://golf.example/game/g/tv?code=VUE234');
  });
});
