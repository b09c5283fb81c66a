export * from './trip-messages.ts';
export * from './trip-requests.ts';
export * from './trip-views.ts';
export * from './trip-standings-view.ts';
