import { CourseFormBody } from '@golf/contracts';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';

export type CourseFormValues = { name: string; location: string; holes: string; imageUrl: string };

export const EMPTY_COURSE_FORM: CourseFormValues = { name: '', location: '', holes: '18', imageUrl: '' };

const HOLE_OPTIONS = [
  { value: '18', label: '18 holes' },
  { value: '9', label: '9 holes' },
];

type CourseFormProps = {
  initialValues: CourseFormValues;
  submitLabel: string;
  pending: boolean;
  /** Runs with the checked body; reject with the API error to show its field messages. */
  onSubmit: (body: CourseFormBody, handlers: { onError: (error: unknown) => void }) => void;
  /** Extra actions beside the submit button (Cancel). */
  secondaryAction?: ReactNode;
};

/** Name, location, 9 or 18 holes and an optional image address: the add, edit and admin course forms. */
export function CourseForm({ initialValues, submitLabel, pending, onSubmit, secondaryAction }: CourseFormProps) {
  const { values, refuse, formRef, field } = useFormFields(initialValues);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CourseFormBody.safeParse(values);
    if (!parsed.success) return refuse(zodFieldErrors(parsed.error));
    onSubmit(parsed.data, { onError: (error) => refuse(parseApiError(error).fieldErrors) });
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField label="Course name" placeholder="e.g. Pebble Beach Golf Links" maxLength={200} {...field('name')} />
      <TextField label="Location" placeholder="City, State, Country" maxLength={200} {...field('location')} />
      <SelectField label="Holes" options={HOLE_OPTIONS} {...field('holes')} />
      <TextField
        label="Image URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        autoCapitalize="none"
        spellCheck={false}
        hint="A photo of the course, if you have a link to one."
        {...field('imageUrl')}
      />
      <div className="form__actions form__actions--end">
        {secondaryAction}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
