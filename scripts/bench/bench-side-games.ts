import type { BenchApp } from './bench-app.ts';
import { benchGame, PARS, type BenchCourse, type BenchGame } from './bench-games.ts';

/**
 * The side games the score bench's four-player games play, every one that fits four players
 * (docs/golf-rules.md sections 7 and 11–14): skins, a Nassau, Wolf and Las Vegas on stroke play
 * (the money journey's game), and on match play the same with the Nassau's automatic presses;
 * on both, the games on hole facts (section 15): junk with every dot, Bingo Bango Bongo and snake.
 */
export type BenchFormat = 'stroke_play' | 'match_play';

export function sideGamesGameBody(format: BenchFormat): Record<string, unknown> {
  return {
    gameType: format,
    scoringType: 'net',
    sideGames: {
      skins: { value: 2 },
      nassau: {
        front_9: 5,
        back_9: 5,
        overall_18: 10,
        presses: format === 'match_play' ? 'automatic' : 'off',
        pressTrigger: 2,
        pressStake: 'same',
      },
      wolf: { pointValue: 1 },
      vegas: { pointValue: 0.25 },
      junk: { value: 1, dots: ['birdie', 'greenie', 'sandie', 'chip_in', 'polie'] },
      bingoBangoBongo: { value: 1 },
      snake: { value: 5 },
    },
  };
}

/** Teams 1 and 2 of two (Las Vegas' teams; match play's sides too): players 1 and 3 against 2 and 4. */
export const teamOf = (player: number) => ((player % 2) + 1) as 1 | 2;

/** Match play sets its sides by the team step (stroke play takes them with each player). */
export async function setBenchTeams(api: BenchApp, game: BenchGame): Promise<void> {
  await api.expect(200, 'PUT', `/api/games/${game.gameId}/teams`, {
    teamCount: 2,
    assignments: game.playerIds.map((playerId, p) => ({ playerId, teamNumber: teamOf(p) })),
  });
}

/**
 * The wolf's choice on a hole, as the wolf's phone records it before the hole's first score:
 * a partner on most holes (the next player), blind on the third of every four, lone on the fourth.
 */
export function wolfChoiceBody(game: BenchGame, hole: number): Record<string, unknown> {
  if (hole % 4 === 3) return { choice: 'blind' };
  if (hole % 4 === 0) return { choice: 'lone' };
  const wolf = (hole - 1) % 4;
  return { choice: 'partner', partnerId: game.playerIds[(wolf + 1) % 4] };
}

export async function chooseWolf(api: BenchApp, game: BenchGame, round: number, hole: number): Promise<void> {
  const path = `/api/games/${game.gameId}/rounds/${round}/holes/${hole}/wolf`;
  const answer = await api.call('PUT', path, wolfChoiceBody(game, hole));
  if (answer.statusCode !== 200) throw new Error(`PUT ${path}: ${answer.statusCode} ${answer.body}`);
}

/** A four-player game of `format` with every side game on, round 1 started and the wolf's choice on hole 1 recorded. */
export async function sideGamesBenchGame(api: BenchApp, course: BenchCourse, format: BenchFormat): Promise<BenchGame> {
  const game = await benchGame(api, course, 4, 1, {
    body: sideGamesGameBody(format),
    ...(format === 'match_play'
      ? { beforeStart: (started: BenchGame) => setBenchTeams(api, started) }
      : { player: (p: number) => ({ teamNumber: teamOf(p) }) }),
  });
  await chooseWolf(api, game, 1, 1);
  return game;
}

/**
 * What a golfer records beside the strokes with the facts row on (docs/golf-rules.md section 15),
 * varied by player and hole and always possible: putts, fairway on a par 4 or 5, bunker and sand
 * save, penalties, chip-in and polie.
 */
export function holeFactsFor(player: number, hole: number, strokes: number): Record<string, unknown> {
  const par = PARS[hole - 1] as number;
  const chipIn = strokes < par && (player + hole) % 5 === 0;
  const putts = chipIn ? 0 : strokes <= 3 ? 1 : 2;
  const penalties = strokes >= par + 2 && strokes - putts > 2 ? 1 : 0;
  const bunker = strokes >= 3 && (player + hole) % 3 === 0;
  return {
    putts,
    ...(par >= 4 ? { fairway: (['hit', 'left', 'right'] as const)[(player + hole) % 3] } : {}),
    bunker,
    sandSave: bunker && putts <= 1,
    penalties,
    chipIn,
    polie: putts === 1 && hole % 2 === 0,
  };
}

/** The hole's Bingo Bango Bongo awards, as a phone sets them once the group has holed out: a different player each. */
export async function setHoleAwards(api: BenchApp, game: BenchGame, round: number, hole: number): Promise<void> {
  const path = `/api/games/${game.gameId}/rounds/${round}/holes/${hole}/awards`;
  const [bingo, bango, bongo] = [0, 1, 2].map((k) => game.playerIds[(hole + k) % 4]);
  const answer = await api.call('PUT', path, { bingo, bango, bongo });
  if (answer.statusCode !== 200) throw new Error(`PUT ${path}: ${answer.statusCode} ${answer.body}`);
}
