export { ScorecardRow, LeaderboardEntryRow, LeaderboardTeamRow, LeaderboardDocument } from './leaderboard-rows.ts';
export { getLeaderboard, OVERALL_LEADERBOARD } from './get-leaderboard.ts';
export { getLeaderboardPage, getLeaderboardParts, LeaderboardPageRow, LeaderboardPartsRow } from './get-leaderboard-page.ts';
