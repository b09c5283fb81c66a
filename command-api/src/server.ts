import { loadConfig } from './config.ts';
import { describeLinks } from './http/link-base.ts';
import { startApi } from './start-api.ts';

/** Process entry of the API: `tsx command-api/src/server.ts` (docker compose runs it this way). */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const api = await startApi(config);
  console.log(`API listening at ${api.url}`);
  console.log(describeLinks(config));
  const shutdown = async () => {
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
