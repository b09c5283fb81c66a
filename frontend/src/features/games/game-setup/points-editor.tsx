import { TextField } from '../../../components/ui/text-field.tsx';
import { POINTS_LABELS } from '../shared/game-labels.ts';

type PointsEditorProps = {
  points: Record<string, string>;
  onChange: (key: string, value: string) => void;
  /** The form's messages: 'pointsSystem.eagle' under that box, 'pointsSystem' under the set. */
  errors: Record<string, string>;
};

/** Points per hole result: non-negative whole numbers, an emptied input counts 0. */
export function PointsEditor({ points, onChange, errors }: PointsEditorProps) {
  return (
    <fieldset className="fieldset">
      <legend className="field__label">Points System</legend>
      <div className="points-grid">
        {Object.keys(points).map((key) => (
          <TextField
            key={key}
            label={POINTS_LABELS[key] ?? key}
            inputMode="numeric"
            placeholder="0"
            value={points[key] ?? ''}
            error={errors[`pointsSystem.${key}`]}
            onChange={(event) => onChange(key, event.target.value)}
          />
        ))}
      </div>
      {errors.pointsSystem ? (
        <p className="field__error">{errors.pointsSystem}</p>
      ) : (
        <p className="field__hint">Whole numbers, 0 or more; empty counts as 0.</p>
      )}
    </fieldset>
  );
}
