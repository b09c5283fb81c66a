export * from './admin-requests.ts';
export * from './admin-views.ts';
export * from './admin-messages.ts';
