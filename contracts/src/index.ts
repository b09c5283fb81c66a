export * from './errors/error-body.ts';
export * from './auth/user-view.ts';
export * from './auth/auth-requests.ts';
export * from './auth/auth-messages.ts';
export * from './health/health-view.ts';
export * from './courses/index.ts';
export * from './course-imports/index.ts';
export * from './games/index.ts';
