import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { manualHandicapText, parseManualHandicap } from './manual-handicap.ts';

type HandicapEditorProps = {
  playerName: string;
  initial: number | null;
  saving: boolean;
  onSave: (courseHandicap: number) => void;
  onCancel: () => void;
};

/** Inline course handicap edit: digits only, 0 … 54, with Save and Cancel. */
export function HandicapEditor({ playerName, initial, saving, onSave, onCancel }: HandicapEditorProps) {
  const [text, setText] = useState(initial !== null && initial >= 0 ? String(initial) : '');
  const [error, setError] = useState<string>();
  const save = () => {
    const parsed = parseManualHandicap(text);
    if ('error' in parsed) return setError(parsed.error);
    onSave(parsed.value);
  };
  return (
    <div className="inline-editor">
      <input
        className="input inline-editor__input"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={2}
        aria-label={`Course handicap for ${playerName}`}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => {
          setError(undefined);
          setText(manualHandicapText(event.target.value));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
          if (event.key === 'Escape') onCancel();
        }}
      />
      <Button size="sm" loading={saving} onClick={save}>
        Save
      </Button>
      <Button size="sm" variant="ghost" disabled={saving} onClick={onCancel}>
        Cancel
      </Button>
      {error ? <p className="field__error inline-editor__error">{error}</p> : null}
    </div>
  );
}
