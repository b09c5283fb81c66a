import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatHoles, roundOf } from '../testing/round-fixture.ts';
import { wolf, wolfOf, type WolfChoice } from './wolf.ts';
import { wolfChoiceRefusal } from './wolf-choice.ts';

const PLAYERS = ['A', 'B', 'C', 'D'];
const round = (gross: Record<string, (number | null)[]>, scoringType: 'net' | 'gross' = 'net', ch: Record<string, number> = {}) =>
  roundOf({ holes: flatHoles(18), players: PLAYERS.map((id) => ({ id, ch: ch[id] ?? 0, gross: gross[id] ?? [] })), scoringType });
const choice = (holeNumber: number, kind: WolfChoice['choice'], partnerId?: string): WolfChoice => ({
  roundNumber: 1,
  holeNumber,
  choice: kind,
  ...(partnerId ? { partnerId } : {}),
});
const pointsOf = (result: ReturnType<typeof wolf>, holeNumber: number) =>
  result.holes.find((h) => h.holeNumber === holeNumber)!.points.map((p) => p.points);

describe('Wolf (docs/golf-rules.md section 12)', () => {
  describe('given the worked example (A B C D in that order, net scores)', () => {
    const example = wolf(round({ A: [4, 4, 4, 5], B: [5, 3, 4, 5], C: [5, 5, 5, 6], D: [4, 4, 4, 4] }), [
      choice(1, 'partner', 'C'),
      choice(2, 'lone'),
      choice(3, 'blind'),
      choice(4, 'partner', 'A'),
    ]);

    it('then hole 1, A and C against B and D, is level: no points', () => {
      expect(example.holes[0]).toMatchObject({ wolfId: 'A', choice: 'partner', partnerId: 'C', status: 'scored', winner: null });
      expect(pointsOf(example, 1)).toEqual([0, 0, 0, 0]);
    });

    it('then B lone wins hole 2: B +6, the others −2', () => {
      expect(pointsOf(example, 2)).toEqual([-2, 6, -2, -2]);
    });

    it('then C blind loses hole 3 to a best 4: C −9, the others +3', () => {
      expect(example.holes[2]).toMatchObject({ wolfId: 'C', sideScores: { wolf: 5, others: 4 }, winner: 'others' });
      expect(pointsOf(example, 3)).toEqual([3, 3, -9, 3]);
    });

    it('then D and A win hole 4: +1 each, B and C −1', () => {
      expect(pointsOf(example, 4)).toEqual([1, -1, -1, 1]);
    });

    it('then the totals are A +2, B +8, C −12, D +2', () => {
      expect(example.totals).toEqual([
        { playerId: 'A', points: 2 },
        { playerId: 'B', points: 8 },
        { playerId: 'C', points: -12 },
        { playerId: 'D', points: 2 },
      ]);
    });
  });

  it('given the rotation, then player 1 is the wolf on holes 1, 5, 9, 13, 17 and player 2 on 2, 6, 10, 14, 18', () => {
    expect([1, 5, 9, 13, 17].map((h) => wolfOf(PLAYERS, h))).toEqual(['A', 'A', 'A', 'A', 'A']);
    expect([2, 6, 10, 14, 18].map((h) => wolfOf(PLAYERS, h))).toEqual(['B', 'B', 'B', 'B', 'B']);
    expect(wolfOf(PLAYERS, 4)).toBe('D');
    expect(() => wolfOf(['A', 'B', 'C'], 1)).toThrow('Wolf is played by exactly four players, this game has 3');
  });

  it('given scores but no choice, then the hole waits for the wolf and counts nothing; once chosen it counts', () => {
    const scores = round({ A: [3], B: [4], C: [4], D: [4] });
    expect(wolf(scores, []).holes[0]).toMatchObject({ status: 'waiting_for_wolf', choice: null });
    expect(wolf(scores, []).totals.map((t) => t.points)).toEqual([0, 0, 0, 0]);
    expect(wolf(scores, [choice(1, 'lone')]).totals.map((t) => t.points)).toEqual([6, -2, -2, -2]);
    expect(wolf(scores, []).holes[1]!.status).toBe('not_started');
  });

  it('given a choice and three of four scores, then the hole is in play and counts nothing yet', () => {
    expect(wolf(round({ A: [3], B: [4], C: [4] }), [choice(1, 'blind')]).holes[0]).toMatchObject({ status: 'in_play', winner: null });
  });

  it('given net scoring, then strokes decide; given gross, they do not', () => {
    const gross = { A: [4], B: [4], C: [5], D: [5] };
    const strokes = { C: 18 };
    expect(wolf(round(gross, 'net', strokes), [choice(1, 'partner', 'B')]).holes[0]!.winner).toBeNull();
    expect(wolf(round(gross, 'gross', strokes), [choice(1, 'partner', 'B')]).holes[0]!.winner).toBe('wolf');
  });

  it('given the latest choice of a hole, then it is the one that counts', () => {
    const scores = round({ A: [3], B: [4], C: [4], D: [4] });
    expect(wolf(scores, [choice(1, 'partner', 'B'), choice(1, 'lone')]).holes[0]!.choice).toBe('lone');
  });

  it('given random scores and choices, then every hole and the totals add up to zero', () => {
    const score = fc.option(fc.integer({ min: 1, max: 15 }), { nil: null });
    const card = fc.array(score, { minLength: 18, maxLength: 18 });
    const pick = fc.record({
      holeNumber: fc.integer({ min: 1, max: 18 }),
      choice: fc.constantFrom('partner' as const, 'lone' as const, 'blind' as const),
      partnerId: fc.constantFrom('A', 'B', 'C', 'D'),
    });
    fc.assert(
      fc.property(fc.tuple(card, card, card, card), fc.array(pick), (cards, picks) => {
        const result = wolf(
          round(Object.fromEntries(PLAYERS.map((id, i) => [id, cards[i]!]))),
          picks.map((p) => ({ roundNumber: 1, ...p })),
        );
        for (const hole of result.holes) expect(hole.points.reduce((sum, p) => sum + p.points, 0)).toBe(0);
        expect(result.totals.reduce((sum, t) => sum + t.points, 0)).toBe(0);
      }),
    );
  });
});

describe('a wolf’s choice (docs/golf-rules.md section 12)', () => {
  const request = { playerIds: PLAYERS, holeCount: 18, holeNumber: 2, scoredPlayerIds: [] as string[] };

  it('given a partner among the other three, or lone, or blind before any score, then it can be recorded', () => {
    expect(wolfChoiceRefusal({ ...request, choice: 'partner', partnerId: 'D' })).toBeNull();
    expect(wolfChoiceRefusal({ ...request, choice: 'lone', scoredPlayerIds: ['A', 'B'] })).toBeNull();
    expect(wolfChoiceRefusal({ ...request, choice: 'blind' })).toBeNull();
  });

  it('given the wolf taking themselves, or someone not in the game, then it is refused', () => {
    expect(wolfChoiceRefusal({ ...request, choice: 'partner', partnerId: 'B' })).toEqual({
      kind: 'invalid',
      message: 'The wolf cannot take themselves as partner',
    });
    expect(wolfChoiceRefusal({ ...request, choice: 'partner', partnerId: 'Z' })).toEqual({
      kind: 'invalid',
      message: 'Choose a partner from the other three players',
    });
    expect(wolfChoiceRefusal({ ...request, choice: 'partner' })).toMatchObject({
      message: 'Choose a partner from the other three players',
    });
  });

  it('given a lone or blind wolf with a partner, a blind wolf after scores, a bad hole or choice, or not four players, then it is refused', () => {
    expect(wolfChoiceRefusal({ ...request, choice: 'lone', partnerId: 'C' })).toMatchObject({
      message: 'A lone or blind wolf plays without a partner',
    });
    expect(wolfChoiceRefusal({ ...request, choice: 'blind', scoredPlayerIds: ['C'] })).toEqual({
      kind: 'conflict',
      message: 'A blind wolf is declared before anyone tees off: hole 2 already has scores',
    });
    expect(wolfChoiceRefusal({ ...request, holeNumber: 19, choice: 'lone' })).toMatchObject({
      message: 'Hole 19 is not on this 18-hole course',
    });
    expect(wolfChoiceRefusal({ ...request, choice: 'alone' })).toMatchObject({
      message: 'The wolf chooses partner, lone or blind, not "alone"',
    });
    expect(wolfChoiceRefusal({ ...request, playerIds: ['A', 'B', 'C'], choice: 'lone' })).toEqual({
      kind: 'conflict',
      message: 'Wolf is played by exactly four players, this game has 3',
    });
  });
});
