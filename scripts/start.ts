import { describeLinks, loadConfig, startApi, startWorker } from '@golf/command-api';
import { startProjectorService } from '@golf/projector';
import { prepareLocalEnvironment } from './local/local-environment.ts';

/**
 * `npm start`: the whole app in one process on the embedded default: API (serving the built
 * frontend), projector and job worker. Ctrl-C stops everything, then the embedded servers.
 */
async function main() {
  const local = await prepareLocalEnvironment(process.env);
  const config = loadConfig(local.env);
  const projector = await startProjectorService({ databaseUrl: config.DATABASE_URL, eventStoreUrl: config.EVENTSTORE_URL });
  const worker = await startWorker(config);
  const api = await startApi(config);
  for (const line of local.describe) console.log(`  ${line}`);
  console.log(`  ${describeLinks(config)}`);
  console.log(`\nGolf app ready at ${api.url}  (Ctrl-C to stop)\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await api.close();
    await worker.close();
    await projector.stop();
    await local.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
