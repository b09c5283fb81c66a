import { CreateTripBody, type TripView } from '@golf/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useCreateTrip } from '../api/create-trip.ts';

const EMPTY = { name: '', location: '', description: '', startDate: '', endDate: '' };

/** 'New Trip': Trip Name, Location, Description, Start Date, End Date; Cancel / Create Trip. */
export function NewTripDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (trip: TripView) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New Trip" description="Only the name is needed; the rest can wait.">
      <NewTripForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />
    </Dialog>
  );
}

function NewTripForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (trip: TripView) => void }) {
  const { values, refuse, formRef, field } = useFormFields(EMPTY);
  const creation = useCreateTrip({ onSuccess: onCreated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendParsed(CreateTripBody, values, refuse, (body, refused) => creation.mutate(body, { onError: refused }));
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField label="Trip Name" placeholder="e.g. Scotland 2026" maxLength={100} autoFocus {...field('name')} />
      <TextField label="Location" placeholder="e.g. St Andrews" maxLength={100} {...field('location')} />
      <TextField label="Description" placeholder="What the trip is about" maxLength={1000} {...field('description')} />
      <div className="trip-dates">
        <TextField label="Start Date" type="date" {...field('startDate')} />
        <TextField label="End Date" type="date" min={values.startDate || undefined} {...field('endDate')} />
      </div>
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={creation.isPending}>
          Create Trip
        </Button>
      </div>
    </form>
  );
}
