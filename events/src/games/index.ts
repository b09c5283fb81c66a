import type { EventOf } from '../define-event.ts';
import {
  CurrentHoleChanged,
  GameCreated,
  GameDeleted,
  GameRenamed,
  GameSettingsChanged,
  GameStatusChanged,
  PayoutSet,
} from './game-events.ts';
import { PlayerAdded, PlayerDetailsChanged, PlayerRemoved, TeamsAssigned } from './player-events.ts';
import {
  CourseHandicapAdjusted,
  CourseHandicapsCalculated,
  RoundAdded,
  RoundConfirmed,
  RoundCourseChosen,
  RoundRemoved,
  RoundStarted,
  TeeChosen,
} from './round-events.ts';

export * from './game-events.ts';
export * from './player-events.ts';
export * from './round-events.ts';
export * from './round-removal.ts';

/** Every event of a `game-{id}` stream. */
export const gameEvents = [
  GameCreated,
  GameRenamed,
  GameSettingsChanged,
  PayoutSet,
  GameStatusChanged,
  CurrentHoleChanged,
  GameDeleted,
  PlayerAdded,
  PlayerDetailsChanged,
  PlayerRemoved,
  TeamsAssigned,
  RoundCourseChosen,
  RoundAdded,
  RoundRemoved,
  TeeChosen,
  CourseHandicapsCalculated,
  CourseHandicapAdjusted,
  RoundConfirmed,
  RoundStarted,
] as const;
export type GameEvent = EventOf<(typeof gameEvents)[number]>;
