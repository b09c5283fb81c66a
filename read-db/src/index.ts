export { createReadPool, type ReadPoolOptions } from './pool/create-read-pool.ts';
export { readDbTypeParsers } from './pool/type-parsers.ts';
export { runMigrations, MigrationError, type MigrationOptions, type MigrationResult } from './migrations/run-migrations.ts';
export { MigrationFileError } from './migrations/migration-files.ts';
export {
  migrateReadDb,
  dropReadSchema,
  inSchema,
  READ_SCHEMA,
  REBUILD_SCHEMA,
  readMigrationsDirectory,
  swapInReadSchema,
} from './migrations/read-schema.ts';
export {
  READ_MODELS_PROJECTOR,
  getProjectorCheckpoint,
  readProjectorCheckpoint,
  lockProjectorCheckpoint,
  saveProjectorCheckpoint,
} from './checkpoint/projector-checkpoint.ts';
export {
  READ_MODEL_CHANGES_CHANNEL,
  encodeReadModelChange,
  parseReadModelChange,
  notifyReadModelChange,
  saveCheckpointAndNotify,
  type ReadModelChange,
} from './checkpoint/read-model-changes.ts';
export { getProjectorProgress, type ProjectorProgress } from './checkpoint/projector-progress.ts';
export { waitForPosition } from './checkpoint/wait-for-position.ts';
export { stopPositionListener } from './checkpoint/position-listener.ts';
export { readModelChangeFeedOf, type ReadModelChangeFeed, type ReadModelChangeFollower } from './checkpoint/read-model-change-feed.ts';
export { GOLF_LOCK_NAMESPACE } from './advisory-lock-namespace.ts';
export * from './users/index.ts';
export * from './courses/index.ts';
export * from './games/index.ts';
export * from './scores/index.ts';
export * from './leaderboards/index.ts';
export * from './trips/index.ts';
export * from './admin/index.ts';
export * from './set-aside/index.ts';
export * from './handicap/index.ts';
export * from './push/index.ts';
export * from './cup/index.ts';
export * from './stats/index.ts';
