export { HoleScoreRow } from './hole-score-row.ts';
export { listHoleScores, getHoleScore, getScoreRecalculation, listRoundResults, PlayerRoundResultRow } from './list-hole-scores.ts';
