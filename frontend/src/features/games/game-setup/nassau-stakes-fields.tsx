import { TextField } from '../../../components/ui/text-field.tsx';
import type { NassauBet } from './game-setup-values.ts';

const BETS: ReadonlyArray<{ bet: NassauBet; label: string }> = [
  { bet: 'front_9', label: 'Front 9' },
  { bet: 'back_9', label: 'Back 9' },
  { bet: 'overall_18', label: 'Overall 18' },
];

type NassauStakesFieldsProps = {
  stakes: Record<NassauBet, string>;
  errors: Record<string, string>;
  onChange: (bet: NassauBet, amount: string) => void;
};

/** What each of the three Nassau bets is played for: its winner takes it, tied leaders split it. */
export function NassauStakesFields({ stakes, errors, onChange }: NassauStakesFieldsProps) {
  return (
    <fieldset className="nassau-stakes">
      <legend className="field__label">Stakes ($)</legend>
      <div className="nassau-stakes__fields">
        {BETS.map(({ bet, label }) => (
          <TextField
            key={bet}
            label={label}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder="0.00"
            value={stakes[bet]}
            error={errors[`nassauStakes.${bet}`]}
            onChange={(event) => onChange(bet, event.target.value)}
          />
        ))}
      </div>
      <p className="field__hint">Each bet’s winner takes its stake; tied leaders split it. Empty: no stake.</p>
    </fieldset>
  );
}
