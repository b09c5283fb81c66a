export { ScorecardRow, LeaderboardEntryRow, LeaderboardTeamRow, LeaderboardResultsRow } from './leaderboard-rows.ts';
export { getLeaderboard, OVERALL_LEADERBOARD, type LeaderboardRecord } from './get-leaderboard.ts';
