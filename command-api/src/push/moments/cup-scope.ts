import type { CommonQueryMethods, DatabasePool } from 'slonik';
import { cupMoments, paceMoments, type CupBoardView, type MomentNotification } from '@golf/golf';
import { readCupBoard } from '../../trips/cup/read-cup-board.ts';
import { forgetScope, lockScope, noteScope, saveScope } from './moment-records.ts';

/**
 * A trip's cup is decided as a scope of its own, `cup:{tripId}`, beside the trip's standings
 * (decision 0831): its document is the cup's board, its moments `cupMoments` (a match decided,
 * the cup won, retained or tied), paced like every scope's, for the trip's followers.
 */
export const cupScopeName = (tripId: string) => `cup:${tripId}`;

/** Where the trip's cup stands as someone follows the trip: their cup moments count from here. */
export async function noteWhereCupStands(db: CommonQueryMethods, tripId: string): Promise<void> {
  const board = await readCupBoard(db, tripId);
  if (board) await noteScope(db, cupScopeName(tripId), JSON.stringify(board));
}

/** The trip's cup is no longer followed: forget where it stood (forgetScope's rule). */
export const forgetCupScope = (db: CommonQueryMethods, tripId: string) => forgetScope(db, cupScopeName(tripId));

/** The cup's notifications at `now`: the moments since the board last looked at, paced; none the first time, nor without a cup. */
export async function decideCupScope(pool: DatabasePool, tripId: string, now: Date): Promise<MomentNotification[]> {
  const board = await readCupBoard(pool, tripId);
  if (!board) return [];
  const document = JSON.stringify(board);
  return pool.transaction(async (tx) => {
    const name = cupScopeName(tripId);
    const record = await lockScope(tx, name);
    const fresh =
      record.document === null || record.document === document
        ? []
        : cupMoments(tripId, JSON.parse(record.document) as CupBoardView, board);
    const paced = paceMoments([...record.held, ...fresh], record.sent, now);
    await saveScope(tx, name, { document, send: paced.send, held: paced.held }, now);
    return paced.send;
  });
}
