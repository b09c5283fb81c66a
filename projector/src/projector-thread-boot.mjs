// The projector thread's entry. A Node that strips TypeScript types itself (22.18+, 24: the
// docker image) loads the worker module as it is; an older Node (20, where tests run) does not
// inherit the parent's `--import tsx` in a worker, so the thread registers tsx itself first.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./projector-thread-worker.ts');
