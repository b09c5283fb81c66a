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
 * The semi-space size (MB) of V8's young generation, fixed (`--min-semi-space-size` and
 * `--max-semi-space-size`, package.json) where `npm start`, the bench and the docker services start
 * node. Node's default lets it grow to 16 MB, and in the score bench the API thread then collected
 * its young objects 36 times for 3,000 commands, each pause tens of ms on a busy machine; at 64 MB,
 * 9 times (decision 0750). The minimum applies to this process's worker threads as well, whose
 * young generation node caps at three semi-spaces of its default: `PROJECTOR_YOUNG_GENERATION_MB`
 * (two semi-spaces and as much again for large objects, as V8 sizes one) lets the projector's have it.
 */
export const SEMI_SPACE_MB = 64;
export const PROJECTOR_YOUNG_GENERATION_MB = 3 * SEMI_SPACE_MB;

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
    resourceLimits: { maxYoungGenerationSizeMb: PROJECTOR_YOUNG_GENERATION_MB },
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
