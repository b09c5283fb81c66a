import type { GameAccessLevel, PlayerView } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { useShareWithUser } from '../api/share-with-user.ts';
import { checkEmailShare, emptyEmailShare } from './email-share-draft.ts';
import { levelLabels } from './share-labels.ts';

const levels: GameAccessLevel[] = ['admin', 'player', 'viewer'];

/** The Email tab: share with an address (an invitation e-mail goes out); it works before they have an account. */
export function EmailSharePanel({ gameId, players }: { gameId: string; players: readonly PlayerView[] }) {
  const [draft, setDraft] = useState(emptyEmailShare);
  const [error, setError] = useState<string | undefined>();
  const share = useShareWithUser(gameId, {
    onSuccess: ({ share: made, created }) => {
      toast({
        title: created ? 'Game shared' : 'Access updated',
        description: `${made.email ?? 'They'} will get an e-mail with the link to the game.`,
      });
      setDraft(emptyEmailShare);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmailShare(draft);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    share.mutate(checked.body);
  };
  return (
    <form className="share-panel" onSubmit={submit} noValidate>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={draft.email}
        error={error}
        onChange={(event) => setDraft({ ...draft, email: event.target.value })}
      />
      <SelectField
        label="Access level"
        value={draft.accessLevel}
        onChange={(event) => setDraft({ ...draft, accessLevel: event.target.value as GameAccessLevel })}
        options={levels.map((level) => ({ value: level, label: levelLabels[level] }))}
      />
      {draft.accessLevel === 'player' ? (
        <SelectField
          label="Player"
          value={draft.playerName}
          onChange={(event) => setDraft({ ...draft, playerName: event.target.value })}
          options={[{ value: '', label: 'Their own player' }, ...players.map((player) => ({ value: player.name, label: player.name }))]}
          hint="Leave empty to allow editing their own scores"
        />
      ) : null}
      <Button type="submit" loading={share.isPending} block>
        Share
      </Button>
    </form>
  );
}
