export * from './game-messages.ts';
export {
  BetType,
  GAME_TYPE_IDS,
  GameAccessLevel,
  GameStatus,
  GameTypeId,
  HandicapIndexField,
  ManualCourseHandicap,
  PointsSystemBody,
  RoundNumber,
  ScoringType,
} from './game-fields.ts';
export * from './game-requests.ts';
export * from './player-requests.ts';
export * from './round-requests.ts';
export * from './game-view.ts';
export * from './game-responses.ts';
