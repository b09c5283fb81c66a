import { describe, expect, it } from 'vitest';
import { gameLeaderboards } from '../leaderboards/game-leaderboards.ts';
import { withSideGames } from '../side-games/board-side-games.ts';
import type { SideGamesGame } from '../side-games/side-games-game.ts';
import { tripStandings } from './trip-standings.ts';

const holes = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: 4, strokeIndex: i + 1 }));
const ann = 'a0000000-0000-4000-8000-000000000001';
const bob = 'a0000000-0000-4000-8000-000000000002';
const cy = 'a0000000-0000-4000-8000-000000000003';
const di = 'a0000000-0000-4000-8000-000000000004';
const courses = { tees: new Map([['t', holes]]), courseNames: new Map([['c', 'Links']]) };

/** A completed one-round game of `players` (user ids as player ids), `strokes[p][h]` on holes 1 … 18. */
function game(id: string, extra: Partial<SideGamesGame>, players: string[], strokes: number[][]): SideGamesGame {
  return {
    id,
    name: id,
    gameType: 'match_play',
    scoringType: 'gross',
    pointsSystem: { win: 1, tie: 0, loss: 0 },
    isNassau: false,
    status: 'completed',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 18,
    players: players.map((p, i) => ({ id: p, name: `P${i}`, handicap: 0, teamNumber: null, userId: p })),
    rounds: [{ roundNumber: 1, courseId: 'c', courseHoles: 18, status: 'in_progress' }],
    playerRounds: players.map((playerId) => ({ playerId, roundNumber: 1, teeSetId: 't', courseHandicap: 0 })),
    scores: players.flatMap((playerId, p) =>
      strokes[p]!.map((value, h) => ({ scoreId: `${id}-${p}-${h}`, playerId, roundNumber: 1, holeNumber: h + 1, strokes: value })),
    ),
    quotaAdjustments: [],
    payouts: [],
    ...extra,
  };
}

const overallBoard = (g: SideGamesGame) => withSideGames(gameLeaderboards(g, courses), g, courses).boards[0]!;

describe('the trip sums its games’ ledgers (docs/golf-rules.md section 14)', () => {
  it('given a match play Nassau Ann wins every bet of, and a Wolf game, then the stakes move from side to side and Wolf counts', () => {
    const nassau = game(
      'g1',
      { isNassau: true, nassauStakesCents: { front_9: 500, back_9: 500, overall_18: 1000 } },
      [ann, bob],
      [Array<number>(18).fill(4), Array<number>(18).fill(5)],
    );
    // Wolf, four players: every wolf goes lone and wins their hole by a stroke (the wolf makes 3, the others 4).
    const fours = [ann, bob, cy, di];
    const wolfStrokes = fours.map((_, p) => holes.map((_h, h) => (h % 4 === p ? 3 : 4)));
    const wolfGame = game(
      'g2',
      {
        gameType: 'stroke_play',
        pointsSystem: null,
        sideGames: { wolf: { pointValueCents: 100 } },
        wolfChoices: holes.map((h) => ({ roundNumber: 1, holeNumber: h.holeNumber, choice: 'lone' as const })),
      },
      fours,
      wolfStrokes,
    );
    const members = fours.map((userId, i) => ({ userId, name: `P${i}` }));
    const standings = tripStandings([overallBoard(nassau), overallBoard(wolfGame)], members);
    const byUser = Object.fromEntries(standings.people.map((p) => [p.userId, [p.nassauCents, p.sideGamesCents, p.stakeCents, p.netCents]]));
    // Match play: Bob pays Ann each bet's stake in full ($5 + $5 + $10), not a pool's half.
    expect(byUser[ann]![0]).toBe(2000);
    expect(byUser[bob]![0]).toBe(-2000);
    // Wolf: Ann wolf on 1, 5, 9, 13, 17 (+6 each, five holes) and −2 on the other 13: 30 − 26 = +4 points at $1.
    expect(byUser[ann]![1]).toBe(400);
    expect(standings.people.reduce((sum, p) => sum + p.netCents, 0)).toBe(0);
    expect(byUser[ann]![3]).toBe(2400);
    expect(standings.payments.reduce((sum, p) => sum + p.cents, 0)).toBe(standings.centsMoved);
  });

  it('given a game with junk, Bingo Bango Bongo and the snake, then their lines count as side games in the trip', () => {
    // Stroke play: Ann birdies hole 1 (a dot); Bob three-putts hole 2 (the snake); Ann takes hole 1's bingo.
    const strokes = [Array<number>(18).fill(4), Array<number>(18).fill(4)];
    strokes[0]![0] = 3;
    const base = game(
      'g3',
      {
        gameType: 'stroke_play',
        pointsSystem: null,
        sideGames: { junk: { valueCents: 100, dots: ['birdie'] }, bingoBangoBongo: { valueCents: 50 }, snake: { valueCents: 500 } },
        holeAwards: [{ roundNumber: 1, holeNumber: 1, bingo: ann, bango: null, bongo: null, closestToPin: null }],
      },
      [ann, bob],
      strokes,
    );
    const facts = {
      ...base,
      scores: base.scores.map((s) => (s.playerId === bob && s.holeNumber === 2 ? { ...s, facts: { putts: 3 } } : s)),
    };
    const standings = tripStandings(
      [overallBoard(facts)],
      [ann, bob].map((userId, i) => ({ userId, name: `P${i}` })),
    );
    const byUser = Object.fromEntries(standings.people.map((p) => [p.userId, [p.sideGamesCents, p.netCents]]));
    // Junk (2 × 1 − 1) × $1 = +$1, BBB (2 × 1 − 1) × $0.50, the snake $5 from Bob: $6.50 a side.
    expect(byUser[ann]).toEqual([650, 650]);
    expect(byUser[bob]).toEqual([-650, -650]);
  });
});
