import type { TeeHole } from '../model/scoring-round.ts';
import type { HoleSyncMark } from '../model/sync-queue.ts';

type HoleHeaderProps = {
  holeNumber: number;
  hole: TeeHole | undefined;
  roundNumber: number;
  numberOfRounds: number;
  /** Set while a past hole is edited: the hole play is on. */
  editingFrom: number | null;
  /** The hole's scores wait in the phone's queue, or one was refused. */
  syncMark: HoleSyncMark | undefined;
  onReturn: () => void;
};

/** Hole number, par and stroke index (SI) of the hole shown. */
export function HoleHeader({ holeNumber, hole, roundNumber, numberOfRounds, editingFrom, syncMark, onReturn }: HoleHeaderProps) {
  return (
    <section className="hole-header" aria-label={`Hole ${holeNumber}`}>
      <div className="hole-header__main">
        <p className="hole-header__round">
          Round {roundNumber} of {numberOfRounds}
        </p>
        <h1 className="hole-header__title">Hole {holeNumber}</h1>
      </div>
      <dl className="hole-header__facts">
        <div>
          <dt>Par</dt>
          <dd>{hole?.par ?? '–'}</dd>
        </div>
        <div>
          <dt>SI</dt>
          <dd>{hole?.strokeIndex ?? '–'}</dd>
        </div>
      </dl>
      {syncMark ? (
        <p className={`hole-header__sync hole-header__sync--${syncMark}`}>
          {syncMark === 'waiting' ? 'Waiting to sync' : 'Not synced: see below'}
        </p>
      ) : null}
      {editingFrom !== null ? (
        <p className="hole-header__editing">
          Editing hole {holeNumber}.{' '}
          <button type="button" className="hole-header__return" onClick={onReturn}>
            Back to hole {editingFrom}
          </button>
        </p>
      ) : null}
    </section>
  );
}
