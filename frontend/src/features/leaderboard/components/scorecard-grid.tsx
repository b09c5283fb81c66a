import type { ScorecardHoleView, ScorecardView } from '@golf/contracts';

const NINE = 9;

function nines(holes: readonly ScorecardHoleView[]): ScorecardHoleView[][] {
  const front = holes.filter((h) => h.holeNumber <= NINE);
  const back = holes.filter((h) => h.holeNumber > NINE);
  return back.length > 0 ? [front, back] : [front];
}

function holeTitle(hole: ScorecardHoleView): string {
  const score = hole.strokes === null ? 'not played' : `${hole.strokes}${hole.result ? ` (${hole.result})` : ''}`;
  const strokes = hole.strokesReceived === 0 ? '' : hole.strokesReceived > 0 ? `, ${hole.strokesReceived} handicap stroke(s)` : `, gives back ${-hole.strokesReceived}`;
  return `Hole ${hole.holeNumber}, par ${hole.par}: ${score}${strokes}`;
}

/** Handicap strokes on the hole: a dot each received (up to 3), a plus sign each given back (up to 2). */
function HandicapBadge({ strokes }: { strokes: number }) {
  if (strokes === 0) return null;
  const count = strokes > 0 ? Math.min(strokes, 3) : Math.min(-strokes, 2);
  return (
    <span className={`stroke-badge__hcp stroke-badge__hcp--${strokes > 0 ? 'dots' : 'plus'}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (strokes > 0 ? <span key={i} className="stroke-badge__dot" /> : <span key={i}>+</span>))}
    </span>
  );
}

/**
 * A round's card as 9+9 holes: par, the strokes in a badge coloured by the result (eagle,
 * birdie, par, bogey, double or worse) with the handicap strokes on it, points; then the
 * server's totals for Points, Gross, Net and Birdies+.
 */
export function ScorecardGrid({ card, showPoints, title }: { card: ScorecardView; showPoints: boolean; title?: string }) {
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
                  <td key={h.holeNumber} title={holeTitle(h)}>
                    <span className={`stroke-badge stroke-badge--${h.result ?? 'none'}`}>
                      {h.strokes ?? '–'}
                      <HandicapBadge strokes={h.strokesReceived} />
                    </span>
                  </td>
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
