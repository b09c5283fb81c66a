import type { HoleView } from '@golf/contracts';

/** Nine holes per row: an 18-hole card reads as the front nine above the back nine. */
const HOLES_PER_ROW = 9;

function chunks(holes: readonly HoleView[]): HoleView[][] {
  const rows: HoleView[][] = [];
  for (let start = 0; start < holes.length; start += HOLES_PER_ROW) rows.push(holes.slice(start, start + HOLES_PER_ROW));
  return rows;
}

/** Par and stroke index (SI) of every hole, as on a printed scorecard. */
export function HolesGrid({ holes, teeName }: { holes: readonly HoleView[]; teeName: string }) {
  const ordered = [...holes].sort((a, b) => a.holeNumber - b.holeNumber);
  if (ordered.length === 0) return <p className="course-card__hint">No hole data for this tee set.</p>;
  return (
    <div className="holes-grid">
      {chunks(ordered).map((row, index) => (
        <table key={row[0]?.holeNumber ?? index} className="holes-grid__table">
          <caption className="visually-hidden">
            {teeName} tees, holes {row[0]?.holeNumber} to {row.at(-1)?.holeNumber}
          </caption>
          <tbody>
            <tr className="holes-grid__numbers">
              <th scope="row">Hole</th>
              {row.map((hole) => (
                <td key={hole.holeNumber}>{hole.holeNumber}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Par</th>
              {row.map((hole) => (
                <td key={hole.holeNumber}>{hole.par}</td>
              ))}
            </tr>
            <tr className="holes-grid__si">
              <th scope="row">
                <abbr title="Stroke index">SI</abbr>
              </th>
              {row.map((hole) => (
                <td key={hole.holeNumber}>{hole.handicap}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  );
}
