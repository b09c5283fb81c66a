import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CheckCircleIcon } from '../../../components/icons/check-circle-icon.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { checkWithAuthSchema, useAuthSchemas } from '../../../lib/load-auth-schemas.ts';

/** Messages about the link itself (e-mail or token) have no field of their own. */
function linkProblem(errors: Record<string, string>): string | undefined {
  return errors.email ?? errors.resetToken;
}

/** Sets a new password from the e-mailed link (its e-mail and token come from the address). */
export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const { values, errors, setErrors, field } = useFormFields({ newPassword: '' });
  const reset = useResetPassword();
  useAuthSchemas();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema is usually there already (useAuthSchemas): then this waits a microtask.
    void checkWithAuthSchema((schemas) => schemas.ResetPasswordBody, { email, resetToken: token, newPassword: values.newPassword }).then(
      (parsed) => {
        if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
        reset.mutate(parsed.data, { onError: (error) => setErrors(parseApiError(error).fieldErrors) });
      },
    );
  };

  if (reset.isSuccess) {
    return (
      <Card className="auth-card">
        <CardHeader className="card__header--center">
          <span className="success-mark">
            <CheckCircleIcon size={32} />
          </span>
          <CardTitle as="h1">Password Reset Successful</CardTitle>
          <CardDescription>Your password has been changed. Sign in with your new password.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/auth" className={buttonClass('primary', 'md', 'btn--block')}>
            Sign In
          </Link>
        </CardContent>
      </Card>
    );
  }

  const problem = linkProblem(errors);
  return (
    <Card className="auth-card">
      <CardHeader>
        <CardTitle as="h1">Reset Password</CardTitle>
        <CardDescription>
          Resetting password for <strong className="break-all">{email}</strong>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="form" onSubmit={submit} noValidate>
          {problem ? (
            <p className="form__error" role="alert">
              {problem}
            </p>
          ) : null}
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            autoFocus
            hint="Password must be at least 8 characters long"
            {...field('newPassword')}
          />
          <Button type="submit" block loading={reset.isPending}>
            Update Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
