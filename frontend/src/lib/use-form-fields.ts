import { useState, type ChangeEvent } from 'react';

/**
 * Text values of a form and the message to show under each field. Editing a field clears its
 * message; validation (the contract's zod schema) and the server fill them in.
 */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

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

  return { values, errors, setErrors, field };
}
