-- What happened on the hole beside the strokes (docs/golf-rules.md section 15): the facts recorded
-- with a score (ScoreEntered / ScoreCorrected version 3), as the JSON the events hold (only the
-- facts recorded); null when none. Scores recorded before facts existed hold none, so existing
-- rows need no replay.
ALTER TABLE read.hole_scores ADD COLUMN facts jsonb;
