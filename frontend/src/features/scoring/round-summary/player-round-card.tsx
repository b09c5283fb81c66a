import type { LeaderboardEntry, ScorecardHoleView, ScorecardView } from '@golf/contracts';
import { CardTotals, NineHoleTables } from '../../../components/scorecard/nine-hole-tables.tsx';

type PlayerRoundCardProps = {
  entry: LeaderboardEntry;
  card: ScorecardView;
  showPoints: boolean;
  /** The player's own statistics of the round ("Greens 8/18"), when facts were recorded. */
  facts?: readonly string[];
};

const cell = (value: number | null) => (value === null ? '–' : value);

/** One player's round by hole: par, gross, net and points, with the server's totals. */
export function PlayerRoundCard({ entry, card, showPoints, facts = [] }: PlayerRoundCardProps) {
  const rows: Array<[string, (h: ScorecardHoleView) => number | null]> = [
    ['Par', (h) => h.par],
    ['Gross', (h) => h.strokes],
    ['Net', (h) => h.netScore],
  ];
  if (showPoints) rows.push(['Points', (h) => h.points]);
  return (
    <section className="card card--stack summary-card" aria-label={`${entry.player.name}, round ${card.roundNumber}`}>
      <h2 className="summary-card__name">{entry.player.name}</h2>
      {facts.length > 0 ? (
        <p className="summary-card__facts" aria-label={`Statistics of ${entry.player.name}`}>
          {facts.join(' · ')}
        </p>
      ) : null}
      <NineHoleTables
        holes={card.holes}
        scrollClassName="summary-table__scroll"
        tableClassName="summary-table"
        rows={(holes) =>
          rows.map(([label, value]) => (
            <tr key={label} className={`summary-table__row--${label.toLowerCase()}`}>
              <th scope="row">{label}</th>
              {holes.map((h) => (
                <td key={h.holeNumber}>{cell(value(h))}</td>
              ))}
            </tr>
          ))
        }
      />
      <CardTotals
        className="summary-totals"
        label={`Totals for ${entry.player.name}`}
        totals={[
          ['Par', entry.parForHolesPlayed],
          ['Gross', card.totals.gross],
          ['Net', card.totals.net],
          ...(showPoints ? [['Points', card.totals.points] as [string, number]] : []),
        ]}
      />
    </section>
  );
}
