import { jsonLinesLog, projections, startProjectorService } from '@golf/projector';
import { loadProjectorConfig } from '../projector/src/config.ts';
import { prepareLocalEnvironment } from './local/local-environment.ts';

/**
 * `npm run start:projector`: the projector alone (one is active, others stand by). Every setting
 * given wins; with none it projects the embedded default's database (that of a running
 * `npm start`, or one it starts). Docker runs `node projector/src/main.ts`, from the environment only.
 */
async function main() {
  const local = await prepareLocalEnvironment(process.env, { redis: false });
  const log = jsonLinesLog();
  const config = loadProjectorConfig(local.env);
  const service = await startProjectorService({ ...config, projections, log, thread: 'main' });
  for (const line of local.describe) log('info', line);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await service.stop();
    await local.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
