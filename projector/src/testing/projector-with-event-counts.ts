import { projections } from '../projections.ts';
import { runProjectorProcess } from '../projector-process.ts';
import { eventCountProjection } from './event-count-projection.ts';

// The projector process of `main.ts` plus the test-only event-count projection: the child the kill test starts and SIGKILLs.
await runProjectorProcess([...projections, eventCountProjection]);
