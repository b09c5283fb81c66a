import type { BetType } from '@golf/contracts';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { BET_TYPE_LABELS } from '../shared/game-labels.ts';
import { NASSAU_BET_TYPES, type PayoutDraft } from './game-setup-values.ts';

type PayoutsEditorProps = {
  payouts: PayoutDraft[];
  playerCount: number;
  isNassau: boolean;
  errors: Record<string, string>;
  onChange: (key: string, change: Partial<PayoutDraft>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
};

/** Prizes by finishing position (1 … player count), per Nassau bet when Nassau is on. */
export function PayoutsEditor({ payouts, playerCount, isNassau, errors, onChange, onAdd, onRemove }: PayoutsEditorProps) {
  const positions = Array.from({ length: playerCount }, (_, i) => ({ value: String(i + 1), label: `Position ${i + 1}` }));
  const betTypes = NASSAU_BET_TYPES.map((betType) => ({ value: betType, label: BET_TYPE_LABELS[betType] }));
  return (
    <div className="stack">
      {payouts.length === 0 ? <p className="muted">No payouts. Add one to play for prizes.</p> : null}
      <ul className="stack">
        {payouts.map((payout, index) => (
          <li key={payout.key} className="payout-row">
            <SelectField
              label="Position"
              options={positions}
              value={payout.position}
              error={errors[`payouts.${index}.position`]}
              onChange={(event) => onChange(payout.key, { position: event.target.value })}
            />
            <TextField
              label="Amount ($)"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              value={payout.amount}
              error={errors[`payouts.${index}.amount`]}
              onChange={(event) => onChange(payout.key, { amount: event.target.value })}
            />
            {isNassau ? (
              <SelectField
                label="Bet"
                className="payout-row__bet"
                options={betTypes}
                value={payout.betType}
                onChange={(event) => onChange(payout.key, { betType: event.target.value as BetType })}
              />
            ) : null}
            <Button
              variant="ghost"
              size="icon"
              className="payout-row__remove"
              aria-label={`Remove payout ${index + 1}`}
              onClick={() => onRemove(payout.key)}
            >
              <TrashIcon size={18} />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={onAdd}>
        <PlusIcon size={18} />
        Add Payout
      </Button>
    </div>
  );
}
