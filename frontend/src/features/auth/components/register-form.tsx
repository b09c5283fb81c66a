import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { zodFieldErrors } from '../../../lib/form-errors.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { useRegister } from '../api/register.ts';
import { checkWithAuthSchema, useAuthSchemas } from '../../../lib/load-auth-schemas.ts';

export function RegisterForm() {
  // An invitation's join screen sends its address along (?email=): the share applies to it.
  const [search] = useSearchParams();
  const { values, refuse, formRef, field } = useFormFields({
    username: '',
    email: search.get('email') ?? '',
    firstName: '',
    lastName: '',
    handicap: '',
    password: '',
  });
  const registration = useRegister();
  useAuthSchemas();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The schema is usually there already (useAuthSchemas): then this waits a microtask.
    void checkWithAuthSchema((schemas) => schemas.RegisterBody, values).then((parsed) => {
      // An empty handicap is allowed and registers as 0 (the contract's default).
      if (!parsed.success) return refuse(zodFieldErrors(parsed.error));
      registration.mutate(parsed.data, { onError: (error) => refuse(parseApiError(error).fieldErrors) });
    });
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <div className="form__row">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField
        label="Handicap index (optional)"
        type="number"
        inputMode="decimal"
        step={0.1}
        min={-10}
        max={54}
        placeholder="e.g. 12.4"
        hint="From -10 to 54. Leave empty if you don't have one."
        {...field('handicap')}
      />
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters" {...field('password')} />
      <Button type="submit" block loading={registration.isPending}>
        Create Account
      </Button>
    </form>
  );
}
