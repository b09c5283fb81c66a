import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MoreVerticalIcon } from '../../../components/icons/more-vertical-icon.tsx';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { UserPlusIcon } from '../../../components/icons/user-plus-icon.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DropdownMenu, DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { useDeleteGame } from '../api/delete-game.ts';
import { ShareDialog } from '../sharing/share-dialog.tsx';

/** A game card's menu for its admins: Share Game, Edit Game, and Delete Game behind a confirmation. */
export function GameActionsMenu({ game }: { game: { id: string; name: string } }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const remove = useDeleteGame({ onSuccess: () => setConfirming(false) });
  return (
    <>
      <DropdownMenu label={`Actions for ${game.name}`} trigger={<MoreVerticalIcon />} triggerClassName="menu__trigger menu__trigger--icon">
        <DropdownMenuItem icon={<UserPlusIcon size={18} />} onSelect={() => setSharing(true)}>
          Share Game
        </DropdownMenuItem>
        <DropdownMenuItem icon={<PencilIcon size={18} />} onSelect={() => navigate(`/game/${game.id}/edit`)}>
          Edit Game
        </DropdownMenuItem>
        <DropdownMenuItem icon={<TrashIcon size={18} />} tone="danger" onSelect={() => setConfirming(true)}>
          Delete Game
        </DropdownMenuItem>
      </DropdownMenu>
      <ShareDialog gameId={game.id} gameName={game.name} open={sharing} onOpenChange={setSharing} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Game"
        description={`Are you sure you want to delete "${game.name}"? Its players, rounds and scores will be removed. This cannot be undone.`}
        confirmLabel="Delete Game"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(game.id)}
      />
    </>
  );
}
