export type { Projection } from './projection.ts';
export { projections } from './projections.ts';
export { runProjector, type RunProjectorOptions, type RunningProjector } from './run-projector.ts';
export { rebuildReadModels, type RebuildOptions, type RebuildResult } from './rebuild-read-models.ts';
export { startProjectorService, type ProjectorService, type ProjectorServiceOptions } from './projector-service.ts';
export { applyAndCheckpoint, type BatchResult } from './commit-batch.ts';
export { indexProjections, ProjectionFailedError } from './projection.ts';
export { closeBatchGate, openBatchGate, RebuildInProgressError } from './projector-locks.ts';
export { jsonLinesLog, silentLog, type ProjectorLog } from './projector-log.ts';
