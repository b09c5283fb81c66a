export * from './errors/error-body.ts';
export * from './auth/user-view.ts';
export * from './auth/auth-requests.ts';
