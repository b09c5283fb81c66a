import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type ScoresConfirmedDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  roundNumber: number;
  isLastRound: boolean;
  busy: boolean;
  onContinue: () => void;
};

/** After 'Confirm All Scores': start the next round, or see the final results after the last. */
export function ScoresConfirmedDialog({ open, onOpenChange, roundNumber, isLastRound, busy, onContinue }: ScoresConfirmedDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Scores Confirmed!"
      description={isLastRound ? `Every round is played. Round ${roundNumber} was the last.` : `Round ${roundNumber} is in the books.`}
    >
      <div className="form__actions">
        <Button size="lg" block loading={busy} onClick={onContinue}>
          {isLastRound ? 'View Final Results' : `Start Round ${roundNumber + 1}`}
        </Button>
      </div>
    </Dialog>
  );
}
