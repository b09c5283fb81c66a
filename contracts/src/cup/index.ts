export * from './cup-match-line.ts';
export * from './cup-messages.ts';
export * from './cup-requests.ts';
export * from './cup-views.ts';
