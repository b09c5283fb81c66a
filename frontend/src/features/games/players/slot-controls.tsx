import { useState, type ReactNode } from 'react';
import { ChevronLeftIcon } from '../../../components/icons/chevron-left-icon.tsx';
import { ChevronRightIcon } from '../../../components/icons/chevron-right-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { canAddSlot, canRemoveSlot, emptySlot, type PlayerSlot } from './player-slots.ts';

type SlotControlsProps = {
  slots: PlayerSlot[];
  index: number;
  targetPlayerCount: number;
  onIndex: (index: number) => void;
  onSlots: (slots: PlayerSlot[]) => void;
  onNext: () => void;
  newKey: () => string;
  /** Takes a player already in the game out of it; resolves once done (rejects on failure). */
  onRemovePlayer: (playerId: string) => Promise<unknown>;
  removing: boolean;
  children: ReactNode;
};

/** 'Player x of y', the current player's editor, and moving between, adding and removing places. */
export function SlotControls(props: SlotControlsProps) {
  const { slots, index, targetPlayerCount, onIndex, onSlots, onNext, newKey, onRemovePlayer, removing: removingPlayer, children } = props;
  const [removing, setRemoving] = useState(false);
  const slot = slots[index];
  const removable = canRemoveSlot(slots);

  const addSlot = () => {
    onSlots([...slots, emptySlot(newKey())]);
    onIndex(slots.length);
  };
  const removeSlot = async () => {
    if (slot?.playerId) {
      try {
        await onRemovePlayer(slot.playerId);
      } catch {
        return setRemoving(false);
      }
    }
    onSlots(slots.filter((_, i) => i !== index));
    onIndex(Math.max(0, Math.min(index, slots.length - 2)));
    setRemoving(false);
  };

  return (
    <div className="stack">
      <Card className="panel">
        <div className="wizard-progress">
          <p className="wizard-progress__label">
            Player {index + 1} of {slots.length}
          </p>
          <Progress value={((index + 1) / slots.length) * 100} label="Players" />
        </div>
        {children}
      </Card>
      <div className="button-row">
        <Button variant="outline" disabled={index === 0} onClick={() => onIndex(index - 1)}>
          <ChevronLeftIcon size={18} />
          Previous
        </Button>
        <Button disabled={!slot?.name.trim()} onClick={onNext}>
          Next
          <ChevronRightIcon size={18} />
        </Button>
      </div>
      <div className="button-row">
        <Button variant="secondary" size="sm" disabled={!canAddSlot(slots, targetPlayerCount)} onClick={addSlot}>
          <PlusIcon size={18} />
          Add Player
        </Button>
        <Button variant="ghost" size="sm" className="btn--danger-text" disabled={!removable} onClick={() => setRemoving(true)}>
          <TrashIcon size={18} />
          Remove Player
        </Button>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove Player"
        description={`Remove player ${index + 1}${slot?.name.trim() ? ` (${slot.name.trim()})` : ''} from this game?`}
        confirmLabel="Remove Player"
        pending={removingPlayer}
        onConfirm={() => void removeSlot()}
      />
    </div>
  );
}
