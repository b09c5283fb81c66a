import { EDITOR_PARS } from '@golf/contracts';
import type { HoleDraft } from '../tee-set-draft.ts';

type HoleRowsProps = {
  holes: readonly HoleDraft[];
  onChange: (holeNumber: number, change: Partial<Omit<HoleDraft, 'holeNumber'>>) => void;
  /** Field path ('holes.3.handicap') → message, from the contract or the server. */
  errors: Record<string, string>;
  /** Stroke indexes chosen on more than one hole. */
  repeated: ReadonlySet<string>;
};

const PAR_OPTIONS = EDITOR_PARS.map(String);

/** The tee editor's scorecard: par (3/4/5), stroke index (1..holes) and yards of every hole. */
export function HoleRows({ holes, onChange, errors, repeated }: HoleRowsProps) {
  const strokeIndexes = holes.map((_, index) => String(index + 1));
  return (
    <table className="hole-rows">
      <caption className="hole-rows__caption">Holes</caption>
      <thead>
        <tr>
          <th scope="col">Hole</th>
          <th scope="col">Par</th>
          <th scope="col">
            <abbr title="Stroke index">SI</abbr>
          </th>
          <th scope="col">Yards</th>
        </tr>
      </thead>
      <tbody>
        {holes.map((hole, index) => {
          const path = `holes.${index}`;
          const siInvalid = Boolean(errors[`${path}.handicap`]) || repeated.has(hole.handicap);
          return (
            <tr key={hole.holeNumber}>
              <th scope="row">{hole.holeNumber}</th>
              <td>
                <select
                  className="input input--compact"
                  aria-label={`Hole ${hole.holeNumber} par`}
                  value={hole.par}
                  aria-invalid={errors[`${path}.par`] ? true : undefined}
                  onChange={(event) => onChange(hole.holeNumber, { par: event.target.value })}
                >
                  {PAR_OPTIONS.map((par) => (
                    <option key={par} value={par}>
                      {par}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  className="input input--compact"
                  aria-label={`Hole ${hole.holeNumber} stroke index`}
                  value={hole.handicap}
                  aria-invalid={siInvalid ? true : undefined}
                  onChange={(event) => onChange(hole.holeNumber, { handicap: event.target.value })}
                >
                  {strokeIndexes.includes(hole.handicap) ? null : <option value={hole.handicap}>{hole.handicap}</option>}
                  {strokeIndexes.map((si) => (
                    <option key={si} value={si}>
                      {si}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  className="input input--compact"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={1000}
                  step={1}
                  aria-label={`Hole ${hole.holeNumber} yards`}
                  value={hole.yardage}
                  aria-invalid={errors[`${path}.yardage`] ? true : undefined}
                  onChange={(event) => onChange(hole.holeNumber, { yardage: event.target.value })}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
