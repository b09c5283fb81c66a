import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

type RoundConfirmedDialogProps = {
  open: boolean;
  roundNumber: number;
  courseName: string;
  starting: boolean;
  onStart: () => void;
  onReview: () => void;
};

/** After 'Confirm Round': start playing, or go back over the setup. */
export function RoundConfirmedDialog({ open, roundNumber, courseName, starting, onStart, onReview }: RoundConfirmedDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onReview()}
      title="Round Setup Confirmed!"
      description={`Tees and course handicaps for round ${roundNumber} at ${courseName} are set.`}
    >
      <div className="form__actions">
        <Button size="lg" block loading={starting} onClick={onStart}>
          Start Round {roundNumber}
        </Button>
        <Button variant="outline" block disabled={starting} onClick={onReview}>
          Review Setup
        </Button>
      </div>
    </Dialog>
  );
}
