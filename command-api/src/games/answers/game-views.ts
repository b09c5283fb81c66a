import type { GameView, PayoutView, PlayerRoundView, PlayerView, RoundView, SideGameSettingsView } from '@golf/contracts';
import type { GameLeaderboards } from '@golf/golf';
import type { GamePayoutRow, GameRecord, RoundCourseRow } from '@golf/read-db';
import { visibleCodes, type CallerAccess } from '../access/access-rule.ts';
import type { PlayerOnOtherPhone } from '../access/other-phones.ts';
import type { Game, GamePayout, GamePlayer, GameRound, PlayerRound } from '@golf/events';

const BET_ORDER = ['overall', 'front_9', 'back_9', 'overall_18'];

/** A payout in dollars (2 decimals) and in exact cents. */
export function payoutViewOf(payout: GamePayout | GamePayoutRow): PayoutView {
  return {
    position: payout.position,
    betType: payout.betType,
    amount: payout.amountCents / 100,
    amountCents: payout.amountCents,
    description: payout.description,
  };
}

/** Payouts as the read side orders them: the overall standings, then the Nassau bets; each by position. */
export function payoutViewsOf(payouts: readonly GamePayout[]): PayoutView[] {
  return [...payouts]
    .sort((a, b) => BET_ORDER.indexOf(a.betType) - BET_ORDER.indexOf(b.betType) || a.position - b.position)
    .map(payoutViewOf);
}

/** What the read side shows of a game beside its state, as golf/ works it out (`gameLeaderboards`): totals and quotas. */
export type GameFigures = Pick<GameLeaderboards, 'players' | 'playerRounds'>;

/** A player with the totals their scores add up to (`figures`), as the read side shows them. */
export function playerViewOf(gameId: string, player: GamePlayer, figures: GameFigures): PlayerView {
  const totals = figures.players.find((p) => p.playerId === player.id);
  return { ...player, gameId, totalPoints: totals?.totalPoints ?? 0, totalStrokes: totals?.totalStrokes ?? 0 };
}

export function roundViewOf(gameId: string, round: GameRound, course: RoundCourseRow | null): RoundView {
  return { gameId, roundNumber: round.roundNumber, courseId: round.courseId, course, status: round.status, confirmed: round.confirmed };
}

/** A player round with its quotas and results (`figures`, from @golf/golf as the projection's). */
export function playerRoundViewOf(game: Game, pr: PlayerRound, figures: GameFigures): PlayerRoundView {
  const result = figures.playerRounds.find((r) => r.playerId === pr.playerId && r.roundNumber === pr.roundNumber);
  return {
    gameId: game.id,
    playerId: pr.playerId,
    roundNumber: pr.roundNumber,
    teeSetId: pr.teeSetId,
    handicapIndex: pr.handicapIndex,
    courseHandicap: pr.courseHandicap,
    handicapManuallyAdjusted: pr.manuallyAdjusted,
    initialQuota: result?.initialQuota ?? null,
    currentQuota: result?.currentQuota ?? null,
    quotaDelta: result?.quotaDelta ?? 0,
    roundPoints: result?.roundPoints ?? 0,
    roundStrokes: result?.roundStrokes ?? 0,
  };
}

/** A round's player rounds in the order the players joined. */
export function playerRoundViewsOf(game: Game, figures: GameFigures, roundNumber?: number): PlayerRoundView[] {
  const order = new Map(game.players.map((p, index) => [p.id, index]));
  return game.playerRounds
    .filter((pr) => roundNumber === undefined || pr.roundNumber === roundNumber)
    .sort((a, b) => a.roundNumber - b.roundNumber || (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0))
    .map((pr) => playerRoundViewOf(game, pr, figures));
}

type StoredSideGames = { [K in keyof SideGameSettingsView]?: SideGameSettingsView[K] | undefined } | null | undefined;

/** The side games as set on a game, each null when not played (a row written before they were kept: none). */
export function sideGameSettingsOf(side: StoredSideGames): SideGameSettingsView {
  return { skins: side?.skins ?? null, presses: side?.presses ?? null, wolf: side?.wolf ?? null, vegas: side?.vegas ?? null };
}

/** What a game view says of its caller: their level, the players they score, and those of them another phone scores. */
export type ViewerAccess = Pick<CallerAccess, 'level' | 'playerIds'> & { onOtherPhones?: readonly PlayerOnOtherPhone[] };

/** The game as a command answers it, from the state it left and its rounds' courses. */
export function gameViewOfState(
  game: Game,
  access: ViewerAccess,
  courses: ReadonlyMap<string, RoundCourseRow>,
  figures: GameFigures,
): GameView {
  return {
    id: game.id,
    name: game.name,
    gameType: game.gameType,
    status: game.status,
    scoringType: game.scoringType,
    numberOfRounds: game.numberOfRounds,
    targetPlayerCount: game.targetPlayerCount,
    currentRound: game.currentRound,
    currentHole: game.currentHole,
    isNassau: game.isNassau,
    useEightyPercentHandicap: game.useEightyPercentHandicap,
    pointsSystem: game.pointsSystem,
    tripId: game.tripId,
    createdBy: game.createdBy,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
    ...visibleCodes(game.codes, access.level),
    // Games are shared by code and link only; nothing makes one public yet.
    isPublic: false,
    accessLevel: access.level,
    myPlayerIds: access.playerIds,
    playersOnOtherPhones: [...(access.onOtherPhones ?? [])],
    players: game.players.map((p) => playerViewOf(game.id, p, figures)),
    rounds: game.rounds.map((r) => roundViewOf(game.id, r, courses.get(r.courseId) ?? null)),
    payouts: payoutViewsOf(game.payouts),
    sideGames: sideGameSettingsOf(game.sideGames),
  };
}

/** The game as GET answers it, from the read tables. */
export function gameViewOfRecord(record: GameRecord, access: ViewerAccess): GameView {
  const { adminCode, playerCode, viewCode, payouts, sideGames, ...fields } = record;
  return {
    ...fields,
    ...visibleCodes({ adminCode, playerCode, viewCode }, access.level),
    accessLevel: access.level,
    myPlayerIds: access.playerIds,
    playersOnOtherPhones: [...(access.onOtherPhones ?? [])],
    payouts: payouts.map(payoutViewOf),
    sideGames: sideGameSettingsOf(sideGames),
  };
}
