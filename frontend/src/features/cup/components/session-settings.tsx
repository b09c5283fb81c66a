import type { CupFormat, CupView } from '@golf/contracts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatLabel } from '../model/cup-labels.ts';
import type { SessionSettings } from '../model/pairing-draft.ts';

const FORMATS: CupFormat[] = ['four_ball', 'foursomes', 'singles'];

/** A session's session number, format, course and tee, first tee time and interval, and what a match is worth. */
export function SessionSettingsFields({
  cup,
  settings,
  onChange,
}: {
  cup: CupView;
  settings: SessionSettings;
  onChange: (change: Partial<SessionSettings>) => void;
}) {
  const venue = cup.venues.find((v) => v.courseId === settings.courseId);
  return (
    <div className="cup-session-form">
      <div className="cup-session-form__row">
        <TextField
          label="Session"
          type="number"
          min={1}
          max={50}
          value={settings.session}
          onChange={(e) => onChange({ session: Number(e.target.value) })}
        />
        <SelectField
          label="Format"
          value={settings.format}
          options={FORMATS.map((format) => ({ value: format, label: formatLabel(format) }))}
          onChange={(e) => onChange({ format: e.target.value as CupFormat })}
        />
      </div>
      <SelectField
        label="Course"
        value={settings.courseId}
        options={
          cup.venues.length === 0
            ? [{ value: '', label: 'Add a course to the trip first' }]
            : cup.venues.map((v) => ({ value: v.courseId, label: v.name }))
        }
        onChange={(e) =>
          onChange({ courseId: e.target.value, teeSetId: cup.venues.find((v) => v.courseId === e.target.value)?.tees[0]?.id ?? '' })
        }
      />
      <SelectField
        label="Tee"
        value={settings.teeSetId}
        options={(venue?.tees ?? []).map((tee) => ({ value: tee.id, label: tee.name }))}
        onChange={(e) => onChange({ teeSetId: e.target.value })}
      />
      <div className="cup-session-form__row">
        <TextField
          label="First tee time"
          type="datetime-local"
          value={settings.firstTeeTime}
          hint="The course's clock"
          onChange={(e) => onChange({ firstTeeTime: e.target.value.slice(0, 16) })}
        />
        <TextField
          label="Minutes apart"
          type="number"
          min={0}
          max={60}
          value={settings.interval}
          onChange={(e) => onChange({ interval: Number(e.target.value) })}
        />
      </div>
      <SelectField
        label="Each match is worth"
        value={String(settings.points)}
        options={[0.5, 1, 1.5, 2, 3].map((p) => ({ value: String(p), label: `${p} ${p === 1 ? 'point' : 'points'}` }))}
        onChange={(e) => onChange({ points: Number(e.target.value) })}
      />
    </div>
  );
}
