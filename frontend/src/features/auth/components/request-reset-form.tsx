import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { checkWithAuthSchema, useAuthSchemas } from '../../../lib/load-auth-schemas.ts';

type RequestResetFormProps = { initialEmail: string; onDone: () => void };

/** The inline Reset Password form of the sign-in card; it closes after a request or on Cancel. */
export function RequestResetForm({ initialEmail, onDone }: RequestResetFormProps) {
  const { values, setErrors, field } = useFormFields({ email: initialEmail });
  const request = useRequestPasswordReset({ onSuccess: onDone });
  useAuthSchemas();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema is usually there already (useAuthSchemas): then this waits a microtask.
    void checkWithAuthSchema((schemas) => schemas.RequestPasswordResetBody, values).then((parsed) => {
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      request.mutate(parsed.data, { onError: (error) => setErrors(parseApiError(error).fieldErrors) });
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" autoFocus {...field('email')} />
      <div className="form__actions">
        <Button type="submit" block loading={request.isPending}>
          Send Reset Email
        </Button>
        <Button variant="outline" block onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
