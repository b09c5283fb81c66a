import { useId } from 'react';

type SwitchProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Why it is disabled, or what it does; read with the switch. */
  description?: string;
};

/** An on/off toggle: a checkbox with the switch role, its label beside it. */
export function Switch({ label, checked, onCheckedChange, disabled, description }: SwitchProps) {
  const id = useId();
  return (
    <span className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={checked}
        disabled={disabled}
        title={description}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id} className="switch__label">
        {label}
      </label>
      {description ? (
        <span id={`${id}-description`} className="visually-hidden">
          {description}
        </span>
      ) : null}
    </span>
  );
}
