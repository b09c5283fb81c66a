import { Dialog } from '../../../components/ui/dialog.tsx';
import { TeeSetForm, type TeeSetFormProps } from './tee-set-form.tsx';

type TeeSetDialogProps = Omit<TeeSetFormProps, 'onDone'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  courseName: string;
};

/** Adds or edits a tee set: its name, colour, rating, slope, yardage and every hole. */
export function TeeSetDialog({ open, onOpenChange, courseName, ...form }: TeeSetDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={form.teeSet ? 'Edit Tee Set' : 'Add Tee Set'}
      description={`${courseName} · ${form.holes} holes`}
    >
      <TeeSetForm {...form} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
