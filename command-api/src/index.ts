export { loadConfig, loadStoreConfig, ConfigError, type Config } from './config.ts';
export { describeLinks } from './http/link-base.ts';
export { startApi, migrateApiDatabase, authMigrationsDirectory, type RunningApi } from './start-api.ts';
export { startWorker, type RunningWorker, type WorkerOptions } from './start-worker.ts';
export { buildApp, app, type AppDeps } from './app.ts';
export { createQueues, type AppQueues } from './jobs/queues.ts';
