export * from './score-history-view.ts';
