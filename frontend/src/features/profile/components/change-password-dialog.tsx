import { authMessages, ChangePasswordBody } from '@golf/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { sendParsed } from '../../../lib/send-parsed.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useChangePassword } from '../api/change-password.ts';

type ChangePasswordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change Password"
      description="You stay signed in on this device; every other device is signed out."
    >
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { values, setErrors, field } = useFormFields({ currentPassword: '', newPassword: '' });
  const change = useChangePassword({ onSuccess: onDone });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendParsed(ChangePasswordBody, values, setErrors, (body) =>
      change.mutate(body, {
        onError: (error) => {
          const { message, fieldErrors } = parseApiError(error);
          // A wrong current password belongs under its field as well as in the toast.
          setErrors(message === authMessages.currentPasswordWrong ? { currentPassword: message } : fieldErrors);
        },
      }),
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Current Password" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="Password must be at least 8 characters long"
        {...field('newPassword')}
      />
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          Update Password
        </Button>
      </div>
    </form>
  );
}
