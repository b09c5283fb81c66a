export * from './leaderboard-view.ts';
export * from './side-games-view.ts';
