import { TextField } from '../../../components/ui/text-field.tsx';

type MoneyFieldProps = {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  hint?: string;
};

/** A dollar amount as typed (0 or more, cents at most). */
export function MoneyField({ label, value, error, onChange, hint }: MoneyFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
