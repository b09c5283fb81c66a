import { slug, type RouteCall } from './cell-call.ts';

const get = (url: string): RouteCall => ({ request: () => ({ method: 'GET', url }) });

/** The /api/auth routes' calls, part of routeCalls. Every person of the matrix has the password 'secret123'. */
export const authRouteCalls: Record<string, RouteCall> = {
  'POST /api/auth/register': {
    request: (cell) => ({
      method: 'POST',
      url: '/api/auth/register',
      body: {
        username: `m${cell.unique}`,
        email: `m-${slug(cell)}@example.com`,
        firstName: 'Matrix',
        lastName: 'New',
        handicap: 5,
        password: 'secret123',
      },
    }),
  },
  'POST /api/auth/login': {
    request: (cell) => ({ method: 'POST', url: '/api/auth/login', body: { email: cell.people.creator.user.email, password: 'secret123' } }),
  },
  'POST /api/auth/request-password-reset': {
    request: () => ({ method: 'POST', url: '/api/auth/request-password-reset', body: { email: 'nobody@example.com' } }),
  },
  'POST /api/auth/reset-password': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { email: 'nobody@example.com', resetToken: 'made-up', newPassword: 'whatever123' },
    }),
  },
  'GET /api/auth/user': get('/api/auth/user'),
  'PATCH /api/auth/profile': { request: () => ({ method: 'PATCH', url: '/api/auth/profile', body: { handicap: 11 } }) },
  'POST /api/auth/search-users': { request: () => ({ method: 'POST', url: '/api/auth/search-users', body: { query: 'Matrix' } }) },
  'POST /api/auth/choose-password': {
    request: (cell) => ({
      method: 'POST',
      url: '/api/auth/choose-password',
      body: { email: cell.people.creator.user.email, temporaryPassword: 'made-up', newPassword: 'whatever123' },
    }),
  },
  'POST /api/auth/logout': { request: () => ({ method: 'POST', url: '/api/auth/logout', ownSession: true }) },
  // A wrong current password: a signed-in caller gets as far as the check (400), and no session ends.
  'POST /api/auth/change-password': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/change-password',
      body: { currentPassword: 'not-the-password', newPassword: 'whatever123' },
    }),
  },
  // A made-up code: a signed-in caller gets as far as the code's check (400), and nothing is granted.
  'POST /api/auth/confirm-super-admin': {
    request: () => ({ method: 'POST', url: '/api/auth/confirm-super-admin', body: { code: 'made-up-confirmation-code' } }),
  },
  // A made-up code: a signed-in caller gets as far as the code's check (400), and no address is proved.
  'POST /api/auth/confirm-email': {
    request: () => ({ method: 'POST', url: '/api/auth/confirm-email', body: { code: 'made-up-confirmation-code' } }),
  },
  'POST /api/auth/email-confirmation': { request: () => ({ method: 'POST', url: '/api/auth/email-confirmation' }) },
  'POST /api/auth/sign-in-links': { request: () => ({ method: 'POST', url: '/api/auth/sign-in-links' }) },
  'POST /api/auth/sign-in-links/preview': {
    request: () => ({ method: 'POST', url: '/api/auth/sign-in-links/preview', body: { code: 'made-up-sign-in-code' } }),
  },
  'POST /api/auth/sign-in-links/redeem': {
    request: () => ({ method: 'POST', url: '/api/auth/sign-in-links/redeem', body: { code: 'made-up-sign-in-code' } }),
  },
  'POST /api/auth/lookup-user': {
    request: (cell) => ({ method: 'POST', url: '/api/auth/lookup-user', body: { email: cell.people.creator.user.email } }),
  },
};
