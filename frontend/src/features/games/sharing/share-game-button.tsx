import { useState } from 'react';
import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ShareDialog } from './share-dialog.tsx';

/**
 * 'Share Game': opens the share dialog (an admin's button). Full width on the edit screen;
 * `compact` beside the leaderboard's back link, where the group gathers round one phone.
 */
export function ShareGameButton({ gameId, gameName, compact = false }: { gameId: string; gameName: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={compact ? 'sm' : 'md'} block={!compact} onClick={() => setOpen(true)}>
        <UserPlusIcon size={18} />
        Share Game
      </Button>
      <ShareDialog gameId={gameId} gameName={gameName} open={open} onOpenChange={setOpen} />
    </>
  );
}
