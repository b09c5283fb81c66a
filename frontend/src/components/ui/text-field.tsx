import { useId, type InputHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field and announced; marks the input invalid. */
  error?: string | undefined;
  /** Help text under the field (hidden while an error shows). */
  hint?: string | undefined;
  /** Typed into in the page the server drew, before the app's code runs (a form that posts to the server; decision 0740). */
  worksBeforeApp?: boolean;
};

/** A labelled input with its hint or error message below it. */
export function TextField({ label, error, hint, id, className, worksBeforeApp = false, readOnly, ...props }: TextFieldProps) {
  const generated = useId();
  const hydrated = useHydrated();
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
        readOnly={readOnly || (!hydrated && !worksBeforeApp) || undefined}
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
