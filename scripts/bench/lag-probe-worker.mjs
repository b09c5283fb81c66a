// The lag probe's projector thread (lag-probe.ts): the product's projector-thread-boot.mjs with
// the probe's instrumentation installed first; the projector module itself is the product's.
import { parentPort } from 'node:worker_threads';

if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { installLagHook } = await import('./lag-probe-hook.ts');
const flush = installLagHook(process.env.LAG_PROBE_FILE, 'w');
parentPort?.on('message', (message) => {
  if (message === 'stop') flush();
});
await import(process.env.LAG_PROBE_WORKER_MODULE);
