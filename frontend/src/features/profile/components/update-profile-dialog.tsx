import { UpdateProfileBody, type UserView } from '@golf/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type UpdateProfileDialogProps = { user: UserView; open: boolean; onOpenChange: (open: boolean) => void };

export function UpdateProfileDialog({ user, open, onOpenChange }: UpdateProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Update Profile" description="Change your name and handicap index.">
      <UpdateProfileForm user={user} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function UpdateProfileForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const { values, setErrors, field } = useFormFields({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    handicap: user.handicap === null ? '' : String(user.handicap),
  });
  const update = useUpdateProfile({ onSuccess: onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty handicap is sent as null: the index becomes unset.
    sendParsed(UpdateProfileBody, values, setErrors, (body, refused) => update.mutate(body, { onError: refused }));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField
        label="Handicap index (optional)"
        type="number"
        inputMode="decimal"
        step={0.1}
        min={-10}
        max={54}
        hint="Leave empty if you don't have one."
        {...field('handicap')}
      />
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save Changes
        </Button>
      </div>
    </form>
  );
}
