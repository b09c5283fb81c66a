/** The e-mail the browser tests' app lists in SUPER_ADMIN_EMAILS: whoever registers with it is a super admin. */
export const E2E_SUPER_ADMIN_EMAIL = 'super.admin.e2e@example.com';
