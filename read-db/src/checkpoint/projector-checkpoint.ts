import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';

/** Name of the projector that maintains every read model, and of its checkpoint row. */
export const READ_MODELS_PROJECTOR = 'read-models';

const checkpointRow = z.object({ position: z.bigint() });

/** PostgreSQL's code for "relation does not exist": the read schema is not migrated, or is being rebuilt. */
const UNDEFINED_TABLE = '42P01';

/**
 * Global position of the last event the projector applied; null when it has applied none
 * (or the read schema is not there yet, e.g. in the middle of a rebuild).
 */
export async function readProjectorCheckpoint(
  connection: CommonQueryMethods,
  projector: string = READ_MODELS_PROJECTOR,
): Promise<bigint | null> {
  try {
    return await connection.maybeOneFirst(
      sql.type(checkpointRow)`SELECT position FROM read.projector_checkpoint WHERE name = ${projector}`,
    );
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return null;
    throw error;
  }
}

/** The checkpoint as a number to compare with a command's `position`: 0n before the first event. */
export async function getProjectorCheckpoint(connection: CommonQueryMethods, projector: string = READ_MODELS_PROJECTOR): Promise<bigint> {
  return (await readProjectorCheckpoint(connection, projector)) ?? 0n;
}

/**
 * Inside the projector's batch transaction: the stored checkpoint, row-locked until commit so
 * two writers can never both advance it from the same place. Null when there is none yet.
 */
export async function lockProjectorCheckpoint(tx: CommonQueryMethods, projector: string = READ_MODELS_PROJECTOR): Promise<bigint | null> {
  return tx.maybeOneFirst(sql.type(checkpointRow)`SELECT position FROM read.projector_checkpoint WHERE name = ${projector} FOR UPDATE`);
}

export async function saveProjectorCheckpoint(
  tx: CommonQueryMethods,
  position: bigint,
  projector: string = READ_MODELS_PROJECTOR,
): Promise<void> {
  await tx.query(sql.unsafe`
    INSERT INTO read.projector_checkpoint (name, position, updated_at)
    VALUES (${projector}, ${position}, now())
    ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position, updated_at = EXCLUDED.updated_at
  `);
}
