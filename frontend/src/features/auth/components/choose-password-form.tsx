import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useChoosePassword } from '../api/choose-password.ts';
import { checkWithAuthSchema, useAuthSchemas } from '../../../lib/load-auth-schemas.ts';

type ChoosePasswordFormProps = {
  /** What the sign-in form held: the account and its temporary password. */
  email: string;
  temporaryPassword: string;
  onCancel: () => void;
};

/** After a sign-in with a temporary password: the user's own password, then they are signed in. */
export function ChoosePasswordForm({ email, temporaryPassword, onCancel }: ChoosePasswordFormProps) {
  const { values, setErrors, field } = useFormFields({ newPassword: '' });
  const choose = useChoosePassword();
  useAuthSchemas();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema is usually there already (useAuthSchemas): then this waits a microtask.
    void checkWithAuthSchema((schemas) => schemas.ChoosePasswordBody, { email, temporaryPassword, newPassword: values.newPassword }).then(
      (parsed) => {
        if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
        choose.mutate(parsed.data, { onError: (error) => setErrors(parseApiError(error).fieldErrors) });
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="field__hint">
        Signing in as <strong className="break-all">{email}</strong>
      </p>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="Password must be at least 8 characters long"
        {...field('newPassword')}
      />
      <Button type="submit" block loading={choose.isPending}>
        Set Password
      </Button>
      <Button variant="link" className="form__aside" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
