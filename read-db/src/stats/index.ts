export { listRoundStats, RoundStatsRow } from './list-round-stats.ts';
