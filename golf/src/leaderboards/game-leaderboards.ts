import { gameCupMatch } from '../cup/game-cup-match.ts';
import type { TeeHoles } from '../formats/game-rounds.ts';
import { derivedHoleScore } from '../formats/game-rounds.ts';
import { initialQuota } from '../formats/quota.ts';
import type { PlayerCard } from '../formats/scorecard.ts';
import { boardPayoutLines } from './board-payouts.ts';
import type { BoardCore } from './leaderboard-board.ts';
import { gameBoards, type GameBoards } from './game-boards.ts';
import { overallRounds, type CardedRound, type CourseFacts, type LeaderboardGame } from './leaderboard-game.ts';
import type {
  CupMatchLine,
  EntryLine,
  GameStatusName,
  LeaderboardBoardView,
  LeaderboardLine,
  LeaderboardPlayer,
  RoundState,
} from './leaderboard-types.ts';
import { summaryOf } from './scorecard-lines.ts';

export type { CourseFacts, LeaderboardGame } from './leaderboard-game.ts';

/** Net, points and strokes received of one recorded score. */
export interface DerivedScore {
  scoreId: string;
  netScore: number;
  points: number;
  strokesReceived: number;
}

/** Everything worked out for a game: its boards and the per-score, per-player and per-round figures shown elsewhere. */
export interface GameLeaderboards {
  /** The overall board (`round` null), then rounds 1 … numberOfRounds. */
  boards: LeaderboardBoardView[];
  scores: DerivedScore[];
  players: Array<{ playerId: string; totalPoints: number; totalStrokes: number }>;
  playerRounds: Array<{
    playerId: string;
    roundNumber: number;
    roundPoints: number;
    roundStrokes: number;
    /** Quota scoring: the quota from the course handicap alone (docs/golf-rules.md section 6); null otherwise or without one. */
    initialQuota: number | null;
    currentQuota: number | null;
    quotaDelta: number;
  }>;
  /** A cup match's game: the match as the cup counts it (also on its boards); null otherwise. */
  cupMatch: CupMatchLine | null;
}

/**
 * Round progress as the leaderboard shows it (spec section 4): completed before the current
 * round (and every round of a completed game), in progress on the current round once it has
 * started, not started otherwise.
 */
export function roundStates(game: {
  numberOfRounds: number;
  currentRound: number;
  status: GameStatusName;
  rounds: ReadonlyArray<{ roundNumber: number; status: string }>;
}): Array<{ roundNumber: number; state: RoundState }> {
  return Array.from({ length: game.numberOfRounds }, (_, index) => {
    const roundNumber = index + 1;
    const started = game.rounds.some((r) => r.roundNumber === roundNumber && r.status !== 'not_started');
    let state: RoundState = 'not_started';
    if (game.status === 'completed' || roundNumber < game.currentRound) state = 'completed';
    else if (roundNumber === game.currentRound && started) state = 'in_progress';
    return { roundNumber, state };
  });
}

/**
 * Every leaderboard of a game (docs/golf-rules.md, all sections) from its folded state and its tees'
 * holes, in the view shape the app shows. Pure: the same game and courses give the same boards.
 * Scores are taken in card order (round, hole, player), whatever order they were entered in.
 */
export function gameLeaderboards(
  game: LeaderboardGame,
  courses: CourseFacts,
  /** The game's cards and boards, when the caller works out more from them (the side games); else made here. */
  worked: GameBoards = gameBoards(game, courses),
): GameLeaderboards {
  const { scores, rounds } = worked;
  const cards = new Map<number, readonly PlayerCard[]>(rounds.map((r) => [r.roundNumber, r.input.prebuiltCards.cards]));
  // A board over one set of rounds, once: the overall board of a game with one round played is that round's board.
  const coreOver = (scope: readonly CardedRound[]): BoardCore => worked.coreOver(scope);
  const overallCore = coreOver(overallRounds(game, rounds));
  // Prizes are paid on the game's standings (the overall board's); every view shows them.
  const stakes = game.isNassau ? game.nassauStakesCents : null;
  const paid = boardPayoutLines(game.payouts, stakes, game.isNassau, overallCore);
  const roundCores = new Map(rounds.map((round) => [round.roundNumber, coreOver([round])]));
  const players = new Map(game.players.map((p) => [p.id, p]));
  const states = roundStates(game);
  const cupMatch = gameCupMatch(game, rounds.find((r) => r.roundNumber === 1)?.input.holes ?? null);
  // A board over the same rounds as another (a one-round game's overall board and round 1) shows the same lines: named once.
  const named = new Map<BoardCore, LeaderboardLine[]>();
  const linesOf = (core: BoardCore) => named.get(core) ?? named.set(core, namedLines(core.entries, players)).get(core)!;
  const view = (round: number | null, core: BoardCore | undefined): LeaderboardBoardView => {
    const shown = round ?? game.currentRound;
    const courseId = game.rounds.find((r) => r.roundNumber === shown)?.courseId;
    return {
      gameId: game.id,
      gameName: game.name,
      gameType: game.gameType,
      scoringType: game.scoringType,
      round,
      courseName: courseId === undefined ? null : (courses.courseNames.get(courseId) ?? null),
      rounds: states,
      currentRound: game.currentRound,
      currentHole: game.currentHole,
      status: game.status,
      entries: core ? linesOf(core) : [],
      teams: core?.teams ?? [],
      skins: core?.skins ?? null,
      nassau: core?.nassau ?? [],
      payouts: paid.payouts,
      prizePoolCents: paid.prizePoolCents,
      summary: core?.summary ?? summaryOf([]),
      ...(cupMatch ? { cupMatch } : {}),
    };
  };
  const boards = [view(null, overallCore)];
  for (let round = 1; round <= game.numberOfRounds; round += 1) boards.push(view(round, roundCores.get(round)));
  return {
    boards,
    scores: scores.map((score) => {
      const { netScore, points, strokesReceived } = derivedHoleScore(cards.get(score.roundNumber) ?? [], score);
      return { scoreId: score.scoreId, netScore, points, strokesReceived };
    }),
    players: playerTotalsOf(game, overallCore),
    playerRounds: playerRoundsOf(game, roundCores),
    cupMatch,
  };
}

/**
 * The per-player and per-player-round figures of `gameLeaderboards` alone, without the boards'
 * views, prizes and per-score figures: what a game view shows of its players. Worked out alone,
 * its boards leave the Nassau out: no figure reads it (a wolf's answer worked the bets out for
 * nothing; decision 0845).
 */
export function gameFigures(
  game: LeaderboardGame,
  courses: CourseFacts,
  worked: GameBoards = gameBoards({ ...game, isNassau: false }, courses),
): Pick<GameLeaderboards, 'players' | 'playerRounds'> {
  const overallCore = worked.coreOver(overallRounds(game, worked.rounds));
  const roundCores = new Map(worked.rounds.map((round) => [round.roundNumber, worked.coreOver([round])]));
  return { players: playerTotalsOf(game, overallCore), playerRounds: playerRoundsOf(game, roundCores) };
}

function playerTotalsOf(game: LeaderboardGame, overallCore: BoardCore): GameLeaderboards['players'] {
  return game.players.map((p) => {
    const entry = overallCore.entries.find((e) => e.playerId === p.id);
    return { playerId: p.id, totalPoints: entry?.totalPoints ?? 0, totalStrokes: entry?.totalStrokes ?? 0 };
  });
}

/**
 * Each player's result in round `roundNumber` as the leaderboards work it out: the quota played
 * to, the points over or under it, and how many holes of the round they have scored (what a
 * quota adjustment after the round is decided from, docs/golf-rules.md section 6).
 */
export function quotaRoundResults(
  game: LeaderboardGame,
  tees: TeeHoles,
  roundNumber: number,
): Array<{ playerId: string; currentQuota: number | null; quotaDelta: number; holesPlayed: number }> {
  return gameLeaderboards(game, { tees, courseNames: new Map() })
    .playerRounds.filter((pr) => pr.roundNumber === roundNumber)
    .map((pr) => ({
      playerId: pr.playerId,
      currentQuota: pr.currentQuota,
      quotaDelta: pr.quotaDelta,
      holesPlayed: game.scores.filter((s) => s.playerId === pr.playerId && s.roundNumber === roundNumber).length,
    }));
}

/** The lines with their players as the game names them (a line of a player no longer in the game is left out). */
function namedLines(entries: readonly EntryLine[], players: ReadonlyMap<string, LeaderboardPlayer>): LeaderboardLine[] {
  return entries.flatMap(({ playerId, ...line }) => {
    const player = players.get(playerId);
    return player ? [{ position: line.position, tied: line.tied, player: playerOf(player), ...withoutPosition(line) }] : [];
  });
}

const playerOf = (p: LeaderboardPlayer): LeaderboardPlayer => ({
  id: p.id,
  name: p.name,
  handicap: p.handicap,
  teamNumber: p.teamNumber,
  userId: p.userId,
});
const withoutPosition = ({ position: _p, tied: _t, ...rest }: Omit<EntryLine, 'playerId'>) => rest;

/**
 * Each player round's points and strokes from its round's board. In quota scoring the current
 * quota is the one recorded after the previous round, else the initial one; the delta counts
 * once the player has a hole played.
 */
function playerRoundsOf(game: LeaderboardGame, roundCores: ReadonlyMap<number, BoardCore>): GameLeaderboards['playerRounds'] {
  return game.playerRounds.map((pr) => {
    const entry = roundCores.get(pr.roundNumber)?.entries.find((e) => e.playerId === pr.playerId);
    const holes = game.rounds.find((r) => r.roundNumber === pr.roundNumber)?.courseHoles ?? 18;
    const adjusted = game.quotaAdjustments.find((a) => a.playerId === pr.playerId && a.completedRound === pr.roundNumber - 1)?.nextQuota;
    const initial = game.scoringType === 'quota' && pr.courseHandicap !== null ? initialQuota(pr.courseHandicap, holes) : null;
    const quota = game.scoringType !== 'quota' ? null : (entry?.currentQuota ?? adjusted ?? initial);
    const played = (entry?.holesPlayed ?? 0) > 0;
    return {
      playerId: pr.playerId,
      roundNumber: pr.roundNumber,
      roundPoints: entry?.totalPoints ?? 0,
      roundStrokes: entry?.totalStrokes ?? 0,
      initialQuota: initial,
      currentQuota: quota,
      quotaDelta: played && game.scoringType === 'quota' ? (entry?.quotaDelta ?? 0) : 0,
    };
  });
}
