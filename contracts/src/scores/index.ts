export * from './score-messages.ts';
export * from './score-requests.ts';
export * from './score-views.ts';
