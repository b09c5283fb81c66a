import { UpdateGameBody, type GameView, type ScoringType } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useRevealFirstError } from '../../../lib/use-reveal-first-error.ts';
import { useUpdateGame } from '../api/update-game.ts';
import { FormSection } from '../shared/form-section.tsx';
import { SCORING_TYPE_LABELS } from '../shared/game-labels.ts';

/** Scoring types this form offers: net or gross (a quota game keeps quota on the list, so saving never drops it silently). */
function scoringOptions(current: ScoringType) {
  const types: ScoringType[] = current === 'quota' ? ['net', 'gross', 'quota'] : ['net', 'gross'];
  return types.map((type) => ({ value: type, label: SCORING_TYPE_LABELS[type] }));
}

/** Name and scoring type; the rounds count sent is the game's current one. */
export function EditGameForm({ game }: { game: GameView }) {
  const [name, setName] = useState(game.name);
  const [scoringType, setScoringType] = useState<ScoringType>(game.scoringType);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref: formRef, revealErrors } = useRevealFirstError();
  const update = useUpdateGame(game.id, {
    onSuccess: () => toast({ title: 'Game Updated', description: 'Your changes are saved.' }),
    onError: (error) => {
      setErrors(parseApiError(error).fieldErrors);
      revealErrors();
      toast({ title: 'Failed to update game. Please try again.', variant: 'destructive' });
    },
  });

  const refuse = (problems: Record<string, string>) => {
    setErrors(problems);
    revealErrors();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's refusal is shown by the mutation's own onError, with its toast.
    sendParsed(UpdateGameBody, { name, scoringType, numberOfRounds: game.numberOfRounds }, refuse, (body) => update.mutate(body));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <FormSection title="Game Settings">
        <TextField
          label="Game Name"
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors({});
          }}
        />
        <SelectField
          label="Scoring Type"
          options={scoringOptions(game.scoringType)}
          value={scoringType}
          error={errors.scoringType}
          onChange={(event) => setScoringType(event.target.value as ScoringType)}
        />
        {game.status === 'in_progress' ? (
          <p className="banner banner--note">This game is in progress. Changes apply to the scores from now on.</p>
        ) : null}
        <Button type="submit" block loading={update.isPending}>
          Save Changes
        </Button>
        <Link to={`/game/${game.id}/handicaps`} className={buttonClass('outline', 'md', 'btn--block')}>
          Manage Handicaps
        </Link>
      </FormSection>
    </form>
  );
}
