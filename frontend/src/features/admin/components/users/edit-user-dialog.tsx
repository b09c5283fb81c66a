import { AdminUpdateUserBody, type AdminUserView } from '@golf/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { sendParsed } from '../../../../lib/send-parsed.ts';
import { useFormFields } from '../../../../lib/use-form-fields.ts';
import { useUpdateUser } from '../../api/update-user.ts';
import { changedFields } from './changed-fields.ts';

type EditUserDialogProps = { user: AdminUserView | null; onClose: () => void };

/** Edit a user's names, username, e-mail and handicap (0 … 54); only what changed is sent. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Edit User">
      {user ? <EditUserForm user={user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EditUserForm({ user, onDone }: { user: AdminUserView; onDone: () => void }) {
  const initial = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username,
    email: user.email,
    handicap: user.handicap === null ? '' : String(user.handicap),
  };
  const { values, setErrors, field } = useFormFields(initial);
  const update = useUpdateUser({ onSuccess: onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changedFields(initial, values);
    // With no changes the dialog just closes (spec §5).
    if (Object.keys(changes).length === 0) return onDone();
    sendParsed(AdminUpdateUserBody, changes, setErrors, (body, refused) =>
      update.mutate({ id: user.id, changes: body }, { onError: refused }),
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <div className="form__row">
        <TextField label="First name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" {...field('lastName')} />
      </div>
      <TextField label="Username" autoComplete="off" {...field('username')} />
      <TextField label="Email" type="email" autoComplete="off" inputMode="email" {...field('email')} />
      <TextField label="Handicap index" type="number" inputMode="decimal" step={0.1} min={0} max={54} {...field('handicap')} />
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
