import type { LeaderboardEntry, ScorecardHoleView, ScorecardView } from '@golf/contracts';

type PlayerRoundCardProps = { entry: LeaderboardEntry; card: ScorecardView; showPoints: boolean };

const NINE = 9;
const cell = (value: number | null) => (value === null ? '–' : value);

/** Holes 1–9 and 10–18 as two short tables, so a whole round fits a phone's width. */
function nines(holes: readonly ScorecardHoleView[]): ScorecardHoleView[][] {
  const front = holes.filter((h) => h.holeNumber <= NINE);
  const back = holes.filter((h) => h.holeNumber > NINE);
  return back.length > 0 ? [front, back] : [front];
}

/** One player's round by hole: par, gross, net and points, with the server's totals. */
export function PlayerRoundCard({ entry, card, showPoints }: PlayerRoundCardProps) {
  const rows: Array<[string, (h: ScorecardHoleView) => number | null]> = [
    ['Par', (h) => h.par],
    ['Gross', (h) => h.strokes],
    ['Net', (h) => h.netScore],
  ];
  if (showPoints) rows.push(['Points', (h) => h.points]);
  return (
    <section className="summary-card" aria-label={`${entry.player.name}, round ${card.roundNumber}`}>
      <h2 className="summary-card__name">{entry.player.name}</h2>
      {nines(card.holes).map((holes) => (
        <div key={holes[0]?.holeNumber ?? 0} className="summary-table__scroll">
          <table className="summary-table">
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
              {rows.map(([label, value]) => (
                <tr key={label} className={`summary-table__row--${label.toLowerCase()}`}>
                  <th scope="row">{label}</th>
                  {holes.map((h) => (
                    <td key={h.holeNumber}>{cell(value(h))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      <dl className="summary-totals" aria-label={`Totals for ${entry.player.name}`}>
        <div>
          <dt>Par</dt>
          <dd>{entry.parForHolesPlayed}</dd>
        </div>
        <div>
          <dt>Gross</dt>
          <dd>{card.totals.gross}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{card.totals.net}</dd>
        </div>
        {showPoints ? (
          <div>
            <dt>Points</dt>
            <dd>{card.totals.points}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
