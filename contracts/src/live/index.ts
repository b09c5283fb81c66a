export * from './live-events.ts';
export * from './board-patch.ts';
