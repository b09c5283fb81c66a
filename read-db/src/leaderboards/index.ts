export { getLeaderboardRoundCount, getLeaderboardView, OVERALL_LEADERBOARD } from './get-leaderboard.ts';
