import type { ScorecardView } from '@golf/contracts';
import { CardTotals, NineHoleTables } from '../../../components/scorecard/nine-hole-tables.tsx';
import { ScoreCell } from './score-cell.tsx';
import { useCardHistory } from './score-history-provider.tsx';

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
      <NineHoleTables
        holes={card.holes}
        scrollClassName="scorecard__scroll"
        tableClassName="scorecard__table"
        rows={(holes) => (
          <>
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
          </>
        )}
      />
      <CardTotals
        className="scorecard__totals"
        totals={[
          ['Points', card.totals.points],
          ['Gross', card.totals.gross],
          ['Net', card.totals.net],
          ['Birdies+', card.totals.birdiesPlus],
        ]}
      />
    </div>
  );
}
