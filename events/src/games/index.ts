export * from './access-events.ts';
export * from './access-grants.ts';
export * from './award-events.ts';
export * from './game-events.ts';
export * from './player-events.ts';
export * from './round-events.ts';
export * from './round-removal.ts';
export * from './score-events.ts';
export * from './side-game-events.ts';

export * from './game-event-list.ts';
export * from './game-state.ts';
export { evolveGame, foldDecided, foldDecidedAsBuilt } from './evolve-game.ts';
export { foldGame } from './fold-game.ts';
export { scoresAfterPlayerRemoved, scoresAfterRoundRemoved } from './evolve-scores.ts';
