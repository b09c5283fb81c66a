import type { LeaderboardEntry, LeaderboardTeam } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { entryFigures, signed, thruText } from './entry-figures.ts';
import { betState } from './nassau-state.ts';
import { placeBadge, placeName, placementTone, positionText } from './placement.ts';
import { OVERALL, roundOf, roundOptions } from './round-options.ts';
import { teamBlocks } from './team-blocks.ts';

const entry = (id: string, fields: Partial<LeaderboardEntry> = {}): LeaderboardEntry => ({
  position: 1,
  tied: false,
  started: true,
  player: { id, name: id, handicap: 10, teamNumber: null, userId: null },
  totalPoints: 14,
  totalStrokes: 40,
  totalNetScore: 36,
  parForHolesPlayed: 36,
  toPar: 'E',
  holesPlayed: 9,
  currentQuota: null,
  quotaDelta: null,
  match: null,
  skins: null,
  scorecards: [],
  ...fields,
});

describe('placements', () => {
  it('colours 1st green, 2nd grey, 3rd orange and the rest plain', () => {
    expect([1, 2, 3, 4, 11].map(placementTone)).toEqual(['first', 'second', 'third', 'other', 'other']);
  });

  it('names places and shows shared positions as T', () => {
    expect([1, 2, 3, 4, 21].map(placeName)).toEqual(['1st Place', '2nd Place', '3rd Place', '4th Place', '21st Place']);
    expect(positionText(2, true)).toBe('T2');
    expect(positionText(1, false)).toBe('1');
  });

  it('given a line not started, then its badge is a dash named "Not started", never a shared position', () => {
    expect(placeBadge({ position: 3, tied: true, started: false })).toEqual({
      text: '–',
      label: 'Not started',
      className: 'place place--not-started',
    });
    expect(placeBadge({ position: 2, tied: true, started: true })).toEqual({
      text: 'T2',
      label: 'Position T2',
      className: 'place place--second',
    });
  });
});

describe('a Nassau bet’s state', () => {
  it('given a bet nobody has started, then "Not started"; led, level, won or tied otherwise', () => {
    expect(betState({ complete: false, tied: false, winners: [] })).toBe('Not started');
    expect(betState({ complete: false, tied: false, winners: ['di'] })).toBe('Leading');
    expect(betState({ complete: false, tied: true, winners: ['di', 'ann'] })).toBe('Level');
    expect(betState({ complete: true, tied: false, winners: ['di'] })).toBe('Won by');
    expect(betState({ complete: true, tied: true, winners: ['di', 'ann'] })).toBe('Tied');
  });
});

describe('the figures of a leaderboard row', () => {
  it('dogfight and best ball: points, to par and holes played', () => {
    expect(entryFigures({ gameType: 'dogfight', scoringType: 'net' }, entry('a', { toPar: '-2' }))).toEqual({
      main: '14',
      label: 'pts',
      detail: '-2 · Thru 9',
    });
    expect(entryFigures({ gameType: 'best_ball', scoringType: 'net' }, entry('a', { holesPlayed: 0 })).detail).toBe('E · Not started');
    expect(entryFigures({ gameType: 'dogfight', scoringType: 'net' }, entry('a', { totalPoints: 1 })).label, 'one point').toBe('pt');
  });

  it('quota: points over or under the quota', () => {
    const quota = entry('a', { totalPoints: 20, currentQuota: 17, quotaDelta: 3 });
    expect(entryFigures({ gameType: 'dogfight', scoringType: 'quota' }, quota)).toEqual({
      main: '+3',
      label: 'vs quota',
      detail: '20 pts · Quota 17 · Thru 9',
    });
  });

  it('stroke play: to par, with net or gross strokes by scoring type', () => {
    expect(entryFigures({ gameType: 'stroke_play', scoringType: 'net' }, entry('a', { toPar: 'E' })).detail).toBe('36 net · Thru 9');
    expect(entryFigures({ gameType: 'stroke_play', scoringType: 'net' }, entry('a', { holesPlayed: 0, totalNetScore: 0 }))).toEqual({
      main: '–',
      label: 'to par',
      detail: 'Not started',
    });
    expect(entryFigures({ gameType: 'stroke_play', scoringType: 'gross' }, entry('a', { toPar: '+4' }))).toEqual({
      main: '+4',
      label: 'to par',
      detail: '40 gross · Thru 9',
    });
  });

  it('match play: the status and W-T-L', () => {
    const match = entry('a', { match: { status: '3&2', wins: 6, ties: 7, losses: 3, holesUp: 3, outcome: 'won' } });
    expect(entryFigures({ gameType: 'match_play', scoringType: 'net' }, match)).toEqual({
      main: '3&2',
      label: 'match',
      detail: 'W-T-L 6-7-3 · Thru 9',
    });
  });

  it('skins: skins won and their value', () => {
    expect(entryFigures({ gameType: 'skins', scoringType: 'net' }, entry('a', { skins: { won: 3, valueCents: 3000 } }))).toEqual({
      main: '3',
      label: 'skins',
      detail: '$30.00 · Thru 9',
    });
    expect(entryFigures({ gameType: 'skins', scoringType: 'net' }, entry('a', { skins: { won: 1, valueCents: 1000 } })).label).toBe('skin');
  });

  it('writes signs and holes played', () => {
    expect([signed(3), signed(0), signed(-2)]).toEqual(['+3', '0', '-2']);
    expect([thruText(0), thruText(18)]).toEqual(['Not started', 'Thru 18']);
  });
});

describe('the round selector', () => {
  it('appears only with more than one round: Overall Leaderboard, then the rounds in order', () => {
    expect(roundOptions({ rounds: [{ roundNumber: 1, state: 'in_progress' }] })).toBeNull();
    const options = roundOptions({
      rounds: [
        { roundNumber: 2, state: 'not_started' },
        { roundNumber: 1, state: 'completed' },
      ],
    });
    expect(options).toEqual([
      { value: OVERALL, roundNumber: null, state: null },
      { value: 'round-1', roundNumber: 1, state: 'completed' },
      { value: 'round-2', roundNumber: 2, state: 'not_started' },
    ]);
    expect([roundOf('round-2'), roundOf(OVERALL)]).toEqual([2, null]);
  });
});

describe('team grouping on the leaderboard', () => {
  const team = (teamNumber: number, position: number, totalPoints: number, totalStrokes: number, playerIds: string[]): LeaderboardTeam => ({
    teamNumber,
    name: `Team ${teamNumber}`,
    position,
    tied: false,
    started: true,
    totalPoints,
    totalStrokes,
    holesPlayed: 9,
    playerIds,
  });

  it('groups entries into teams in the places golf/ ranked them (points, then strokes)', () => {
    const entries = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => entry(id));
    const teams = [team(1, 3, 20, 80, ['a', 'b']), team(2, 1, 24, 82, ['c', 'd']), team(3, 2, 20, 78, ['e', 'f'])];
    const blocks = teamBlocks({ entries, teams });
    expect(blocks?.map((b) => [b.team.name, b.members.map((m) => m.player.id)])).toEqual([
      ['Team 2', ['c', 'd']],
      ['Team 3', ['e', 'f']],
      ['Team 1', ['a', 'b']],
    ]);
  });

  it('gives nothing for formats played alone', () => {
    expect(teamBlocks({ entries: [entry('a')], teams: [] })).toBeNull();
  });
});
