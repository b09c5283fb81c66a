export * from './hole-facts-fields.ts';
export * from './score-messages.ts';
export * from './score-requests.ts';
export * from './score-views.ts';
export * from './hole-awards.ts';
