import { expect } from 'vitest';
import type { LeaderboardView } from '@golf/contracts';
import type { TestApi } from '../../../../testing/test-api.ts';
import { addPlayers, newCourse, newGame, readAfter, type TestCourse } from './game-test-calls.ts';

/** The white tee of `newCourse`: pars and stroke indexes of holes 1 … 18 (par 72). */
export const TEST_PARS = [4, 4, 4, 4, 3, 5, 4, 5, 4, 4, 4, 4, 4, 3, 5, 4, 4, 3];
export const TEST_STROKE_INDEXES = [7, 3, 11, 1, 17, 5, 13, 9, 15, 8, 2, 12, 4, 18, 6, 14, 10, 16];

export interface StartedGame {
  gameId: string;
  course: TestCourse;
  playerIds: string[];
  position: string;
}

/**
 * A game through the API, round 1 started: a new 18-hole course (white tee), the players with
 * the given course handicaps typed in (0 … 54), teams when given, every round on the course.
 */
export async function startedGame(
  api: TestApi,
  token: string,
  options: {
    game?: Record<string, unknown>;
    players: { name: string; courseHandicap: number; teamNumber?: number }[];
    rounds?: number;
    /** Teams sent with each player (Las Vegas on a format without a team step) rather than by the team step. */
    teamsOnPlayers?: true;
  },
): Promise<StartedGame> {
  const course = await newCourse(api, token);
  const rounds = options.rounds ?? 1;
  const { id: gameId } = await newGame(api, token, { numberOfRounds: rounds, targetPlayerCount: options.players.length, ...options.game });
  const { ids } = await addPlayers(
    api,
    token,
    gameId,
    options.players.map(({ name, teamNumber }) => ({ name, handicap: 10, ...(options.teamsOnPlayers ? { teamNumber } : {}) })),
  );
  if (!options.teamsOnPlayers && options.players.some((p) => p.teamNumber !== undefined)) {
    const teams = options.players.map((p, index) => ({ playerId: ids[index], teamNumber: p.teamNumber }));
    const teamCount = new Set(options.players.map((p) => p.teamNumber)).size;
    const assigned = await api.call('PUT', `/api/games/${gameId}/teams`, { token, body: { teamCount, assignments: teams } });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  for (let roundNumber = 1; roundNumber <= rounds; roundNumber += 1) {
    const round = await api.call('POST', `/api/games/${gameId}/rounds`, {
      token,
      body: { roundNumber, courseId: course.id },
      headers: { 'x-min-position': course.position },
    });
    expect(round.statusCode, round.body).toBe(200);
    await setCourseHandicaps(
      api,
      token,
      gameId,
      roundNumber,
      course.white,
      ids,
      options.players.map((p) => p.courseHandicap),
    );
  }
  const started = await api.call('POST', `/api/games/${gameId}/rounds/1/start`, { token });
  expect(started.statusCode, started.body).toBe(200);
  return { gameId, course, playerIds: ids, position: started.json().position };
}

/** Every player on `teeSetId` for the round, then their course handicaps typed in. */
export async function setCourseHandicaps(
  api: TestApi,
  token: string,
  gameId: string,
  roundNumber: number,
  teeSetId: string,
  playerIds: string[],
  handicaps: number[],
) {
  const calculated = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, { token, body: { roundNumber, teeSetId } });
  expect(calculated.statusCode, calculated.body).toBe(200);
  const handicapUpdates = playerIds.map((playerId, index) => ({ playerId, courseHandicap: handicaps[index] }));
  const adjusted = await api.call('PATCH', `/api/games/${gameId}/update-course-handicaps`, {
    token,
    body: { roundNumber, handicapUpdates },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  return adjusted.json().position as string;
}

/** POST one score (200 expected); answers the command's answer. */
export async function enterScore(
  api: TestApi,
  token: string,
  gameId: string,
  score: { playerId: string; roundNumber?: number; holeNumber: number; strokes: number; onBehalf?: true },
) {
  const response = await api.call('POST', `/api/games/${gameId}/scores`, { token, body: { roundNumber: 1, ...score } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Enters a round hole by hole: `strokes[p][h]` is player p's gross on hole h + 1 (null skips it).
 * `onBehalf`: the scorer enters them for players whose own phone scores them (decision 0700).
 * Answers the position of the last score.
 */
export async function playRound(
  api: TestApi,
  token: string,
  game: StartedGame,
  strokes: (number | null)[][],
  roundNumber = 1,
  { onBehalf }: { onBehalf?: true } = {},
): Promise<string> {
  let position = game.position;
  const holes = Math.max(...strokes.map((row) => row.length));
  for (let hole = 0; hole < holes; hole += 1) {
    for (const [index, row] of strokes.entries()) {
      const value = row[hole];
      if (value === null || value === undefined) continue;
      position = (
        await enterScore(api, token, game.gameId, {
          playerId: game.playerIds[index]!,
          roundNumber,
          holeNumber: hole + 1,
          strokes: value,
          ...(onBehalf ? { onBehalf } : {}),
        })
      ).position;
    }
  }
  return position;
}

/** GET the overall leaderboard (or round `round`'s) once the read side has `position`. */
export async function leaderboardAfter(
  api: TestApi,
  token: string,
  gameId: string,
  position: string,
  round?: number,
): Promise<LeaderboardView> {
  const url = round === undefined ? `/api/games/${gameId}/leaderboard` : `/api/games/${gameId}/leaderboard/round/${round}`;
  const response = await readAfter(api, url, token, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Gross strokes `diff` from par on every hole of the test card: par + diff per hole. */
export function strokesToPar(diffs: readonly number[]): number[] {
  return diffs.map((diff, index) => TEST_PARS[index]! + diff);
}
