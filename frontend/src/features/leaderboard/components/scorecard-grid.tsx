import type { ScorecardHoleView, ScorecardView } from '@golf/contracts';
import { ScoreCell } from './score-cell.tsx';
import { useCardHistory } from './score-history-provider.tsx';

const NINE = 9;

function nines(holes: readonly ScorecardHoleView[]): ScorecardHoleView[][] {
  const front = holes.filter((h) => h.holeNumber <= NINE);
  const back = holes.filter((h) => h.holeNumber > NINE);
  return back.length > 0 ? [front, back] : [front];
}

/**
 * A round's card as 9+9 holes: par, the strokes in a badge coloured by the result (eagle,
 * birdie, par, bogey, double or worse) with the handicap strokes on it, points; then the
 * server's totals for Points, Gross, Net and Birdies+. The game's admin sees which holes were
 * corrected and opens a hole's history by tapping its score.
 */
export function ScorecardGrid({
  card,
  playerId,
  showPoints,
  title,
}: {
  card: ScorecardView;
  playerId: string;
  showPoints: boolean;
  title?: string;
}) {
  const history = useCardHistory(
    playerId,
    card.roundNumber,
    card.holes.map((h) => h.holeNumber),
  );
  return (
    <div className="scorecard">
      {title ? <h3 className="scorecard__title">{title}</h3> : null}
      {nines(card.holes).map((holes) => (
        <div key={holes[0]?.holeNumber ?? 0} className="scorecard__scroll">
          <table className="scorecard__table">
            <thead>
              <tr>
                <th scope="row">Hole</th>
                {holes.map((h) => (
                  <th key={h.holeNumber} scope="col">
                    {h.holeNumber}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Par</th>
                {holes.map((h) => (
                  <td key={h.holeNumber}>{h.par}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Score</th>
                {holes.map((h) => (
                  <ScoreCell
                    key={h.holeNumber}
                    hole={h}
                    mark={history?.marks.get(h.holeNumber)}
                    onOpenHistory={history ? () => history.open(h.holeNumber) : undefined}
                  />
                ))}
              </tr>
              {showPoints ? (
                <tr>
                  <th scope="row">Pts</th>
                  {holes.map((h) => (
                    <td key={h.holeNumber}>{h.points ?? '–'}</td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ))}
      <dl className="scorecard__totals">
        <div>
          <dt>Points</dt>
          <dd>{card.totals.points}</dd>
        </div>
        <div>
          <dt>Gross</dt>
          <dd>{card.totals.gross}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{card.totals.net}</dd>
        </div>
        <div>
          <dt>Birdies+</dt>
          <dd>{card.totals.birdiesPlus}</dd>
        </div>
      </dl>
    </div>
  );
}
