export * from './define-event.ts';
export * from './parse-event.ts';
export * from './stream-names.ts';
export * from './users/user-events.ts';
export * from './users/user-state.ts';
export * from './courses/course-events.ts';
export * from './courses/course-state.ts';
export * from './games/index.ts';
export type {
  EventMetadata,
  NewEvent,
  RecordedEvent,
  ExpectedRevision,
  AppendResult,
  ReadAllFrom,
  Subscription,
  EventStore,
} from './store/event-store.ts';
export { WrongExpectedRevisionError } from './store/event-store.ts';
export * from './trips/trip-events.ts';
export * from './trips/trip-state.ts';
export * from './trips/cup-events.ts';
export * from './trips/cup-state.ts';
export * from './set-aside/stream-retry-events.ts';
export * from './push/push-events.ts';
export * from './push/push-subscription-state.ts';
