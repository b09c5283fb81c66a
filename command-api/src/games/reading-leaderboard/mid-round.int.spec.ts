import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardView, ScoreCommandResponse } from '@golf/contracts';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';
import { enterScore, leaderboardAfter, startedGame, type StartedGame } from '../testing/score-test-calls.ts';

/**
 * Each format in the middle of its round, through the API (docs/golf-rules.md sections 4, 5 and 7):
 * players on different holes, some not started. The test card's holes 1–3 are par 4, 4, 4 with
 * stroke indexes 7, 3 and 11; course handicaps are 0 or 18 (a stroke on every hole).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PLAYERS = ['Ann', 'Ben', 'Cy', 'Di'];

/** Enters `strokes[name]` from hole 1 for each player, player after player (they stand on different holes). */
async function scoreEach(token: string, game: StartedGame, strokes: Partial<Record<string, number[]>>) {
  const answers: ScoreCommandResponse[] = [];
  for (const [index, name] of PLAYERS.entries()) {
    for (const [hole, value] of (strokes[name] ?? []).entries()) {
      answers.push(await enterScore(api, token, game.gameId, { playerId: game.playerIds[index]!, holeNumber: hole + 1, strokes: value }));
    }
  }
  return answers;
}

/** The board read once the read side has the last command's position; every command's answer is what the board shows for its hole. */
async function boardAfter(token: string, game: StartedGame, answers: readonly ScoreCommandResponse[]): Promise<LeaderboardView> {
  const board = await leaderboardAfter(api, token, game.gameId, answers.at(-1)!.position);
  for (const { score } of answers) {
    const entry = board.entries.find((e) => e.player.id === score!.playerId)!;
    const hole = entry.scorecards[0]!.holes.find((h) => h.holeNumber === score!.holeNumber)!;
    expect([hole.strokes, hole.netScore, hole.points], `${entry.player.name} on hole ${score!.holeNumber}`).toEqual([
      score!.strokes,
      score!.netScore,
      score!.points,
    ]);
  }
  return board;
}

const places = (board: LeaderboardView) => board.entries.map((e) => [e.player.name, e.started ? e.position : 'not started']);

describe('the board mid-round, through the API', () => {
  it('stroke play (net) with Nassau: Di −5 thru 3 leads Ann E thru 1; Ben and Cy not started; Di alone leads the front and overall, the back nobody', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'stroke_play', scoringType: 'net', isNassau: true, nassauStakes: { front_9: 5, back_9: 5, overall_18: 10 } },
      players: PLAYERS.map((name) => ({ name, courseHandicap: name === 'Di' ? 18 : 0 })),
    });
    const answers = await scoreEach(token, game, { Ann: [4], Di: [4, 3, 3] });
    const board = await boardAfter(token, game, answers);
    expect(board.entries.map((e) => [e.player.name, e.position, e.started, e.totalNetScore, e.toPar, e.holesPlayed])).toEqual([
      ['Di', 1, true, 7, '-5', 3],
      ['Ann', 2, true, 4, 'E', 1],
      ['Ben', 3, false, 0, 'E', 0],
      ['Cy', 3, false, 0, 'E', 0],
    ]);
    const di = game.playerIds[3];
    expect(board.nassau.map((b) => [b.betType, b.complete, b.winners, b.tied])).toEqual([
      ['front_9', false, [di], false],
      ['back_9', false, [], false],
      ['overall_18', false, [di], false],
    ]);
    expect(board.payouts.map((p) => [p.betType, p.playerIds, p.shareCents])).toEqual([
      ['front_9', [di], 500],
      ['back_9', [], 0],
      ['overall_18', [di], 1000],
    ]);
  });

  it('skins: Di has played three holes and nobody else has started: Di 1st, the three others not started (not T1)', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'skins' },
      players: PLAYERS.map((name) => ({ name, courseHandicap: 0 })),
    });
    const board = await boardAfter(token, game, await scoreEach(token, game, { Di: [4, 5, 3] }));
    expect(places(board)).toEqual([
      ['Di', 1],
      ['Ann', 'not started'],
      ['Ben', 'not started'],
      ['Cy', 'not started'],
    ]);
  });

  it('dogfight: Ben a par thru 1 (2 points), Ann two doubles thru 2 (0 points) ahead of Cy and Di, not started', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'dogfight', pointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 } },
      players: PLAYERS.map((name) => ({ name, courseHandicap: 0 })),
    });
    const board = await boardAfter(token, game, await scoreEach(token, game, { Ann: [6, 6], Ben: [4] }));
    expect(places(board)).toEqual([
      ['Ben', 1],
      ['Ann', 2],
      ['Cy', 'not started'],
      ['Di', 'not started'],
    ]);
    expect(board.entries.map((e) => e.totalPoints)).toEqual([2, 0, 0, 0]);
  });

  it('best ball: team 1 has started (Ann, two doubles, 0 points) and team 2 has not: team 1 first, team 2 not started', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'best_ball' },
      players: PLAYERS.map((name, index) => ({ name, courseHandicap: 0, teamNumber: index < 2 ? 1 : 2 })),
    });
    const board = await boardAfter(token, game, await scoreEach(token, game, { Ann: [6, 6] }));
    expect(board.teams.map((t) => [t.name, t.position, t.started, t.totalPoints, t.holesPlayed])).toEqual([
      ['Team 1', 1, true, 0, 2],
      ['Team 2', 2, false, 0, 0],
    ]);
    expect(places(board)).toEqual([
      ['Ann', 1],
      ['Ben', 1],
      ['Cy', 'not started'],
      ['Di', 'not started'],
    ]);
  });

  it('four-ball match play: side 1 started and side 2 not, then both started on different holes', async () => {
    const { token } = await api.register();
    const game = await startedGame(api, token, {
      game: { gameType: 'match_play' },
      players: PLAYERS.map((name, index) => ({ name, courseHandicap: 0, teamNumber: index < 2 ? 1 : 2 })),
    });
    const first = await boardAfter(token, game, await scoreEach(token, game, { Ann: [4, 4, 4] }));
    expect(first.teams.map((t) => [t.name, t.position, t.started])).toEqual([
      ['Team 1', 1, true],
      ['Team 2', 2, false],
    ]);
    expect(places(first)).toEqual([
      ['Ann', 1],
      ['Ben', 1],
      ['Cy', 'not started'],
      ['Di', 'not started'],
    ]);
    // Cy bogeys hole 1: the hole goes to side 1 (4 against 5); Ann is on hole 4, Cy on hole 2.
    const second = await boardAfter(token, game, await scoreEach(token, game, { Cy: [5] }));
    expect(second.teams.map((t) => [t.name, t.position, t.started])).toEqual([
      ['Team 1', 1, true],
      ['Team 2', 2, true],
    ]);
    expect(second.entries.map((e) => [e.player.name, e.position, e.started, e.match?.status])).toEqual([
      ['Ann', 1, true, '1 UP'],
      ['Ben', 1, true, '1 UP'],
      ['Cy', 2, true, '1 DN'],
      ['Di', 2, true, '1 DN'],
    ]);
  });
});
