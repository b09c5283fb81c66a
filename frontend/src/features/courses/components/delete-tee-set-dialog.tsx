import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteTeeSet } from '../api/delete-tee-set.ts';

type DeleteTeeSetDialogProps = { teeSet: { id: string; name: string } | null; onClose: () => void };

export function DeleteTeeSetDialog({ teeSet, onClose }: DeleteTeeSetDialogProps) {
  const deletion = useDeleteTeeSet({ onSettled: onClose });
  return (
    <ConfirmDialog
      open={teeSet !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
      title="Delete Tee Set"
      description="Are you sure you want to delete the tee set? This will remove all hole data for this tee set."
      confirmLabel="Delete"
      pending={deletion.isPending}
      onConfirm={() => {
        if (teeSet) deletion.mutate(teeSet.id);
      }}
    />
  );
}
