import type { GameAccessLevel, GameShareView, PlayerView } from '@golf/contracts';
import { useState } from 'react';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRevokeShare, useUpdateShare } from '../api/change-share.ts';
import { CheckboxField } from '../shared/checkbox-field.tsx';
import { levelLabels, viaLabels } from './share-labels.ts';

const levels: GameAccessLevel[] = ['admin', 'player', 'viewer'];

/**
 * One share on the Manage tab: who holds it and how, its level, the players a player's access
 * scores for (tick several to make them a group's scorer), and a remove button.
 */
export function ShareRow({ gameId, share, players }: { gameId: string; share: GameShareView; players: readonly PlayerView[] }) {
  const update = useUpdateShare(gameId);
  const [removing, setRemoving] = useState(false);
  const revoke = useRevokeShare(gameId, { onSuccess: () => setRemoving(false) });
  const holder = share.name ?? share.email ?? 'Someone';
  const scored = new Set(share.players.map((player) => player.id));
  const setPlayers = (playerId: string, on: boolean) => {
    const next = players.filter((player) => (player.id === playerId ? on : scored.has(player.id))).map((player) => player.id);
    update.mutate({ shareId: share.id, body: { playerIds: next } });
  };
  return (
    <li className="share-row">
      <div className="share-row__who">
        <span className="share-row__name">{holder}</span>
        <span className="share-row__how">
          {viaLabels[share.via]}
          {share.name && share.email ? ` · ${share.email}` : ''}
          {share.userId === null ? ' · no account yet' : ''}
        </span>
      </div>
      <SelectField
        label={`Access of ${holder}`}
        hideLabel
        value={share.accessLevel}
        disabled={update.isPending}
        onChange={(event) => update.mutate({ shareId: share.id, body: { accessLevel: event.target.value as GameAccessLevel } })}
        options={levels.map((level) => ({ value: level, label: levelLabels[level] }))}
      />
      {share.accessLevel === 'player' ? (
        <fieldset className="share-row__players">
          <legend className="field__label">Enters the scores of</legend>
          {players.map((player) => (
            <CheckboxField
              key={player.id}
              label={player.name}
              checked={scored.has(player.id)}
              disabled={update.isPending}
              onChange={(on) => setPlayers(player.id, on)}
            />
          ))}
        </fieldset>
      ) : null}
      <Button variant="ghost" size="sm" className="share-row__remove" onClick={() => setRemoving(true)}>
        <TrashIcon size={16} />
        Remove access
      </Button>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove access"
        description={`${holder} will no longer be able to open this game.`}
        confirmLabel="Remove access"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(share.id)}
      />
    </li>
  );
}
