export * from './sharing-messages.ts';
export * from './share-requests.ts';
export * from './share-views.ts';
