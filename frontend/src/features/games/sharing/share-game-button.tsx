import { useState } from 'react';
import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ShareDialog } from './share-dialog.tsx';

/** 'Share Game': opens the share dialog (an admin's button). */
export function ShareGameButton({ gameId, gameName }: { gameId: string; gameName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" block onClick={() => setOpen(true)}>
        <UserPlusIcon size={18} />
        Share Game
      </Button>
      <ShareDialog gameId={gameId} gameName={gameName} open={open} onOpenChange={setOpen} />
    </>
  );
}
