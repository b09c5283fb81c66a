import { startedGame } from './started-game.ts';
import { apiCall, registerAccount } from './test-api.ts';

const PARS = Array.from({ length: 18 }, () => 4);

/**
 * A stroke-play game (gross) of Ada Early, Ben Level and Cy Over, started by a new account, with
 * hole 1 scored 3, 4 and 5: the board a viewer link shows (the first-look and live-link tests).
 * The read side may still be a moment behind the scores when this returns.
 */
export async function threePlayerBoard(
  account: { username: string; email: string; firstName: string; lastName: string },
  names: { course: string; game: string },
) {
  const { token } = await registerAccount({ ...account, handicap: 10 });
  const { gameId, playerIds } = await startedGame({
    token,
    course: { name: names.course, location: 'Here' },
    tee: { name: 'White', color: 'white', rating: 72, slope: 113 },
    pars: PARS,
    game: { name: names.game, gameType: 'stroke_play', scoringType: 'gross' },
    players: [
      { name: 'Ada Early', handicap: 4 },
      { name: 'Ben Level', handicap: 12 },
      { name: 'Cy Over', handicap: 20 },
    ],
  });
  for (const [index, playerId] of playerIds.entries())
    await apiCall('POST', `/api/games/${gameId}/scores`, { token, body: { playerId, roundNumber: 1, holeNumber: 1, strokes: 3 + index } });
  const viewCode = String((await apiCall('GET', `/api/games/${gameId}`, { token })).viewCode);
  return { token, gameId, playerIds, viewCode };
}
