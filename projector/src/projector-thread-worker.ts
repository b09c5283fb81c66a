import { parentPort, workerData } from 'node:worker_threads';
import type { ProjectorThreadMessage, ProjectorThreadSettings } from './projector-thread.ts';
import { startProjectorService } from './projector-service.ts';

/**
 * Inside the projector thread: the projector service on the thread's own store and pool. Its
 * log lines and its state (checkpoint, lock held) go to the owner as messages; `stop` from the
 * owner stops it after the batch in flight.
 */
const port = parentPort;
if (!port) throw new Error('projector-thread-worker.ts runs as a worker thread only');
const settings = workerData as ProjectorThreadSettings;
const post = (message: ProjectorThreadMessage) => port.postMessage(message);

try {
  const service = await startProjectorService({
    databaseUrl: settings.databaseUrl,
    eventStoreUrl: settings.eventStoreUrl,
    ...(settings.batchSize === undefined ? {} : { batchSize: settings.batchSize }),
    thread: 'main',
    log: (level, message, details) => post({ kind: 'log', level, message, details }),
    onState: (state) => post({ kind: 'state', ...state }),
  });
  port.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    service.stop().then(
      () => post({ kind: 'stopped' }),
      (error: unknown) => post({ kind: 'stopped', error: error instanceof Error ? error.message : String(error) }),
    );
  });
  post({ kind: 'started' });
} catch (error) {
  post({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
}
