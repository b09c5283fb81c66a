import type { Projection } from './projection.ts';
import { ConfigError, loadProjectorConfig } from './config.ts';
import { startProjectorService } from './projector-service.ts';
import { errorMessage, jsonLinesLog } from './projector-log.ts';

/**
 * Runs the projector as a process of its own until SIGINT or SIGTERM, then stops after the
 * batch in flight and exits 0. Bad settings or an unreachable database exit 1 with the reason.
 */
export async function runProjectorProcess(projections: readonly Projection[]): Promise<void> {
  const log = jsonLinesLog();
  try {
    const config = loadProjectorConfig();
    const service = await startProjectorService({ ...config, projections, log, thread: 'main' });
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log('info', `${signal}: stopping`);
      service.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log('error', 'Could not stop cleanly', { error: errorMessage(error) });
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    log('error', error instanceof ConfigError ? error.message : `The projector could not start: ${errorMessage(error)}`);
    process.exit(1);
  }
}
