import { useId, type ReactNode } from 'react';

type CheckboxFieldProps = {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A checkbox with its label and a line of explanation, the whole row tappable. */
export function CheckboxField({ label, description, checked, onChange, disabled }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="check-field">
      <input
        id={id}
        type="checkbox"
        className="check-field__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="check-field__label">
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="check-field__description">
          {description}
        </p>
      ) : null}
    </div>
  );
}
