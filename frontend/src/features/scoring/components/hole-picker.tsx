import { useEffect, useRef } from 'react';
import type { HoleSyncMark } from '../model/sync-queue.ts';

type HolePickerProps = {
  holeCount: number;
  /** Holes after this one are not reached yet. */
  currentHole: number;
  shownHole: number;
  /** Holes whose scores wait in the phone's queue, or were refused. */
  marks: ReadonlyMap<number, HoleSyncMark>;
  onPick: (holeNumber: number) => void;
};

const markLabel: Record<HoleSyncMark, string> = { waiting: 'waiting to sync', refused: 'not synced' };

/** Hole buttons 1 … n: holes up to the current one open (a past hole to edit it), later ones are disabled. */
export function HolePicker({ holeCount, currentHole, shownHole, marks, onPick }: HolePickerProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="step"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [shownHole]);

  return (
    <nav aria-label="Holes" className="hole-picker">
      <div ref={list} className="hole-picker__list">
        {Array.from({ length: holeCount }, (_, i) => i + 1).map((hole) => {
          const state = hole === shownHole ? 'shown' : hole === currentHole ? 'current' : hole < currentHole ? 'played' : 'ahead';
          const mark = marks.get(hole);
          return (
            <button
              key={hole}
              type="button"
              className={`hole-picker__hole hole-picker__hole--${state}`}
              aria-label={mark ? `Hole ${hole} ${markLabel[mark]}` : `Hole ${hole}`}
              aria-current={hole === shownHole ? 'step' : undefined}
              disabled={hole > currentHole}
              onClick={() => onPick(hole)}
            >
              {hole}
              {mark ? <span className={`hole-picker__mark hole-picker__mark--${mark}`} aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
