import type { BenchApp } from './bench-app.ts';

/** Pars and stroke indexes of the bench course's one tee (par 72, 18 holes). */
export const PARS = [4, 4, 4, 4, 3, 5, 4, 5, 4, 4, 4, 4, 4, 3, 5, 4, 4, 3];
const STROKE_INDEXES = [7, 3, 11, 1, 17, 5, 13, 9, 15, 8, 2, 12, 4, 18, 6, 14, 10, 16];

export interface BenchCourse {
  id: string;
  teeSetId: string;
  position: string;
  /** The tee's holes, for commands the bench decides itself. */
  teeHoles: ReadonlyMap<string, ReadonlyArray<{ holeNumber: number; par: number; strokeIndex: number }>>;
}

export interface BenchGame {
  gameId: string;
  playerIds: string[];
  /** Position of the last setup command (round 1 started). */
  position: string;
}

/** An 18-hole course with one tee in the bench user's library, through the course API. */
export async function benchCourse(api: BenchApp): Promise<BenchCourse> {
  const created = await api.expect<{ course: { id: string } }>(201, 'POST', '/api/courses', {
    name: 'Bench Links',
    location: 'Benchville',
    holes: 18,
  });
  const tee = await api.expect<{ teeSet: { id: string }; position: string }>(201, 'POST', `/api/courses/${created.course.id}/tees`, {
    name: 'White',
    color: 'white',
    rating: 71.2,
    slope: 125,
    totalYardage: 6500,
    holes: PARS.map((par, index) => ({ holeNumber: index + 1, par, handicap: STROKE_INDEXES[index], yardage: 380 })),
  });
  const holes = PARS.map((par, index) => ({ holeNumber: index + 1, par, strokeIndex: STROKE_INDEXES[index] as number }));
  return { id: created.course.id, teeSetId: tee.teeSet.id, position: tee.position, teeHoles: new Map([[tee.teeSet.id, holes]]) };
}

/** What a bench game plays beyond the default format: more of the new game's body, each player's extras, a step before round 1 starts. */
export interface BenchGameSetup {
  body?: Record<string, unknown>;
  player?(p: number): Record<string, unknown>;
  beforeStart?(game: BenchGame): Promise<void>;
}

/**
 * A game through the real API: `players` players, every round on `course` with course handicaps
 * calculated from the tee, round 1 started.
 */
export async function benchGame(
  api: BenchApp,
  course: BenchCourse,
  players: number,
  rounds: number,
  setup: BenchGameSetup = {},
): Promise<BenchGame> {
  const { id: gameId } = await api.expect<{ id: string }>(201, 'POST', '/api/games', {
    name: 'Bench Game',
    numberOfRounds: rounds,
    targetPlayerCount: players,
    ...setup.body,
  });
  const playerIds: string[] = [];
  for (let p = 0; p < players; p += 1) {
    const added = await api.expect<{ player: { id: string } }>(201, 'POST', `/api/games/${gameId}/players`, {
      name: `Player ${p + 1}`,
      handicap: (p * 3) % 28,
      ...setup.player?.(p),
    });
    playerIds.push(added.player.id);
  }
  for (let roundNumber = 1; roundNumber <= rounds; roundNumber += 1) {
    await api.expect(
      200,
      'POST',
      `/api/games/${gameId}/rounds`,
      { roundNumber, courseId: course.id },
      { 'x-min-position': course.position },
    );
    await api.expect(200, 'POST', `/api/games/${gameId}/calculate-course-handicaps`, { roundNumber, teeSetId: course.teeSetId });
  }
  await setup.beforeStart?.({ gameId, playerIds, position: '' });
  const started = await api.expect<{ position: string }>(200, 'POST', `/api/games/${gameId}/rounds/1/start`);
  return { gameId, playerIds, position: started.position };
}

/** A plausible gross for player p on a hole: par −1 … +2, varied but repeatable. */
export function grossFor(player: number, hole: number, round: number): number {
  return (PARS[hole - 1] as number) + (((player * 7 + hole * 3 + round) % 4) - 1);
}

/**
 * The front nine of round 1 scored for every player through the API, and the game's viewer
 * code: a board in play for the first-look benches to open.
 */
export async function frontNineInPlay(api: BenchApp, course: BenchCourse): Promise<BenchGame & { viewCode: string }> {
  const game = await benchGame(api, course, 8, 1);
  for (let hole = 1; hole <= 9; hole += 1)
    for (const [p, playerId] of game.playerIds.entries())
      await api.expect(200, 'POST', `/api/games/${game.gameId}/scores`, {
        playerId,
        roundNumber: 1,
        holeNumber: hole,
        strokes: grossFor(p, hole, 1),
      });
  const { viewCode } = await api.expect<{ viewCode: string }>(200, 'GET', `/api/games/${game.gameId}`);
  return { ...game, viewCode };
}
