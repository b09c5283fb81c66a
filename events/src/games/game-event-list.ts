import type { EventOf } from '../define-event.ts';
import { AccessChanged, AccessGranted, AccessRevoked, GameCodesRegenerated, GameShared, InvitationAccepted } from './access-events.ts';
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
import { HoleAwardsSet } from './award-events.ts';
import { QuotasAdjusted, ScoreCorrected, ScoreEntered, ScoresRecalculated } from './score-events.ts';
import { PressRecorded, WolfChoiceRecorded } from './side-game-events.ts';

/** The events of a game stream that change who may open it, and nothing about its play. */
export const gameAccessEvents = [
  AccessGranted,
  GameShared,
  AccessChanged,
  AccessRevoked,
  GameCodesRegenerated,
  InvitationAccepted,
] as const;

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
  ScoreEntered,
  ScoreCorrected,
  ScoresRecalculated,
  QuotasAdjusted,
  HoleAwardsSet,
  WolfChoiceRecorded,
  PressRecorded,
  ...gameAccessEvents,
] as const;
export type GameEvent = EventOf<(typeof gameEvents)[number]>;
