import type { ReactNode } from 'react';
import type { ScorecardHoleView } from '@golf/contracts';

const NINE = 9;

/** Holes 1–9 and 10–18 apart (a nine-hole round is one nine). */
function ninesOf(holes: readonly ScorecardHoleView[]): ScorecardHoleView[][] {
  const front = holes.filter((h) => h.holeNumber <= NINE);
  const back = holes.filter((h) => h.holeNumber > NINE);
  return back.length > 0 ? [front, back] : [front];
}

/**
 * A round's card as one short table per nine, so a whole round fits a phone's width: a header
 * row of hole numbers, then the `rows` each screen shows for those holes (par, strokes, points…).
 */
export function NineHoleTables({
  holes,
  scrollClassName,
  tableClassName,
  rows,
}: {
  holes: readonly ScorecardHoleView[];
  scrollClassName: string;
  tableClassName: string;
  rows: (nine: readonly ScorecardHoleView[]) => ReactNode;
}) {
  return ninesOf(holes).map((nine) => (
    <div key={nine[0]?.holeNumber ?? 0} className={scrollClassName}>
      <table className={tableClassName}>
        <thead>
          <tr>
            <th scope="row">Hole</th>
            {nine.map((h) => (
              <th key={h.holeNumber} scope="col">
                {h.holeNumber}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows(nine)}</tbody>
      </table>
    </div>
  ));
}

/** A card's totals as a term list: each label over its value. */
export function CardTotals({ className, label, totals }: { className: string; label?: string; totals: readonly [string, ReactNode][] }) {
  return (
    <dl className={className} aria-label={label}>
      {totals.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
