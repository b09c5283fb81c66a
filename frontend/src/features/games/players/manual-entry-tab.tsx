import { TextField } from '../../../components/ui/text-field.tsx';
import type { PlayerSlot } from './player-slots.ts';

type ManualEntryTabProps = {
  slot: PlayerSlot;
  onName: (name: string) => void;
  onHandicap: (handicap: string) => void;
};

/** A player typed in by hand: name and handicap index. */
export function ManualEntryTab({ slot, onName, onHandicap }: ManualEntryTabProps) {
  const locked = slot.playerId !== null;
  return (
    <div className="stack">
      <TextField
        label="Player Name"
        autoComplete="off"
        maxLength={100}
        value={slot.name}
        readOnly={locked}
        hint={locked ? 'Already in the game.' : undefined}
        onChange={(event) => onName(event.target.value)}
      />
      <TextField
        label="Handicap Index"
        type="number"
        inputMode="decimal"
        step={0.1}
        min={-10}
        max={54}
        placeholder="0.0"
        value={slot.handicap}
        readOnly={locked}
        hint="Negative values are allowed for scratch or plus golfers."
        onChange={(event) => onHandicap(event.target.value)}
      />
    </div>
  );
}
