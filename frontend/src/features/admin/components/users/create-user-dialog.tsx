import { AdminCreateUserBody, type AdminCreateUserResponse } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Switch } from '../../../../components/ui/switch.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { sendParsed } from '../../../../lib/send-parsed.ts';
import { useFormFields } from '../../../../lib/use-form-fields.ts';
import { useCreateUser } from '../../api/create-user.ts';
import { TemporaryPassword } from './temporary-password.tsx';

type CreateUserDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Create User: the account's details, then its temporary password, shown once. */
export function CreateUserDialog({ open, onOpenChange }: CreateUserDialogProps) {
  const [created, setCreated] = useState<AdminCreateUserResponse | null>(null);
  const close = () => {
    setCreated(null);
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={created ? 'User Created' : 'Create User'}
      description={created ? undefined : 'They sign in with a temporary password and then choose their own.'}
    >
      {created ? (
        <TemporaryPassword user={created.user} password={created.tempPassword} onDone={close} />
      ) : (
        <CreateUserForm onCreated={setCreated} onCancel={close} />
      )}
    </Dialog>
  );
}

function CreateUserForm({ onCreated, onCancel }: { onCreated: (answer: AdminCreateUserResponse) => void; onCancel: () => void }) {
  const { values, refuse, formRef, field } = useFormFields({ username: '', email: '', firstName: '', lastName: '', handicap: '' });
  const [isAdmin, setIsAdmin] = useState(false);
  const create = useCreateUser();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendParsed(AdminCreateUserBody, { ...values, isAdmin }, refuse, (body, refused) =>
      create.mutate(body, { onSuccess: onCreated, onError: refused }),
    );
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField label="Username" autoComplete="off" {...field('username')} />
      <TextField label="Email" type="email" autoComplete="off" inputMode="email" {...field('email')} />
      <div className="form__row">
        <TextField label="First name" autoComplete="off" {...field('firstName')} />
        <TextField label="Last name" autoComplete="off" {...field('lastName')} />
      </div>
      <TextField label="Handicap index" type="number" inputMode="decimal" step={0.1} min={-10} max={54} {...field('handicap')} />
      <Switch label="Admin" checked={isAdmin} onCheckedChange={setIsAdmin} />
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create User
        </Button>
      </div>
    </form>
  );
}
