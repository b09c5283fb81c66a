export { HoleScoreRow } from './hole-score-row.ts';
export { listHoleScores, getHoleScore, listRoundResults, PlayerRoundResultRow } from './list-hole-scores.ts';
