export * from './push-subscriptions.ts';
export * from './game-trip.ts';
