import { TextField } from '../../../components/ui/text-field.tsx';
import { POINTS_LABELS } from '../shared/game-labels.ts';
import { pointsInput } from './game-setup-values.ts';

type PointsEditorProps = {
  points: Record<string, string>;
  onChange: (key: string, value: string) => void;
  error?: string | undefined;
};

/** Points per hole result: non-negative whole numbers, an emptied input counts 0. */
export function PointsEditor({ points, onChange, error }: PointsEditorProps) {
  return (
    <fieldset className="fieldset">
      <legend className="field__label">Points System</legend>
      <div className="points-grid">
        {Object.keys(points).map((key) => (
          <TextField
            key={key}
            label={POINTS_LABELS[key] ?? key}
            inputMode="numeric"
            pattern="[0-9]*"
            placeholder="0"
            value={points[key] ?? ''}
            onChange={(event) => onChange(key, pointsInput(event.target.value))}
          />
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : <p className="field__hint">Whole numbers, 0 or more; empty counts as 0.</p>}
    </fieldset>
  );
}
