import type { HandicapRoundView } from '@golf/contracts';
import { oneDecimal, playedOn } from '../model/handicap-figures.ts';

/** The round's card figures in a line: ratings, par, gross, course handicap, exceptional score reduction. */
function detailLine(round: HandicapRoundView): string {
  const parts = [
    round.courseRating !== null && round.slopeRating !== null ? `${round.courseRating.toFixed(1)} / ${round.slopeRating}` : null,
    round.par === null ? null : `par ${round.par}`,
    round.grossScore === null ? null : `gross ${round.grossScore}`,
    round.courseHandicap === null ? null : `CH ${round.courseHandicap}`,
    round.exceptionalReduction ? `exceptional −${round.exceptionalReduction.toFixed(1)}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** One round of the record, as GHIN lists a score: adjusted gross, where and when, the differential (marked when the index uses it). */
export function RecordRoundRow({ round }: { round: HandicapRoundView }) {
  const where = [round.courseName ?? 'Course removed', round.teeName].filter(Boolean).join(' · ');
  const classes = ['record-round', round.counted ? '' : 'record-round--not-counted', round.used ? 'record-round--used' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-testid="record-round">
      <span className="record-round__score" aria-label={round.counted ? `Adjusted gross score ${round.adjustedGrossScore}` : undefined}>
        {round.counted ? round.adjustedGrossScore : '–'}
      </span>
      <div className="record-round__text">
        <p className="record-round__where">{where}</p>
        <p className="record-round__when">
          {playedOn(round.playedAt)} · {round.gameName}, round {round.roundNumber}
        </p>
        {round.counted ? (
          <p className="record-round__detail">{detailLine(round)}</p>
        ) : (
          <p className="record-round__reason">Not counted: {round.reason}</p>
        )}
      </div>
      {round.scoreDifferential === null ? null : (
        <span
          className="record-round__differential"
          aria-label={`Differential ${oneDecimal(round.scoreDifferential)}${round.used ? ', used in your index' : ''}`}
        >
          {oneDecimal(round.scoreDifferential)}
        </span>
      )}
    </li>
  );
}
