import type { GameView, LeaderboardView } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { foursomesCard, withCupStrokes } from './cup-card.ts';
import { matchOver } from './match-over.ts';
import { savedKey, type ScoringRound } from './scoring-round.ts';

const holes = new Map(Array.from({ length: 18 }, (_, i) => [i + 1, { holeNumber: i + 1, par: 4, strokeIndex: i + 1 }]));
const member = (id: string, name: string, teamNumber: 1 | 2, courseHandicap: number) => ({
  player: { id, name, teamNumber } as GameView['players'][number],
  courseHandicap,
  holes,
  strokes: new Map<number, number>(),
});
/** Section 16's example: Red 4 and 10, Blue 12 and 20. */
const round = (saved: Array<[string, number, number]>): ScoringRound => ({
  roundNumber: 1,
  holeCount: 18,
  players: [member('r1', 'Ann', 1, 4), member('r2', 'Ben', 1, 10), member('b1', 'Cy', 2, 12), member('b2', 'Di', 2, 20)],
  headerHoles: holes,
  saved: new Map(saved.map(([id, hole, strokes]) => [savedKey(id, hole), strokes])),
});

describe('a cup match’s scoring card', () => {
  it('marks strokes by the format’s allowance: four-ball 0, 5, 7 and 14; foursomes 9 a Blue partner', () => {
    const strokesOn = (r: ScoringRound, hole: number) => r.players.map((p) => p.strokes.get(hole));
    expect(strokesOn(withCupStrokes(round([]), 'four_ball'), 6)).toEqual([0, 0, 1, 1]);
    expect(strokesOn(withCupStrokes(round([]), 'four_ball'), 5)).toEqual([0, 1, 1, 1]);
    expect(strokesOn(withCupStrokes(round([]), 'foursomes'), 9)).toEqual([0, 0, 1, 1]);
    expect(strokesOn(withCupStrokes(round([]), 'foursomes'), 10)).toEqual([0, 0, 0, 0]);
    expect(withCupStrokes(round([]), 'four_ball').players.map((p) => p.courseHandicap)).toEqual([0, 5, 7, 14]);
  });

  it('shows foursomes as one row a side, under the phone’s own player, with the ball a partner recorded', () => {
    const card = foursomesCard(
      round([
        ['r1', 1, 5],
        ['b2', 1, 4],
      ]),
      ['r2'],
      undefined,
    )!;
    expect(card.round.players.map((p) => [p.player.id, p.player.name])).toEqual([
      ['r2', 'Ann & Ben'],
      ['b1', 'Cy & Di'],
    ]);
    expect([card.round.saved.get(savedKey('r2', 1)), card.round.saved.get(savedKey('b1', 1))]).toEqual([5, 4]);
  });

  it('sends a side’s correction as the partner whose record it changes, a first score as the row’s', () => {
    const card = foursomesCard(round([['r1', 1, 5]]), ['r2'], undefined)!;
    expect(
      card
        .toPartnerScores([
          { playerId: 'r2', roundNumber: 1, holeNumber: 1, strokes: 4, expectedStrokes: 5 },
          { playerId: 'r2', roundNumber: 1, holeNumber: 2, strokes: 4, expectedStrokes: null },
        ])
        .map((s) => [s.playerId, s.holeNumber]),
    ).toEqual([
      ['r1', 1],
      ['r2', 2],
    ]);
  });

  it('on an admin’s phone, puts their own side under their player and a side on its own phones as one "Enter for" row', () => {
    const everyone = ['r1', 'r2', 'b1', 'b2'];
    // The admin plays as Ben (r2); Ann and both Blue players score on their own phones.
    const otherPhones = new Map([
      ['r1', 'Ann'],
      ['b1', 'Cy'],
      ['b2', 'Di'],
    ]);
    const card = foursomesCard(round([['b2', 1, 4]]), everyone, undefined, { otherPhones, mayScore: () => true })!;
    expect(card.round.players.map((p) => [p.player.id, p.player.name])).toEqual([
      ['r2', 'Ann & Ben'],
      ['b1', 'Cy & Di'],
    ]);
    expect(card.otherPhones).toEqual([{ playerId: 'b1', phoneOf: 'Cy or Di' }]);
    expect(card.round.saved.get(savedKey('b1', 1))).toBe(4);
  });

  it('sends a correction of the ball a partner on their own phone recorded as that partner, on purpose, from an admin’s phone', () => {
    const otherPhones = new Map([['r1', 'Ann']]);
    const card = foursomesCard(round([['r1', 1, 5]]), ['r1', 'r2', 'b1', 'b2'], undefined, { otherPhones, mayScore: () => true })!;
    expect(card.toPartnerScores([{ playerId: 'r2', roundNumber: 1, holeNumber: 1, strokes: 4, expectedStrokes: 5 }])).toEqual([
      { playerId: 'r1', roundNumber: 1, holeNumber: 1, strokes: 4, expectedStrokes: 5, onBehalf: true },
    ]);
  });

  it('on a player’s phone, which may score only its own player, sends the side’s correction under that player: the later counts', () => {
    const card = foursomesCard(round([['r1', 1, 5]]), ['r2'], undefined, { otherPhones: new Map(), mayScore: (id) => id === 'r2' })!;
    const correction = { playerId: 'r2', roundNumber: 1, holeNumber: 1, strokes: 4, expectedStrokes: 5 };
    expect(card.toPartnerScores([correction])).toEqual([correction]);
    expect(card.otherPhones).toEqual([]);
  });

  it('says a decided match is over, and from which hole no score is needed', () => {
    const entry = (name: string, outcome: 'won' | 'lost' | null, status: string) => ({
      player: { name },
      match: { status, wins: 4, ties: 11, losses: 0, holesUp: 4, outcome },
    });
    const board = (entries: unknown[]) => ({ gameType: 'match_play', entries }) as LeaderboardView;
    expect(matchOver(board([entry('Ann', 'won', '4&3'), entry('Ben', 'won', '4&3'), entry('Cy', 'lost', '4 DN')]), 18)).toEqual({
      text: 'Ann & Ben won 4&3',
      firstFreeHole: 16,
    });
    expect(matchOver(board([entry('Ann', null, '1 UP')]), 18)).toBeNull();
  });
});
