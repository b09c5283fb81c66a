import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { isPasswordChangeRequired, useLogin } from '../api/login.ts';
import { checkWithAuthSchema, useAuthSchemas } from '../../../lib/load-auth-schemas.ts';

type SignInFormProps = {
  /** Opens the inline reset form, handing over what was typed as the e-mail. */
  onForgotPassword: (email: string) => void;
  /** The password was a temporary one: the card asks for a new one, keeping what was typed. */
  onPasswordChangeRequired: (email: string, temporaryPassword: string) => void;
};

export function SignInForm({ onForgotPassword, onPasswordChangeRequired }: SignInFormProps) {
  // An invitation's join screen sends its address along (?email=), so the invitee need not type it.
  const [search] = useSearchParams();
  const { values, setErrors, field } = useFormFields({ email: search.get('email') ?? '', password: '' });
  const login = useLogin();
  useAuthSchemas();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema is usually there already (useAuthSchemas): then this waits a microtask.
    void checkWithAuthSchema((schemas) => schemas.LoginBody, values).then((parsed) => {
      if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
      login.mutate(parsed.data, {
        onError: (error) => {
          if (isPasswordChangeRequired(error)) onPasswordChangeRequired(parsed.data.email, parsed.data.password);
          else setErrors(parseApiError(error).fieldErrors);
        },
      });
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" block loading={login.isPending}>
        Sign In
      </Button>
      <Button variant="link" className="form__aside" onClick={() => onForgotPassword(values.email)}>
        Forgot your password?
      </Button>
    </form>
  );
}
