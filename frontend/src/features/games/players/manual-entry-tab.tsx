import { gameMessages } from '@golf/contracts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { PlayerSlot } from './player-slots.ts';

type ManualEntryTabProps = {
  slot: PlayerSlot;
  onName: (name: string) => void;
  onHandicap: (handicap: string) => void;
};

/** Names longer than the API takes are refused aloud beside what was typed, never cut without a word. */
const PLAYER_NAME_MAX = 100;

/** A player typed in by hand: name and handicap index. */
export function ManualEntryTab({ slot, onName, onHandicap }: ManualEntryTabProps) {
  const locked = slot.playerId !== null;
  return (
    <div className="stack">
      <TextField
        label="Player Name"
        autoComplete="off"
        value={slot.name}
        readOnly={locked}
        error={slot.name.trim().length > PLAYER_NAME_MAX ? gameMessages.playerNameTooLong : undefined}
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
