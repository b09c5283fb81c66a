import { authMessages, UpdateProfileBody, type UserView } from '@golf/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

type UpdateProfileDialogProps = { user: UserView; open: boolean; onOpenChange: (open: boolean) => void };

export function UpdateProfileDialog({ user, open, onOpenChange }: UpdateProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Update Profile" description="Change your name, email and handicap index.">
      <UpdateProfileForm user={user} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

/**
 * A new email needs the current password, and changes only once the link mailed to it is opened
 * (docs/decisions/0730-an-address-takes-its-pending-shares-only-once-proved.md): the form asks for
 * the password as soon as the address differs, and says where the link went.
 */
function UpdateProfileForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const { values, setErrors, field } = useFormFields({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    handicap: user.handicap === null ? '' : String(user.handicap),
    email: user.pendingEmail ?? user.email,
    currentPassword: '',
  });
  const emailChanges = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const update = useUpdateProfile({
    onSuccess: ({ user: updated }) => {
      if (emailChanges && updated.pendingEmail)
        toast({ title: 'Confirm your new email', description: authMessages.emailConfirmationSent(updated.pendingEmail) });
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { email, currentPassword, ...rest } = values;
    // An empty handicap is sent as null: the index becomes unset. The email goes only when it changes.
    const input = emailChanges ? { ...rest, email, currentPassword } : rest;
    sendParsed(UpdateProfileBody, input, setErrors, (body, refused) => update.mutate(body, { onError: refused }));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint={emailChanges ? 'We will send a link to this address: it becomes your email once you open it.' : undefined}
        {...field('email')}
      />
      {emailChanges ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email."
          {...field('currentPassword')}
        />
      ) : null}
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
