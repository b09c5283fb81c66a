import { POSTED_SIGN_IN_KEY, type PostedSignIn } from '@golf/contracts/sign-in-form';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
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

/**
 * E-mail and password. Drawn by the server, the form signs in with a plain post to the page's own
 * address before the app's code has run (decision 0741); the app adopts what was typed by then,
 * and from then on signs in itself.
 */
export function SignInForm({ onForgotPassword, onPasswordChangeRequired }: SignInFormProps) {
  // An invitation's join screen sends its address along (?email=), so the invitee need not type it.
  const [search] = useSearchParams();
  const { search: query } = useLocation();
  // A post the server refused: the page is drawn again with the address typed and why.
  const posted = useQueryClient().getQueryData<PostedSignIn>(POSTED_SIGN_IN_KEY);
  const [refusal, setRefusal] = useState(posted?.message ?? null);
  const { values, setValues, setErrors, field } = useFormFields(
    { email: posted?.email ?? search.get('email') ?? '', password: '' },
    posted?.fieldErrors,
  );
  const form = useRef<HTMLFormElement>(null);
  const login = useLogin();
  useAuthSchemas();

  // What was typed into the server's form before the app took it over stays.
  useLayoutEffect(() => {
    const elements = form.current?.elements;
    const typed = (name: string) => {
      const element = elements?.namedItem(name);
      return element instanceof HTMLInputElement ? element.value : '';
    };
    const email = typed('email');
    const password = typed('password');
    setValues((current) => (current.email === email && current.password === password ? current : { ...current, email, password }));
  }, [setValues]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
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
    <form ref={form} className="form" method="post" action={`/auth${query}`} onSubmit={submit} noValidate>
      {refusal ? (
        <p className="form__error" role="alert">
          <strong>Sign in failed</strong> {refusal}
        </p>
      ) : null}
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" worksBeforeApp {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" worksBeforeApp {...field('password')} />
      <Button type="submit" block loading={login.isPending} worksBeforeApp>
        Sign In
      </Button>
      <Button variant="link" className="form__aside" onClick={() => onForgotPassword(values.email)}>
        Forgot your password?
      </Button>
    </form>
  );
}
