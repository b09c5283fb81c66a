import type { GameAccessLevel } from '@golf/contracts';
import { useState } from 'react';
import { RefreshCwIcon } from '../../../components/icons/refresh-cw-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useRegenerateCodes } from '../api/regenerate-codes.ts';
import { whoKeepsAccess } from '../shared/who-keeps-access.ts';

const texts: Record<GameAccessLevel, { button: string; what: string }> = {
  admin: { button: 'New admin link', what: 'The admin link and code' },
  player: { button: 'New player links', what: 'Every player link and the player code' },
  viewer: { button: 'New viewer link', what: 'The viewer link, TV link and view code' },
};

/**
 * Replaces one level's code alone, for a link that went further than meant (a viewer link posted
 * in a group chat must not cost the players theirs). Nobody who joined with an account loses access.
 */
export function NewLinkButton({ gameId, level }: { gameId: string; level: GameAccessLevel }) {
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCodes(gameId, { onSuccess: () => setConfirming(false) });
  const { button, what } = texts[level];
  return (
    <div className="share-panel__codes">
      <p className="field__hint">Went further than meant? A new link stops this one letting anyone new in.</p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <RefreshCwIcon size={16} />
        {button}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={button}
        description={`${what} shared so far will let nobody new in; the other links stay as they are. ${whoKeepsAccess(level)}`}
        confirmLabel={button}
        pending={regenerate.isPending}
        onConfirm={() => regenerate.mutate(level)}
      />
    </div>
  );
}
