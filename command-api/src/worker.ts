import { loadConfig } from './config.ts';
import { startWorker } from './start-worker.ts';

/** Process entry of the job worker: `tsx command-api/src/worker.ts` (docker compose runs it this way). */
async function main(): Promise<void> {
  const worker = await startWorker(loadConfig(process.env));
  const shutdown = async () => {
    await worker.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
