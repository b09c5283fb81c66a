import { describeLinks, loadConfig, startApi } from '@golf/command-api';
import { prepareLocalEnvironment } from './local/local-environment.ts';
import { runUntilSignal } from './local/run-until-signal.ts';

/**
 * `npm run start:api`: the API alone (a production layout runs several, each on its own PORT).
 * Every setting given wins; with none it runs on the embedded default (the PostgreSQL of a
 * running `npm start`, or one it starts, a Redis found or started, the JWT secret in .data/).
 * Docker runs `node command-api/src/server.ts`, which takes its settings from the environment only.
 */
runUntilSignal(async () => {
  const local = await prepareLocalEnvironment(process.env);
  const config = loadConfig(local.env);
  const api = await startApi(config);
  for (const line of local.describe) console.log(`  ${line}`);
  console.log(`  ${describeLinks(config)}`);
  console.log(`API listening at ${api.url}`);
  return async () => {
    await api.close();
    await local.stop();
  };
});
