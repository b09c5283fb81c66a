/**
 * The e-mail the browser tests' app lists in SUPER_ADMIN_EMAILS: whoever registers with it is
 * mailed a link that makes them a super admin once opened signed in (e2e/support/outbox.ts).
 */
export const E2E_SUPER_ADMIN_EMAIL = 'super.admin.e2e@example.com';

/** A second listed address, proven through the confirmation screen in e2e/sign-in-links.e2e.spec.ts. */
export const E2E_CONFIRMED_SUPER_ADMIN_EMAIL = 'confirmed.super.e2e@example.com';
