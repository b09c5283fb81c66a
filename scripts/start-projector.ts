import { jsonLinesLog, projections, startProjectorService } from '@golf/projector';
import { loadProjectorConfig } from '../projector/src/config.ts';
import { prepareLocalEnvironment } from './local/local-environment.ts';
import { runUntilSignal } from './local/run-until-signal.ts';

/**
 * `npm run start:projector`: the projector alone (one is active, others stand by). Every setting
 * given wins; with none it projects the embedded default's database (that of a running
 * `npm start`, or one it starts). Docker runs `node projector/src/main.ts`, from the environment only.
 */
runUntilSignal(async () => {
  const local = await prepareLocalEnvironment(process.env, { redis: false });
  const log = jsonLinesLog();
  const config = loadProjectorConfig(local.env);
  const service = await startProjectorService({ ...config, projections, log, thread: 'main' });
  for (const line of local.describe) log('info', line);
  return async () => {
    await service.stop();
    await local.stop();
  };
});
