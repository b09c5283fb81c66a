import type { PlayerRoundView, PlayerView } from '@golf/contracts';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { manualHandicapText, parseManualHandicap } from './manual-handicap.ts';

type ManageHandicapRowProps = {
  player: PlayerView;
  playerRound: PlayerRoundView;
  saving: boolean;
  onSave: (courseHandicap: number) => void;
};

/** One player's course handicap for the current round; empty or non-numeric saves as 0. */
export function ManageHandicapRow({ player, playerRound, saving, onSave }: ManageHandicapRowProps) {
  const saved = playerRound.courseHandicap;
  const [text, setText] = useState(saved !== null && saved >= 0 ? String(saved) : '');
  const [error, setError] = useState<string>();
  const save = () => {
    const parsed = parseManualHandicap(text, { emptyAsZero: true });
    if ('error' in parsed) return setError(parsed.error);
    onSave(parsed.value);
  };
  return (
    <li className="handicap-row">
      <div className="handicap-row__head">
        <span className="handicap-row__name">{player.name}</span>
        {playerRound.handicapManuallyAdjusted ? <Badge variant="accent">Manually Adjusted</Badge> : null}
      </div>
      <p className="muted">Handicap Index {player.handicap.toFixed(1)}</p>
      <div className="inline-editor">
        <label className="visually-hidden" htmlFor={`ch-${player.id}`}>
          Course handicap for {player.name}
        </label>
        <input
          id={`ch-${player.id}`}
          className="input inline-editor__input"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          aria-invalid={error ? true : undefined}
          value={text}
          onChange={(event) => {
            setError(undefined);
            setText(manualHandicapText(event.target.value));
          }}
        />
        <Button size="sm" loading={saving} onClick={save}>
          Save
        </Button>
        {error ? <p className="field__error inline-editor__error">{error}</p> : null}
      </div>
    </li>
  );
}
