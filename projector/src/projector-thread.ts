import { Worker } from 'node:worker_threads';
import type { ProjectorLog } from './projector-log.ts';
import type { RunningProjector } from './run-projector.ts';

/** What a projector thread is started with: plain data, as a worker receives it. */
export interface ProjectorThreadSettings {
  databaseUrl: string;
  eventStoreUrl?: string | undefined;
  batchSize?: number | undefined;
}

/** Messages from the projector thread to its owner. */
export type ProjectorThreadMessage =
  | { kind: 'started' }
  | { kind: 'failed'; error: string }
  | { kind: 'log'; level: Parameters<ProjectorLog>[0]; message: string; details: Record<string, unknown> | undefined }
  | { kind: 'state'; position: bigint; active: boolean }
  | { kind: 'stopped'; error?: string };

/**
 * Runs the projector service on a worker thread of this process and answers once it is running.
 * `npm start` runs the API and the projector in one process: on one thread, every batch the
 * projector derives (leaderboards of every game a batch touched, with @golf/golf) waits behind
 * the API's requests and delays them in turn; on its own thread each has a core.
 */
export function startProjectorThread(
  settings: ProjectorThreadSettings,
  log: ProjectorLog,
): Promise<{ projector: RunningProjector; stop(): Promise<void> }> {
  const worker = new Worker(new URL('./projector-thread-boot.mjs', import.meta.url), {
    workerData: settings,
    // Up to a 64 MB semi-space (two, and as much for large objects): a fifth of the young collections that stall a batch (decision 0884).
    resourceLimits: { maxYoungGenerationSizeMb: 3 * 64 },
  });
  const state = { position: 0n, active: false };
  let stopped: Promise<void> | null = null;
  return new Promise((resolve, reject) => {
    worker.on('error', (error) => {
      log('error', `The projector thread failed: ${error.message}`);
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!stopped) log('error', `The projector thread ended (exit code ${code}); the read models no longer follow the log`);
    });
    worker.on('message', (message: ProjectorThreadMessage) => {
      if (message.kind === 'log') log(message.level, message.message, message.details);
      if (message.kind === 'state') Object.assign(state, { position: message.position, active: message.active });
      if (message.kind === 'failed') {
        void worker.terminate();
        reject(new Error(message.error));
      }
      if (message.kind !== 'started') return;
      const stop = () =>
        (stopped ??= new Promise<void>((done, fail) => {
          worker.on('message', (reply: ProjectorThreadMessage) => {
            if (reply.kind !== 'stopped') return;
            void worker.terminate().then(() => (reply.error ? fail(new Error(reply.error)) : done()));
          });
          worker.postMessage('stop');
        }));
      resolve({ projector: { stop, position: () => state.position, isActive: () => state.active }, stop });
    });
  });
}
