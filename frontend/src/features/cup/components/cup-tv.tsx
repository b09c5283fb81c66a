import type { CupView } from '@golf/contracts';
import { useRef } from 'react';
import { CupScoreboard } from './cup-scoreboard.tsx';
import { CupSessions } from './cup-sessions.tsx';

/** The cup on a clubhouse screen: the score in large type, and every match as it stands. */
export function CupTv({ cup }: { cup: CupView }) {
  const field = useRef<HTMLDivElement>(null);
  return (
    <div className="tv cup-tv">
      <header className="tv__header">
        <h1 className="tv__title">{cup.name}</h1>
      </header>
      <div ref={field} className="cup-tv__body">
        <CupScoreboard cup={cup} tv />
        {cup.matches.length === 0 ? <p className="tv__empty">No matches yet</p> : <CupSessions cup={cup} tv />}
      </div>
      <p className="tv__live" aria-live="polite">
        Live
      </p>
    </div>
  );
}
