export * from './leaderboard-view.ts';
