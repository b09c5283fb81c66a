export * from './handicap-record-view.ts';
export * from './handicap-messages.ts';
