import { lazy, Suspense, useState } from 'react';
import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The dialog's code (some 12 KB, its panels and their reads) loads on the first tap: the
 * leaderboard's first paint, on a return visit too, does not wait for a dialog few open.
 */
const ShareDialog = lazy(() => import('./share-dialog.tsx').then((m) => ({ default: m.ShareDialog })));

/**
 * 'Share Game': opens the share dialog (an admin's button). Full width on the edit screen;
 * `compact` beside the leaderboard's back link, where the group gathers round one phone.
 */
export function ShareGameButton({ gameId, gameName, compact = false }: { gameId: string; gameName: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [tapped, setTapped] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size={compact ? 'sm' : 'md'}
        block={!compact}
        onClick={() => {
          setTapped(true);
          setOpen(true);
        }}
      >
        <UserPlusIcon size={18} />
        Share Game
      </Button>
      {tapped && (
        <Suspense fallback={null}>
          <ShareDialog gameId={gameId} gameName={gameName} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
