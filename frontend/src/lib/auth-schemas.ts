/**
 * The auth forms' zod schemas. Loaded on their own after a form is drawn (lib/load-auth-schemas.ts),
 * so the sign-in screen's first load carries neither zod nor the contracts (decision 0572).
 */
export { ChoosePasswordBody, LoginBody, RegisterBody, RequestPasswordResetBody, ResetPasswordBody } from '@golf/contracts';
