import { describe, expect, it } from 'vitest';
import { statusLabel } from './game-labels.ts';
import { createdDateText, gameLink, gameSubtitle, playersText, roleLabel, roleSentence } from './game-links.ts';

describe('game status', () => {
  it('leads setup to players, in progress to scoring, completed to the leaderboard', () => {
    expect(gameLink({ id: 'g', status: 'setup' })).toEqual({ to: '/game/g/players', label: 'Continue Setup' });
    expect(gameLink({ id: 'g', status: 'in_progress' })).toEqual({ to: '/game/g/scoring', label: 'Continue' });
    expect(gameLink({ id: 'g', status: 'completed' })).toEqual({ to: '/game/g/leaderboard', label: 'Leaderboard' });
  });

  it('given a shared game, then a player goes to scoring, and a viewer (or anyone during setup but an admin) to the leaderboard', () => {
    expect(gameLink({ id: 'g', status: 'in_progress', accessLevel: 'player' })).toEqual({ to: '/game/g/scoring', label: 'Continue' });
    expect(gameLink({ id: 'g', status: 'in_progress', accessLevel: 'viewer' })).toEqual({
      to: '/game/g/leaderboard',
      label: 'Leaderboard',
    });
    expect(gameLink({ id: 'g', status: 'setup', accessLevel: 'player' })).toEqual({ to: '/game/g/leaderboard', label: 'Leaderboard' });
    expect(gameLink({ id: 'g', status: 'setup', accessLevel: 'admin' })).toEqual({ to: '/game/g/players', label: 'Continue Setup' });
  });

  it('names the caller’s part: Organiser of their own game, else the level shared with them', () => {
    expect(roleLabel({ createdBy: 'me', accessLevel: 'admin' }, 'me')).toBe('Organiser');
    expect(roleLabel({ createdBy: 'her', accessLevel: 'admin' }, 'me')).toBe('Admin');
    expect(roleLabel({ createdBy: 'her', accessLevel: 'player' }, 'me')).toBe('Player');
    expect(roleLabel({ createdBy: 'her', accessLevel: 'viewer' }, undefined)).toBe('Viewer');
  });

  it('is labelled Setup, In Progress, Completed; other values with spaces for underscores', () => {
    expect(['setup', 'in_progress', 'completed'].map(statusLabel)).toEqual(['Setup', 'In Progress', 'Completed']);
    expect(statusLabel('not_started')).toBe('not started');
  });
});

describe('card texts', () => {
  it('a creation date, or Unknown date', () => {
    expect(createdDateText('2026-11-21T12:00:00.000Z')).toBe('Nov 21, 2026');
    expect(createdDateText('not a date')).toBe('Unknown date');
    expect(createdDateText(null)).toBe('Unknown date');
  });

  it('a player count', () => {
    expect(playersText(1)).toBe('1 player');
    expect(playersText(4)).toBe('4 players');
  });
});

describe('what a game card says of it', () => {
  it('says plainly who runs the game and whether the user plays in it', () => {
    const game = (createdBy: string, accessLevel: 'admin' | 'player' | 'viewer', myPlayerId: string | null) => ({
      createdBy,
      accessLevel,
      myPlayerId,
    });
    expect(roleSentence(game('me', 'admin', 'p1'), 'me')).toBe('You organised this game and play in it.');
    expect(roleSentence(game('me', 'admin', null), 'me')).toBe('You organised this game.');
    expect(roleSentence(game('her', 'admin', null), 'me')).toBe('You help run this game.');
    expect(roleSentence(game('her', 'player', 'p2'), 'me')).toBe('You play in this game.');
    expect(roleSentence(game('her', 'viewer', null), 'me')).toBe('You follow this game as a viewer.');
  });

  it('puts the course, the format and the date under the game’s name', () => {
    const createdAt = new Date(2026, 4, 2, 12).toISOString();
    expect(gameSubtitle({ firstRoundCourse: { name: 'Pebble Beach' }, gameType: 'skins', createdAt })).toBe(
      'Pebble Beach · Skins · May 2, 2026',
    );
    expect(gameSubtitle({ firstRoundCourse: null, gameType: 'dogfight', createdAt })).toBe('No course · Dogfight · May 2, 2026');
  });
});
