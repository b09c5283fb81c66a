import type { PlayerView } from '@golf/contracts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { playerChoices } from '../model/player-choices.ts';

/** With a player code, the joiner picks whose scores they enter: a player nobody else has taken (those are shown, disabled). */
export function JoinPlayerChoice({
  players,
  claimed,
  value,
  onChange,
}: {
  players: readonly PlayerView[];
  claimed: readonly string[];
  value: string;
  onChange: (playerId: string) => void;
}) {
  if (players.every((player) => claimed.includes(player.id)))
    return (
      <p className="field__hint">
        Every player already has someone scoring for them: you will follow the game until an admin gives you a player.
      </p>
    );
  return (
    <SelectField
      label="You are"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: 'Choose your player' }, ...playerChoices(players, claimed)]}
      hint="You will enter this player’s scores."
    />
  );
}
