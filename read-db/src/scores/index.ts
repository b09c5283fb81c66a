export { HoleScoreRow } from './hole-score-row.ts';
export { listHoleScores, getHoleScore } from './list-hole-scores.ts';
