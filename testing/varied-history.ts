import { expect } from 'vitest';
import { newCourse } from '../command-api/src/games/testing/game-test-calls.ts';
import {
  enterScore,
  playRound,
  setCourseHandicaps,
  startedGame,
  strokesToPar,
  TEST_PARS,
  TEST_STROKE_INDEXES,
} from '../command-api/src/games/testing/score-test-calls.ts';
import { runWaitingPasswordResets } from '../command-api/src/testing/password-resets.ts';
import { cardToPar, finishRound, gameWithGolfer } from '../command-api/src/handicap/testing/handicap-test-calls.ts';
import type { TestApi } from './test-api.ts';

/** The address SUPER_ADMIN_EMAILS must name for the history's admin actions. */
export const HISTORY_SUPER_ADMIN = 'history.super@example.com';

/** Who can sign in once the history is written, and with which password. */
export interface HistorySignIns {
  /** A self-registered player (password secret123). */
  player: { email: string; password: string };
  /** An account a super admin created, whose owner then chose a password. */
  adminCreated: { email: string; password: string };
}

/**
 * A varied history through the real API: games in all five formats with scores, corrections and
 * recalculations, a deleted game and course, shares and codes, a trip with its cup, and a super admin's
 * actions (a created, edited and promoted user, a global course), a golfer's handicap record,
 * plus a password reset asked for. `api` must run with SUPER_ADMIN_EMAILS = HISTORY_SUPER_ADMIN. Answers the position of the
 * last event and who can sign in.
 */
export async function buildVariedHistory(api: TestApi): Promise<{ last: bigint } & HistorySignIns> {
  let last = 0n;
  function track<T extends { position: string }>(answer: T): T {
    if (BigInt(answer.position) > last) last = BigInt(answer.position);
    return answer;
  }

  // Each command waits for the read side to hold the ones before it: some find their target
  // there (a share's game, a score's), and a busy projector may not have applied it yet.
  async function ok(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) {
    const headers = { 'x-min-position': String(last) };
    const response = await api.call(method, url, { token, headers, ...(body === undefined ? {} : { body }) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return track(response.json() as { position: string });
  }

  const front = (diff: number, holes = 9) => strokesToPar(Array<number>(holes).fill(diff));

  const admin = await api.register({ firstName: 'Ada', lastName: 'Admin' });
  const playing = await api.register({ firstName: 'Cat', lastName: 'Player', handicap: '12.4' });
  track(await api.register());
  const four = [
    { name: 'Ann', courseHandicap: 0, teamNumber: 1 },
    { name: 'Bob', courseHandicap: 18, teamNumber: 1 },
    { name: 'Cal', courseHandicap: 9, teamNumber: 2 },
    { name: 'Dee', courseHandicap: 27, teamNumber: 2 },
  ];
  const { teamNumber: _a, ...ann } = four[0]!;
  const { teamNumber: _b, ...bob } = four[1]!;
  const { teamNumber: _c, ...cal } = four[2]!;

  const dogfight = await startedGame(api, admin.token, {
    game: { gameType: 'dogfight', numberOfRounds: 2, payouts: [{ position: 1, amount: 20 }] },
    players: [ann, bob, cal],
    rounds: 2,
  });
  track(dogfight);
  track({ position: await playRound(api, admin.token, dogfight, [front(0), front(1), front(-1, 5)]) });
  const nassau = await startedGame(api, admin.token, { game: { gameType: 'stroke_play', isNassau: true }, players: [ann, bob] });
  track({ position: await playRound(api, admin.token, nassau, [front(0, 18), front(2, 14)]) });
  const match = await startedGame(api, admin.token, { game: { gameType: 'match_play' }, players: [ann, bob] });
  track({ position: await playRound(api, admin.token, match, [front(-1, 6), front(1, 6)]) });
  const bestBall = await startedGame(api, admin.token, { game: { gameType: 'best_ball' }, players: four });
  track({ position: await playRound(api, admin.token, bestBall, [front(0), front(1), front(0), front(2)]) });
  const skins = await startedGame(api, admin.token, { game: { gameType: 'skins' }, players: [ann, bob, cal] });
  track({ position: await playRound(api, admin.token, skins, [front(0, 7), front(-1, 7), front(1, 7)]) });

  // A registered player writes their own score; corrections by POST again and by PATCH.
  const joined = await ok('POST', `/api/games/${skins.gameId}/players`, admin.token, {
    name: 'Cat',
    handicap: 12,
    userId: playing.user.id,
  });
  const catId = (joined as unknown as { player: { id: string } }).player.id;
  track(await enterScore(api, playing.token, skins.gameId, { playerId: catId, holeNumber: 1, strokes: 5 }));
  track(await enterScore(api, playing.token, skins.gameId, { playerId: catId, holeNumber: 1, strokes: 4 }));
  const first = await enterScore(api, admin.token, dogfight.gameId, { playerId: dogfight.playerIds[0]!, holeNumber: 1, strokes: 7 });
  await ok('PATCH', `/api/scores/${first.score.id}`, admin.token, { strokes: 3 });

  // Handicap changes after scores, then "Recalculate All Scores".
  track({
    position: await setCourseHandicaps(api, admin.token, dogfight.gameId, 1, dogfight.course.white, dogfight.playerIds, [4, 20, 11]),
  });
  await ok('POST', `/api/games/${dogfight.gameId}/recalculate-scores`, admin.token, {});
  await ok('PATCH', `/api/players/${bestBall.playerIds[3]}`, admin.token, { handicap: 22.5 });

  // A stroke-index correction of a tee in play: holes 1 and 2 swap their indexes.
  const indexes = [...TEST_STROKE_INDEXES];
  [indexes[0], indexes[1]] = [indexes[1]!, indexes[0]!];
  const holes = TEST_PARS.map((par, index) => ({ holeNumber: index + 1, par, handicap: indexes[index], yardage: 380 }));
  await ok('PATCH', `/api/tees/${skins.course.white}`, admin.token, { holes });

  // Round 2 of the dogfight, a completed game, a deleted game with scores, a deleted course.
  await ok('POST', `/api/games/${dogfight.gameId}/rounds/2/start`, admin.token, {});
  track({ position: await playRound(api, admin.token, dogfight, [front(1, 3), front(0, 3), front(2, 3)], 2) });
  await ok('PATCH', `/api/games/${nassau.gameId}`, admin.token, { status: 'completed' });
  const doomed = await startedGame(api, admin.token, { players: [ann, bob] });
  track({ position: await playRound(api, admin.token, doomed, [front(0, 4), front(1, 4)]) });
  await ok('DELETE', `/api/games/${doomed.gameId}`, admin.token);
  const spare = await newCourse(api, playing.token);
  track(spare);
  await ok('DELETE', `/api/courses/${spare.id}`, playing.token);

  // A golfer's handicap record: three counted rounds (one of a two-round game, its hole 1
  // corrected after play moved on), a round in progress, and the choice of the app index.
  const golfCourse = await newCourse(api, admin.token);
  const twoRounds = await gameWithGolfer(api, admin.token, golfCourse, playing.user.id, 2);
  track({ position: await finishRound(api, admin.token, twoRounds, cardToPar(1), { then: 'next round' }) });
  for (const diff of [0, 2]) {
    const game = await gameWithGolfer(api, admin.token, golfCourse, playing.user.id);
    track({ position: await finishRound(api, admin.token, game, cardToPar(diff), { then: 'complete' }) });
  }
  // The organiser enters the golfer's scores for them, on purpose (their own phone would: decision 0700).
  const golferScore = { playerId: twoRounds.playerIds[0]!, onBehalf: true } as const;
  track(await enterScore(api, admin.token, twoRounds.gameId, { ...golferScore, holeNumber: 1, strokes: 3 }));
  track(await enterScore(api, admin.token, twoRounds.gameId, { ...golferScore, roundNumber: 2, holeNumber: 1, strokes: 6 }));
  await ok('PATCH', '/api/users/me/handicap', playing.token, { useAppIndex: true });

  // Access: an e-mail share before the account exists, a scorer tied to two players, a code
  // joiner, a changed and a revoked share, and regenerated codes.
  const share = await ok('POST', `/api/games/${match.gameId}/share-with-user`, admin.token, {
    email: 'later@example.com',
    accessLevel: 'player',
    playerName: 'Ann',
  });
  track(await api.register({ email: 'later@example.com' }));
  const scorer = await api.register();
  track(scorer);
  const scorerShare = await ok('POST', `/api/games/${bestBall.gameId}/share-with-user`, admin.token, {
    email: scorer.user.email,
    accessLevel: 'viewer',
  });
  const scorerShareId = (scorerShare as unknown as { share: { id: string } }).share.id;
  await ok('PATCH', `/api/game-shares/${scorerShareId}`, admin.token, { accessLevel: 'player', playerIds: bestBall.playerIds.slice(0, 2) });
  const codes = (await api.call('GET', `/api/games/${skins.gameId}`, { token: admin.token })).json() as { playerCode: string };
  await ok('POST', `/api/games/${skins.gameId}/join`, scorer.token, { code: codes.playerCode, playerId: skins.playerIds[0] });
  await ok('DELETE', `/api/game-shares/${(share as unknown as { share: { id: string } }).share.id}`, admin.token);
  await ok('POST', `/api/games/${skins.gameId}/regenerate-codes`, admin.token);

  // A trip: members added and one removed, courses added and one removed, a game in it.
  const trip = await ok('POST', '/api/trips', admin.token, { name: 'Links Week', location: 'Fife', startDate: '2026-05-01' });
  const tripId = (trip as unknown as { trip: { id: string } }).trip.id;
  await ok('POST', `/api/trips/${tripId}/members`, admin.token, { userId: playing.user.id, role: 'organizer' });
  await ok('POST', `/api/trips/${tripId}/members`, admin.token, { userId: scorer.user.id });
  await ok('DELETE', `/api/trips/${tripId}/members/${scorer.user.id}`, playing.token);
  await ok('POST', `/api/trips/${tripId}/courses`, admin.token, { courseId: skins.course.id });
  await ok('POST', `/api/trips/${tripId}/courses`, admin.token, { courseId: match.course.id });
  await ok('DELETE', `/api/trips/${tripId}/courses/${match.course.id}`, admin.token);
  await ok('POST', '/api/games', playing.token, { name: 'Trip Game', tripId });
  // The trip's cup: two teams, a singles match played as a game of the trip, its first hole scored.
  await ok('PUT', `/api/trips/${tripId}/cup`, admin.token, {
    teams: [
      { name: 'Red', color: '#c0392b', userIds: [admin.user.id] },
      { name: 'Blue', color: '#2c5aa0', userIds: [playing.user.id] },
    ],
    holder: 1,
    plannedPoints: 3,
  });
  const cupMatch = (await ok('POST', `/api/trips/${tripId}/cup/matches`, admin.token, {
    session: 1,
    format: 'singles',
    teams: [[admin.user.id], [playing.user.id]],
    courseId: skins.course.id,
    teeSetId: skins.course.white,
    teeTime: '2026-05-01T08:00',
  })) as unknown as { gameId: string };
  const cupGame = await api.call('GET', `/api/games/${cupMatch.gameId}`, {
    token: admin.token,
    headers: { 'x-min-position': String(last) },
  });
  // The match's admin enters both cards' first hole: the golfer's for them, on purpose (decision 0700).
  for (const [index, player] of (cupGame.json().players as Array<{ id: string; userId: string | null }>).entries())
    await ok('POST', `/api/games/${cupMatch.gameId}/scores`, admin.token, {
      playerId: player.id,
      roundNumber: 1,
      holeNumber: 1,
      strokes: 4 + index,
      ...(player.userId === admin.user.id ? {} : { onBehalf: true }),
    });

  // A super admin's actions: a user created with a temporary password (who then chooses one),
  // edited and promoted; a global course. And a password reset asked for (a reset token).
  const superAdmin = await api.register({ email: HISTORY_SUPER_ADMIN });
  track(superAdmin);
  const created = await ok('POST', '/api/admin/users', superAdmin.token, {
    username: 'madebyadmin',
    email: 'made.by.admin@example.com',
    firstName: 'Made',
    lastName: 'ByAdmin',
    handicap: 8,
  });
  const { user: createdUser, tempPassword } = created as unknown as { user: { id: string }; tempPassword: string };
  await ok('PATCH', `/api/admin/users/${createdUser.id}`, superAdmin.token, { firstName: 'Edited' });
  await ok('PUT', `/api/admin/users/${createdUser.id}/promote`, superAdmin.token, { isAdmin: true });
  const chosen = await api.call('POST', '/api/auth/choose-password', {
    body: { email: 'made.by.admin@example.com', temporaryPassword: tempPassword, newPassword: 'chosen-password' },
  });
  expect(chosen.statusCode, chosen.body).toBeLessThan(300);
  await ok('POST', '/api/admin/courses', superAdmin.token, { name: 'Global Links', location: 'Everywhere', holes: 18 });
  const reset = await api.call('POST', '/api/auth/request-password-reset', { body: { email: playing.user.email } });
  expect(reset.statusCode, reset.body).toBeLessThan(300);
  // No worker runs here: its work (a stored reset token, a queued mail) is done as it would.
  expect(await runWaitingPasswordResets(api)).toBe(1);

  return {
    last,
    player: { email: playing.user.email, password: 'secret123' },
    adminCreated: { email: 'made.by.admin@example.com', password: 'chosen-password' },
  };
}
