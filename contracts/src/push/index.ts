export * from './push-messages.ts';
export * from './push-requests.ts';
