export { GolfRuleError } from './golf-rule-error.ts';

export {
  FORMAT_IDS,
  GAME_TYPE_IDS,
  SCORING_TYPES,
  isFormatId,
  isGameTypeId,
  isScoringType,
  requireGameTypeId,
  type FormatId,
  type GameTypeId,
  type ScoringType,
} from './games/game-type-id.ts';
export {
  FORMATS,
  GAME_TYPES,
  allowedScoringTypes,
  defaultGameName,
  formatDefinition,
  gameTypeDefinition,
  playerCountOptions,
  ranksByPoints,
  type FormatDefinition,
  type GamePointsSystem,
  type GameTypeDefinition,
  type MatchPlayPoints,
  type SkinsPoints,
} from './games/game-types.ts';
export {
  mergeTeamsForStorage,
  needsTeamStep,
  requireValidTeams,
  storedTeamNumber,
  teamAssignmentError,
  teamAverageHandicap,
  teamConfigurations,
  teamName,
  teamStepLayouts,
  type TeamAssignment,
  type TeamConfiguration,
} from './games/teams.ts';

export { isHoleCount, requireHoleCount, type HoleCount } from './handicap/hole-count.ts';
export {
  DEFAULT_COURSE_RATING,
  DEFAULT_SLOPE_RATING,
  EIGHTY_PERCENT,
  HANDICAP_INDEX_MAX,
  HANDICAP_INDEX_MIN,
  SLOPE_RATING_MAX,
  SLOPE_RATING_MIN,
  courseHandicap,
  roundHalfUp,
  teePar,
  type CourseHandicapInput,
} from './handicap/course-handicap.ts';
export { allocateStrokes, netScore, strokeIndexRanks, strokesReceived } from './handicap/strokes-received.ts';
export { matchPlayHandicap } from './handicap/match-handicap.ts';
export { strokesHandicap } from './handicap/strokes-handicap.ts';

export {
  DEFAULT_POINTS_SYSTEM,
  FALLBACK_POINTS_SYSTEM,
  QUOTA_POINTS_SYSTEM,
  pointsByRule,
  pointsForScore,
  pointsRuleFor,
  scoreName,
  type PointsRule,
  type PointsSystem,
  type ScoreName,
} from './scoring/points.ts';
export { modifiedStablefordPoints, pointsOnScale, stablefordPoints, type StablefordScale } from './scoring/stableford-points.ts';

export { ordinal, parForHolesPlayed, positionLabel, rankBy, scoreToPar, toParText, type Placed } from './ranking/positions.ts';

export {
  STROKES_MAX,
  STROKES_MIN,
  asRounds,
  checkRound,
  playersOfGame,
  type CheckedRound,
  type HoleInfo,
  type HoleScore,
  type RoundInput,
  type RoundPlayer,
  type RoundsInput,
} from './formats/round-input.ts';
export {
  buildScorecards,
  roundScorecards,
  sumTotals,
  withRoundScorecards,
  type HoleCard,
  type PlayerCard,
  type PlayerTotals,
  type ScorecardOptions,
} from './formats/scorecard.ts';
export { dogfight, type DogfightResult, type DogfightRow } from './formats/dogfight.ts';
export { strokePlay, type StrokePlayResult, type StrokePlayRow } from './formats/stroke-play.ts';
export { matchStatus, sideOutcome, sideStatusText, type MatchLeader, type MatchOutcome, type MatchStatus } from './formats/match-status.ts';
export {
  matchPlay,
  type MatchHole,
  type MatchKind,
  type MatchPlayResult,
  type MatchPlayerRow,
  type MatchSide,
} from './formats/match-play.ts';
export { bestBall, type BestBallHole, type BestBallResult, type BestBallTeam } from './formats/best-ball.ts';
export { stableford, type StablefordResult, type StablefordRow } from './formats/stableford.ts';
export { DEFAULT_SKIN_VALUE_CENTS, skins, type SkinsHole, type SkinsResult, type SkinsRow } from './formats/skins.ts';
export {
  QUOTA_MAX,
  QUOTA_MIN,
  adjustedQuota,
  initialQuota,
  quotaDelta,
  quotaResult,
  quotaTarget,
  type QuotaAdjustment,
  type QuotaResult,
  type QuotaRow,
} from './formats/quota.ts';
export { derivedScoreOfGame, derivedScoresOfGame, type DerivedHoleScore, type TeeHole, type TeeHoles } from './formats/game-rounds.ts';
export { gameResult, leaderboardRows, type GameResult, type GameResultOptions, type LeaderboardRow } from './formats/game-result.ts';

export {
  nassau,
  nassauBetHoles,
  nassauBets,
  nassauPayouts,
  nassauVariantFor,
  type NassauBet,
  type NassauBetResult,
  type NassauStanding,
  type NassauVariant,
} from './betting/nassau.ts';
export { automaticPresses } from './betting/automatic-presses.ts';
export { betName, openManualPress, type PressDecision, type PressRequest } from './betting/manual-press.ts';
export {
  matchCard,
  matchNassau,
  type MatchBetResult,
  type MatchNassauInput,
  type MatchNassauResult,
  type RecordedPress,
} from './betting/match-nassau.ts';
export { startPressTracking, trackPressesAfterHole, type PressTracking } from './betting/press-tracker.ts';
export {
  DEFAULT_PRESS_SETTINGS,
  DEFAULT_PRESS_TRIGGER,
  PRESS_TRIGGER_MAX,
  PRESS_TRIGGER_MIN,
  pressIdOf,
  requirePressSettings,
  type BetSpan,
  type HoleRef,
  type MatchHoleResult,
  type Press,
  type PressMode,
  type PressSettings,
  type PressStake,
} from './betting/press-types.ts';
export {
  distributePayouts,
  dollarsToCents,
  formatCents,
  prizePoolCents,
  type BetType,
  type Payout,
  type PayoutRow,
  type Standing,
} from './betting/payouts.ts';

export { EMPTY_ROUND_STATS, roundStats, sumStats, type RoundStats } from './stats/round-stats.ts';
export {
  FAIRWAY_MIN_PAR,
  FAIRWAY_RESULTS,
  PENALTIES_MAX,
  PENALTIES_MIN,
  PUTTS_MAX,
  PUTTS_MIN,
  isRecorded,
  type FairwayResult,
  type HoleFacts,
} from './hole-facts/hole-facts.ts';
export { holeFactsProblems, requireHoleFacts, type FactsHole } from './hole-facts/hole-facts-problems.ts';
export { greenInRegulation } from './hole-facts/green-in-regulation.ts';
export { HOLE_AWARD_NAMES, holeAwardsProblems, type HoleAwardName, type HoleAwards } from './hole-facts/hole-awards.ts';
export {
  EMPTY_FACTS_STATS,
  FACTS_STATS_ROUNDS,
  recentFactsStats,
  roundFactsStats,
  sumFactsStats,
  type FactsStats,
  type PlayedHoleFacts,
} from './stats/hole-facts-stats.ts';
export { factsRatios, type FactsRatios } from './stats/facts-ratios.ts';
export type { FactsGameInput, FactsRound, FactsScore } from './side-games/facts-round.ts';
export { eachPaysEach } from './side-games/each-pays-each.ts';
export {
  JUNK_DOTS,
  junk,
  junkDotsOnHole,
  type JunkDot,
  type JunkHole,
  type JunkHoleFacts,
  type JunkPlayer,
  type JunkResult,
  type JunkSettings,
} from './side-games/junk.ts';
export {
  bingoBangoBongo,
  type BingoBangoBongoHole,
  type BingoBangoBongoPlayer,
  type BingoBangoBongoResult,
} from './side-games/bingo-bango-bongo.ts';
export { SNAKE_PUTTS, snake, type SnakeResult, type SnakeRound, type SnakeTake } from './side-games/snake.ts';
export { factsGameInput, playFactsGames, type FactsGamesPlayed, type SnakeBoard } from './side-games/facts-side-games.ts';
export {
  gameFigures,
  gameLeaderboards,
  quotaRoundResults,
  roundStates,
  type CourseFacts,
  type DerivedScore,
  type GameLeaderboards,
  type LeaderboardGame,
} from './leaderboards/game-leaderboards.ts';
export { gameBoards, keptCards, type GameBoards } from './leaderboards/game-boards.ts';
export type { KeptCards } from './leaderboards/leaderboard-game.ts';
export { pressLines, type PressLine } from './leaderboards/press-lines.ts';
export {
  applicablePayouts,
  payoutLines,
  withNassauStakes,
  type Competitor,
  type NassauStakes,
  type PayoutFact,
} from './leaderboards/board-payouts.ts';
export type {
  CupMatchLine,
  GameStatusName,
  HoleResultName,
  LeaderboardBoardView,
  LeaderboardLine,
  LeaderboardPlayer,
  MatchRecord,
  NassauLine,
  PayoutLine,
  RoundState,
  ScorecardHole,
  ScorecardLine,
  SummaryLine,
  TeamLine,
} from './leaderboards/leaderboard-types.ts';

export {
  addCents,
  gameLedger,
  poolCents,
  sidesPay,
  type GameMoneyView,
  type LedgerEntry,
  type LedgerGame,
  type MoneyLine,
  type MoneyPayment,
  type PlayerCents,
  type PlayerMoney,
} from './money/ledger.ts';
export { nassauEntries, poolEntry, pressEntries, sidesEntry } from './money/money-entries.ts';
export { vegasEntry, wolfEntry } from './money/side-game-entries.ts';
export { gameSideGames, type SideGames, type SideGamesGame, type SideGamesView } from './side-games/game-side-games.ts';
export { openGamePress } from './side-games/game-press.ts';
export { withSideGames, type BoardSideGames, type SideGamesBoardView } from './side-games/board-side-games.ts';
export { sideGameHoles, type SideGameHole, type SideGameScore } from './side-games/side-game-holes.ts';
export { vegas, vegasNumber, type VegasHole, type VegasResult } from './side-games/vegas.ts';
export {
  wolf,
  wolfOf,
  type WolfChoice,
  type WolfChoiceKind,
  type WolfHole,
  type WolfHoleStatus,
  type WolfResult,
} from './side-games/wolf.ts';
export { wolfChoiceRefusal, type WolfChoiceRequest } from './side-games/wolf-choice.ts';
export type { RuleRefusal } from './rule-refusal.ts';

export { gameMoney, receivedByBet, resultFigure, splitCents, type GameMoneyLine, type GameResultFigure } from './trips/game-money.ts';
export { centsMoved, EXACT_SETTLE_UP_LIMIT, naiveCentsMoved, settleUp, type Balance, type Payment } from './trips/settle-up.ts';
export {
  tripStandings,
  type TripPerson,
  type TripPersonGame,
  type TripStandingsMember,
  type TripStandingsView,
} from './trips/trip-standings.ts';
export { CUP_FORMATS, formatName, isCupFormat, requireMatchSides, sideSize, type CupFormat, type TeamIndex } from './cup/cup-format.ts';
export { FOURSOMES_ALLOWANCE, FOUR_BALL_ALLOWANCE, matchAllowances } from './cup/match-allowances.ts';
export { DEFAULT_MATCH_POINTS, MATCH_POINTS_MAX, requireMatchPoints } from './cup/match-points.ts';
export { cupMatch, type CupMatchInput, type CupMatchPlayer, type CupMatchResult, type CupMatchState } from './cup/cup-match.ts';
export { cupStanding, type CupResult, type CupStanding, type CupStandingInput } from './cup/cup-standing.ts';
export { cupMatchStatusText, cupPointsText } from './cup/cup-texts.ts';
export { TEE_INTERVAL_MAX, teeTimes } from './cup/tee-times.ts';
export { cupRoundInput, cupSidesOf, cupStrokeHandicaps, inEntryOrder, type GameCup } from './cup/cup-round.ts';
export { gameCupMatch, type CupMatchGame } from './cup/game-cup-match.ts';
export {
  cupBoard,
  type CupBoardInput,
  type CupBoardMatch,
  type CupBoardTeam,
  type CupBoardView,
  type CupMatchFacts,
  type CupPlayer,
  type CupTeamFacts,
} from './cup/cup-board.ts';
export { pairingHistory, repeatsOf, type PairedMatch, type PairingHistory } from './cup/pairings/pairing-history.ts';
export {
  PAIRING_TEAM_MAX,
  proposePairings,
  type PairingPlayer,
  type PairingProposal,
  type PairingRequest,
} from './cup/pairings/session-pairings.ts';

export {
  handicapRecordView,
  type HandicapRecordView,
  type HandicapRoundView,
  type PlayedRound,
  type RecordTee,
} from './handicap-index/handicap-record-view.ts';
export { ROUNDS_FOR_AN_INDEX } from './handicap-index/index-from-differentials.ts';
export { indexWorking, type IndexWorking } from './handicap-index/index-working.ts';

export { boardMoments, namesText } from './moments/board-moments.ts';
export { tripLeaderMoment } from './moments/trip-moments.ts';
export { cupMoments } from './moments/cup-moments.ts';
export { MOMENT_INTERVAL_MS, paceMoments, type PacedMoments } from './moments/moment-pacing.ts';
export type { Moment, MomentKind, MomentNotification, SentMoment } from './moments/moment-types.ts';
