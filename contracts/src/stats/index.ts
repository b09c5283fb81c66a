export * from './facts-stats-view.ts';
