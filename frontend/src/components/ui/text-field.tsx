import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field and announced; marks the input invalid. */
  error?: string | undefined;
  /** Help text under the field (hidden while an error shows). */
  hint?: string | undefined;
};

/** A labelled input with its hint or error message below it. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...props}
      />
      {note ? (
        <p id={noteId} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
