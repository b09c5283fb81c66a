import { useId, type SelectHTMLAttributes } from 'react';

/** A choice; a disabled one is shown but cannot be picked (e.g. a player someone else has taken). */
export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** Shown under the field and announced; marks the select invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Visually hides the label (it is still read out), for dense grids. */
  hideLabel?: boolean;
};

/**
 * A labelled native <select>: on phones it opens the system picker, which is easier to use
 * than any custom list.
 */
export function SelectField({ label, options, error, hint, hideLabel = false, id, className, ...props }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const noteId = `${selectId}-note`;
  const note = error ?? hint;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {note ? (
        <p id={noteId} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
