import { expect } from 'vitest';
import type { TestApi } from '../../../testing/test-api.ts';
import { addPlayers, newGame, type TestCourse } from '../games/game-test-calls.ts';
import { playRound, strokesToPar, type StartedGame } from '../games/score-test-calls.ts';

/** A card of the test course (par 72) with every hole `diff` from par: +1 everywhere is 90. */
export const cardToPar = (diff: number) => strokesToPar(Array<number>(18).fill(diff));

/**
 * A stroke-play game through the API with the golfer (their account) and Bob (typed in), every
 * round on `course`'s white tee (71.2 / 125) with course handicaps calculated, round 1 started.
 */
export async function gameWithGolfer(api: TestApi, token: string, course: TestCourse, golferId: string, rounds = 1): Promise<StartedGame> {
  const { id: gameId } = await newGame(api, token, { gameType: 'stroke_play', numberOfRounds: rounds, targetPlayerCount: 2 });
  const { ids } = await addPlayers(api, token, gameId, [
    { name: 'Golfer', handicap: 14.2, userId: golferId },
    { name: 'Bob', handicap: 18 },
  ]);
  for (let roundNumber = 1; roundNumber <= rounds; roundNumber += 1) {
    const round = await api.call('POST', `/api/games/${gameId}/rounds`, {
      token,
      body: { roundNumber, courseId: course.id },
      headers: { 'x-min-position': course.position },
    });
    expect(round.statusCode, round.body).toBe(200);
    const calculated = await api.call('POST', `/api/games/${gameId}/calculate-course-handicaps`, {
      token,
      body: { roundNumber, teeSetId: course.white },
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
  }
  const started = await api.call('POST', `/api/games/${gameId}/rounds/1/start`, { token });
  expect(started.statusCode, started.body).toBe(200);
  return { gameId, course, playerIds: ids, position: started.json().position };
}

/**
 * The golfer's card for the round (Bob pars every hole), entered by the organiser for the golfer
 * on purpose (their own phone would score them: decision 0700), then play moves on: the next
 * round starts, or the game is completed. Answers the position of the last event.
 */
export async function finishRound(
  api: TestApi,
  token: string,
  game: StartedGame,
  golferCard: number[],
  options: { roundNumber?: number; then: 'next round' | 'complete' },
): Promise<string> {
  const roundNumber = options.roundNumber ?? 1;
  await playRound(api, token, game, [golferCard, cardToPar(0)], roundNumber, { onBehalf: true });
  const moved =
    options.then === 'complete'
      ? await api.call('PATCH', `/api/games/${game.gameId}`, { token, body: { status: 'completed' } })
      : await api.call('POST', `/api/games/${game.gameId}/rounds/${roundNumber + 1}/start`, { token });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json().position as string;
}
