// The projector thread's entry: a worker does not inherit the parent's `--import tsx`, so it
// registers tsx itself before loading the TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./projector-thread-worker.ts');
