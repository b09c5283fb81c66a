export { getLeaderboardRoundCount, getLeaderboardView, getLeaderboardViewsChanged, OVERALL_LEADERBOARD } from './get-leaderboard.ts';
