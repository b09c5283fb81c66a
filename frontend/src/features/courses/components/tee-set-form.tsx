import { TeeSetBody, type TeeColor, type TeeSetView } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useRevealFirstError } from '../../../lib/use-reveal-first-error.ts';
import { useCreateTeeSet } from '../api/create-tee-set.ts';
import { useUpdateTeeSet } from '../api/update-tee-set.ts';
import { TEE_COLOR_OPTIONS } from '../tee-colors.ts';
import { newTeeSetDraft, repeatedStrokeIndexes, teeSetDraftOf, type HoleDraft, type TeeSetDraft } from '../tee-set-draft.ts';
import { HoleRows } from './hole-rows.tsx';
import { TeeDot } from './tee-dot.tsx';

export type TeeSetFormProps = {
  courseId: string;
  holes: 9 | 18;
  /** The tee set to edit; null adds a new one. */
  teeSet: TeeSetView | null;
  onDone: () => void;
};

type TextKey = 'name' | 'rating' | 'slope' | 'totalYardage';

/** Messages about single holes, as 'Hole 4: …', for the list above the scorecard. */
function holeMessages(errors: Record<string, string>): string[] {
  return Object.entries(errors).flatMap(([path, message]) => {
    const match = /^holes\.(\d+)/.exec(path);
    return match ? [`Hole ${Number(match[1]) + 1}: ${message}`] : [];
  });
}

export function TeeSetForm({ courseId, holes, teeSet, onDone }: TeeSetFormProps) {
  const [draft, setDraft] = useState<TeeSetDraft>(() => (teeSet ? teeSetDraftOf(teeSet, holes) : newTeeSetDraft(holes)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { ref: formRef, revealErrors } = useRevealFirstError();
  const create = useCreateTeeSet({ onSuccess: onDone });
  const update = useUpdateTeeSet({ onSuccess: onDone });
  const repeated = repeatedStrokeIndexes(draft.holes);

  const text = (name: TextKey) => ({
    name,
    value: draft[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  const changeHole = (holeNumber: number, change: Partial<Omit<HoleDraft, 'holeNumber'>>) => {
    setDraft((current) => ({
      ...current,
      holes: current.holes.map((hole) => (hole.holeNumber === holeNumber ? { ...hole, ...change } : hole)),
    }));
    setErrors(
      ({
        [`holes.${holeNumber - 1}.par`]: _p,
        [`holes.${holeNumber - 1}.handicap`]: _h,
        [`holes.${holeNumber - 1}.yardage`]: _y,
        ...rest
      }) => rest,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const refuse = (problems: Record<string, string>) => {
      setErrors(problems);
      revealErrors();
    };
    // The server's refusal also says, above the holes, that the tee set was not saved.
    const onError = (error: unknown) => {
      const details = parseApiError(error);
      refuse(details.fieldErrors);
      setProblem(details.message ?? 'The tee set was not saved. Please try again.');
    };
    sendParsed(TeeSetBody, draft, refuse, (body) => {
      if (teeSet) update.mutate({ teeSetId: teeSet.id, body }, { onError });
      else create.mutate({ courseId, body }, { onError });
    });
  };

  const perHole = holeMessages(errors);
  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      {problem || perHole.length > 0 ? (
        <div className="form__error" role="alert">
          {problem ? <p>{problem}</p> : null}
          {perHole.length > 0 ? (
            <ul className="form__error-list">
              {perHole.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <TextField label="Tee set name" placeholder="e.g. Championship" maxLength={100} {...text('name')} />
      <div className="tee-color-field">
        <SelectField
          label="Colour"
          options={TEE_COLOR_OPTIONS}
          value={draft.color}
          error={errors.color}
          onChange={(event) => setDraft((current) => ({ ...current, color: event.target.value as TeeColor }))}
        />
        <TeeDot color={draft.color} />
      </div>
      <div className="form__row">
        <TextField label="Course rating" type="number" inputMode="decimal" step={0.1} min={30} max={85} {...text('rating')} />
        <TextField label="Slope" type="number" inputMode="numeric" step={1} min={55} max={155} {...text('slope')} />
      </div>
      <TextField label="Total yardage (optional)" type="number" inputMode="numeric" step={1} min={0} {...text('totalYardage')} />
      <HoleRows holes={draft.holes} onChange={changeHole} errors={errors} repeated={repeated} />
      {repeated.size > 0 ? (
        <p className="field__error">
          Stroke index {[...repeated].join(', ')} is used on more than one hole; each of 1 to {holes} must be used once.
        </p>
      ) : null}
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending}>
          {teeSet ? 'Save Changes' : 'Add Tee Set'}
        </Button>
      </div>
    </form>
  );
}
