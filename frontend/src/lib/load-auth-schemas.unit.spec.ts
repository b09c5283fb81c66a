import { describe, expect, it } from 'vitest';
import { checkWithAuthSchema } from './load-auth-schemas.ts';

describe('checkWithAuthSchema', () => {
  it('given the schemas load, when a form is checked, then its schema answers (the spec messages under their fields)', async () => {
    const parsed = await checkWithAuthSchema((schemas) => schemas.LoginBody, { email: '', password: '' });
    expect(parsed.success).toBe(false);
  });

  it('given the schemas load, when valid values are checked, then the schema passes them on', async () => {
    const parsed = await checkWithAuthSchema((schemas) => schemas.LoginBody, { email: 'ann@example.com', password: 'secret-1' });
    expect(parsed).toMatchObject({ success: true, data: { email: 'ann@example.com' } });
  });

  it('given the schemas cannot be loaded (no connection), when a form is checked, then its values go on unchecked to the server', async () => {
    const values = { email: '', password: '' };
    const parsed = await checkWithAuthSchema(
      (schemas) => schemas.LoginBody,
      values,
      () => Promise.reject(new Error('Failed to fetch')),
    );
    expect(parsed).toEqual({ success: true, data: values });
  });
});
