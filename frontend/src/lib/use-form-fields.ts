import { useState, type ChangeEvent } from 'react';
import { useRevealFirstError } from './use-reveal-first-error.ts';

/**
 * Text values of a form and the message to show under each field. Editing a field clears its
 * message; validation (the contract's zod schema) and the server fill them in through `refuse`,
 * which also brings the first problem into sight (`formRef` goes on the <form>).
 */
export function useFormFields<T extends Record<string, string>>(initial: T, initialErrors: Record<string, string> = {}) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors);
  const { ref: formRef, revealErrors } = useRevealFirstError();
  const refuse = (problems: Record<string, string>) => {
    setErrors(problems);
    if (Object.keys(problems).length > 0) revealErrors();
  };

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  return { values, setValues, errors, setErrors, refuse, formRef, field };
}
