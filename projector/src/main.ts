import { projections } from './projections.ts';
import { runProjectorProcess } from './projector-process.ts';

// The projector as its own process (docker compose service `projector`): `node --import tsx projector/src/main.ts`.
await runProjectorProcess(projections);
