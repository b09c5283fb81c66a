import type { GameCup } from '../cup/cup-round.ts';
import type { PlayableRound, TeeHoles } from '../formats/game-rounds.ts';
import { playableRounds, roundFactsOf } from '../formats/game-rounds.ts';
import { withRoundScorecards } from '../formats/scorecard.ts';
import type { GameTypeId, ScoringType } from '../games/game-type-id.ts';
import type { HoleCount } from '../handicap/hole-count.ts';
import type { NassauStakes, PayoutFact } from './board-payouts.ts';
import { leaderboardBoard, type BoardCore } from './leaderboard-board.ts';
import type { GameStatusName, LeaderboardPlayer } from './leaderboard-types.ts';

/** A game as its stream's fold holds it: what its leaderboards are worked out from. */
export interface LeaderboardGame {
  id: string;
  name: string;
  gameType: GameTypeId;
  scoringType: ScoringType;
  pointsSystem: Record<string, number> | null;
  isNassau: boolean;
  /** Skins only: a skin's value in cents; absent: $10 (docs/golf-rules.md section 5). */
  skinValueCents?: number;
  /** Each Nassau bet's stake in cents; absent or null: none beyond the payout rows. */
  nassauStakesCents?: NassauStakes | null;
  status: GameStatusName;
  numberOfRounds: number;
  currentRound: number;
  currentHole: number;
  /** In the order they joined. */
  players: readonly LeaderboardPlayer[];
  rounds: ReadonlyArray<{ roundNumber: number; courseId: string; courseHoles: HoleCount; status: 'not_started' | 'in_progress' }>;
  playerRounds: ReadonlyArray<{ playerId: string; roundNumber: number; teeSetId: string | null; courseHandicap: number | null }>;
  /** `updatedAt`: when each score was last entered or changed (a cup's foursomes counts a side's later one). */
  scores: ReadonlyArray<{
    scoreId: string;
    playerId: string;
    roundNumber: number;
    holeNumber: number;
    strokes: number;
    updatedAt?: string;
  }>;
  quotaAdjustments: ReadonlyArray<{ completedRound: number; playerId: string; nextQuota: number }>;
  payouts: readonly PayoutFact[];
  /** A match of its trip's cup (docs/golf-rules.md section 16); absent or null otherwise. */
  cup?: GameCup | null;
}

/** What a game's leaderboards look up beyond its own events: the holes of its tees and its courses' names. */
export interface CourseFacts {
  tees: TeeHoles;
  courseNames: ReadonlyMap<string, string>;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The overall leaderboard's rounds: those started so far (the first round before any has),
 * since a round not yet played would count its quota against nobody's points. Match play is
 * one match over every round (two rounds: 36 holes), so its length counts every round.
 */
export function overallRounds<R extends PlayableRound>(game: Pick<LeaderboardGame, 'gameType'>, rounds: readonly R[]): R[] {
  if (game.gameType === 'match_play') return [...rounds];
  const started = rounds.filter((r) => r.started);
  return started.length > 0 ? started : rounds.slice(0, 1);
}

/** A round that can be scored, with its cards built once (they travel with its input to every board and format). */
export type CardedRound = PlayableRound & { input: ReturnType<typeof withRoundScorecards> };

/** The game's scores in card order (round, hole, player), whatever order they were entered in. */
export const sortedScores = (game: LeaderboardGame) =>
  [...game.scores].sort(
    (a, b) =>
      a.roundNumber - b.roundNumber || a.holeNumber - b.holeNumber || compare(a.playerId, b.playerId) || compare(a.scoreId, b.scoreId),
  );

/**
 * A game's cards as a batch built them, by round number: the next batch takes each player's card
 * whose inputs stand instead of building it again (decision 0854).
 */
export type KeptCards = ReadonlyMap<number, CardedRound['input']['prebuiltCards']>;

/** A game's playable rounds, scores in card order, each with its cards (a player's from `kept` where it stands). */
export function cardedRounds(game: LeaderboardGame, courses: CourseFacts, scores = sortedScores(game), kept?: KeptCards): CardedRound[] {
  return playableRounds(roundFactsOf(game, courses.tees, scores)).map((r) => ({
    ...r,
    input: withRoundScorecards(r.input, game.gameType, kept?.get(r.roundNumber)),
  }));
}

/** The board over some of the game's rounds (@golf/golf's format, Nassau, skins and summary). */
export function boardOver(game: LeaderboardGame, scope: readonly CardedRound[]): BoardCore {
  return leaderboardBoard({
    gameType: game.gameType,
    scoringType: game.scoringType,
    isNassau: game.isNassau,
    ...(game.skinValueCents === undefined ? {} : { skinValueCents: game.skinValueCents }),
    nassauStakesCents: game.isNassau ? (game.nassauStakesCents ?? null) : null,
    playerIds: game.players.map((p) => p.id),
    rounds: scope.map((r) => ({ roundNumber: r.roundNumber, input: r.input, cards: r.input.prebuiltCards.cards })),
  });
}
