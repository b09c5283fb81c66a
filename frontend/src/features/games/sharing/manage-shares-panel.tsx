import type { PlayerView } from '@golf/contracts';
import { useState } from 'react';
import { RefreshCwIcon } from '../../../components/icons/refresh-cw-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useShares } from '../api/get-shares.ts';
import { useRegenerateCodes } from '../api/regenerate-codes.ts';
import { whoKeepsAccess } from '../shared/who-keeps-access.ts';
import { ShareRow } from './share-row.tsx';

/** The Manage tab: everyone with access besides you (remove anyone here), and new codes for every link at once. */
export function ManageSharesPanel({ gameId, players }: { gameId: string; players: readonly PlayerView[] }) {
  const shares = useShares(gameId);
  const [regenerating, setRegenerating] = useState(false);
  const regenerate = useRegenerateCodes(gameId, { onSuccess: () => setRegenerating(false) });
  return (
    <div className="share-panel">
      {shares.isPending ? (
        <Spinner size={24} label="Loading who has access" />
      ) : !shares.data ? (
        <p className="field__error">The list could not be loaded. Please try again.</p>
      ) : shares.data.length === 0 ? (
        <p className="share-panel__empty">Nobody else has access yet. Share a link or an e-mail invitation.</p>
      ) : (
        <ul className="share-list" aria-label="People with access">
          {shares.data.map((share) => (
            <ShareRow key={share.id} gameId={gameId} share={share} players={players} />
          ))}
        </ul>
      )}
      <div className="share-panel__codes">
        <p className="field__hint">
          New codes for every link at once: the links and codes handed out so far let nobody new in. {whoKeepsAccess(null)} Remove someone
          above.
        </p>
        <Button variant="outline" onClick={() => setRegenerating(true)}>
          <RefreshCwIcon size={16} />
          Regenerate codes
        </Button>
      </div>
      <ConfirmDialog
        open={regenerating}
        onOpenChange={setRegenerating}
        title="Regenerate codes"
        description={`Every link and code shared so far will let nobody new in. ${whoKeepsAccess(null)} Remove anyone who should not have access from the list.`}
        confirmLabel="Regenerate codes"
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutate(null)}
      />
    </div>
  );
}
