export * from './errors/error-body.ts';
export * from './auth/user-view.ts';
export * from './auth/auth-requests.ts';
export * from './auth/auth-messages.ts';
export * from './health/health-view.ts';
