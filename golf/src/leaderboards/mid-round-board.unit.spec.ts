import { describe, expect, it } from 'vitest';
import type { GameTypeId, ScoringType } from '../games/game-type-id.ts';
import { gameLeaderboards, type CourseFacts, type LeaderboardGame } from './game-leaderboards.ts';

// Holes 1–3 are par 4, 4, 3 (11), as on the rules' examples; the rest par 4.
const tee = Array.from({ length: 18 }, (_, i) => ({ holeNumber: i + 1, par: i === 2 ? 3 : 4, strokeIndex: i + 1 }));
const courses: CourseFacts = { tees: new Map([['white', tee]]), courseNames: new Map([['links', 'The Links']]) };

type Player = { name: string; gross: number[]; ch?: number; team?: 1 | 2 };

/** One round in progress; each player's gross strokes from hole 1. */
function midRound(gameType: GameTypeId, scoringType: ScoringType, players: Player[], extra: Partial<LeaderboardGame> = {}) {
  const game: LeaderboardGame = {
    id: 'g',
    name: 'Saturday',
    gameType,
    scoringType,
    pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
    isNassau: false,
    status: 'in_progress',
    numberOfRounds: 1,
    currentRound: 1,
    currentHole: 4,
    players: players.map((p) => ({ id: p.name, name: p.name, handicap: 0, teamNumber: p.team ?? null, userId: null })),
    rounds: [{ roundNumber: 1, courseId: 'links', courseHoles: 18, status: 'in_progress' }],
    playerRounds: players.map((p) => ({ playerId: p.name, roundNumber: 1, teeSetId: 'white', courseHandicap: p.ch ?? 0 })),
    scores: players.flatMap((p) =>
      p.gross.map((strokes, i) => ({ scoreId: `${p.name}-${i + 1}`, playerId: p.name, roundNumber: 1, holeNumber: i + 1, strokes })),
    ),
    quotaAdjustments: [],
    payouts: [],
    ...extra,
  };
  return gameLeaderboards(game, courses).boards[0]!;
}

const places = (board: ReturnType<typeof midRound>) => board.entries.map((e) => [e.player.name, e.position, e.started]);

describe('the board a game serves mid-round (docs/golf-rules.md sections 4 and 7)', () => {
  it('given net stroke play (Di −5 thru 3, Ann E thru 1, Ben and Cy not started), then Di, Ann, and the two marked not started', () => {
    const board = midRound('stroke_play', 'net', [
      { name: 'Ann', gross: [4] },
      { name: 'Ben', gross: [] },
      { name: 'Cy', gross: [] },
      { name: 'Di', ch: 18, gross: [3, 3, 3] },
    ]);
    expect(board.entries.map((e) => [e.player.name, e.position, e.toPar, e.holesPlayed, e.started])).toEqual([
      ['Di', 1, '-5', 3, true],
      ['Ann', 2, 'E', 1, true],
      ['Ben', 3, 'E', 0, false],
      ['Cy', 3, 'E', 0, false],
    ]);
  });

  it('given a Nassau stroke play game as in the rules (Di −3 net thru 3, Ann +1 thru 1), then Di leads the front and overall, the back has no leader', () => {
    const board = midRound(
      'stroke_play',
      'net',
      [
        { name: 'Ann', gross: [5] },
        { name: 'Ben', gross: [] },
        { name: 'Cy', gross: [] },
        { name: 'Di', gross: [3, 3, 2] },
      ],
      { isNassau: true, nassauStakesCents: { front_9: 500, back_9: 500, overall_18: 1000 } },
    );
    expect(board.nassau.map((b) => [b.betType, b.winners, b.tied])).toEqual([
      ['front_9', ['Di'], false],
      ['back_9', [], false],
      ['overall_18', ['Di'], false],
    ]);
    expect(board.payouts.map((p) => [p.betType, p.playerIds, p.shareCents])).toEqual([
      ['front_9', ['Di'], 500],
      ['back_9', [], 0],
      ['overall_18', ['Di'], 1000],
    ]);
  });

  it('given skins with only Di started, then Di 1st and the others not started', () => {
    const board = midRound('skins', 'net', [
      { name: 'Ann', gross: [] },
      { name: 'Ben', gross: [] },
      { name: 'Cy', gross: [] },
      { name: 'Di', gross: [4, 5, 3] },
    ]);
    expect(places(board)).toEqual([
      ['Di', 1, true],
      ['Ann', 2, false],
      ['Ben', 2, false],
      ['Cy', 2, false],
    ]);
  });

  it('given best ball with one member of team 2 started, then team 2 first (started) and team 1 not started, its players with it', () => {
    const board = midRound('best_ball', 'net', [
      { name: 'Ann', team: 1, gross: [] },
      { name: 'Ben', team: 1, gross: [] },
      { name: 'Cy', team: 2, gross: [6] },
      { name: 'Di', team: 2, gross: [] },
    ]);
    expect(board.teams.map((t) => [t.name, t.position, t.started])).toEqual([
      ['Team 2', 1, true],
      ['Team 1', 2, false],
    ]);
    expect(places(board)).toEqual([
      ['Cy', 1, true],
      ['Di', 1, true],
      ['Ann', 2, false],
      ['Ben', 2, false],
    ]);
  });

  it('given four-ball match play with only side 2 started, then side 2 first and side 1 not started', () => {
    const board = midRound('match_play', 'net', [
      { name: 'Ann', team: 1, gross: [] },
      { name: 'Ben', team: 1, gross: [] },
      { name: 'Cy', team: 2, gross: [4, 4] },
      { name: 'Di', team: 2, gross: [] },
    ]);
    expect(board.teams.map((t) => [t.name, t.position, t.started])).toEqual([
      ['Team 2', 1, true],
      ['Team 1', 2, false],
    ]);
    expect(places(board).map(([, , started]) => started)).toEqual([true, true, false, false]);
  });

  it('given a dogfight with Di on 0 points thru 2 and Ann not started, then Di first and Ann not started', () => {
    const board = midRound('dogfight', 'net', [
      { name: 'Ann', gross: [] },
      { name: 'Di', gross: [6, 6] },
    ]);
    expect(places(board)).toEqual([
      ['Di', 1, true],
      ['Ann', 2, false],
    ]);
  });

  it('given nobody has played a hole yet, then every line is not started', () => {
    const outcome = midRound('dogfight', 'net', [
      { name: 'Ann', gross: [] },
      { name: 'Di', gross: [] },
    ]);
    expect(places(outcome)).toEqual([
      ['Ann', 1, false],
      ['Di', 1, false],
    ]);
  });
});
