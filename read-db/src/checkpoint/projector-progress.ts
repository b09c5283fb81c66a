import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { READ_MODELS_PROJECTOR } from './projector-checkpoint.ts';

const ProgressRow = z.object({ position: z.bigint().nullable(), movedAt: z.string().nullable(), now: z.string() });

/** Where the projector stands: its checkpoint, when it last moved, and the database's time now (the clock to compare them by). */
export interface ProjectorProgress {
  checkpoint: bigint | null;
  /** ISO-8601; null before the first batch. */
  movedAt: string | null;
  /** ISO-8601, the database's clock. */
  now: string;
}

/** PostgreSQL's code for "relation does not exist": the read schema is not migrated, or is being rebuilt. */
const UNDEFINED_TABLE = '42P01';

/**
 * The checkpoint and when it last moved, with the database's time, in one query. While the read
 * schema is not there (in the middle of a rebuild) the checkpoint and its time are null.
 */
export async function getProjectorProgress(db: CommonQueryMethods, projector: string = READ_MODELS_PROJECTOR): Promise<ProjectorProgress> {
  try {
    const row = await db.one(sql.type(ProgressRow)`
      SELECT c.position, c.updated_at AS "movedAt", now() AS now
      FROM (SELECT 1) AS one LEFT JOIN read.projector_checkpoint c ON c.name = ${projector}
    `);
    return { checkpoint: row.position, movedAt: row.movedAt, now: row.now };
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNDEFINED_TABLE) throw error;
    const now = await db.oneFirst(sql.type(z.object({ now: z.string() }))`SELECT now() AS now`);
    return { checkpoint: null, movedAt: null, now };
  }
}
