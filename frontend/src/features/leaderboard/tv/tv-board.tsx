import type { LeaderboardView } from '@golf/contracts';
import { useRef } from 'react';
import { elementTiming } from '../../../lib/element-timing.ts';
import { wherePlayIs, wherePlayText } from '../../../lib/where-play-is.ts';
import { NassauCard } from '../components/nassau-card.tsx';
import { entryFigures } from '../model/entry-figures.ts';
import { gameTypeName } from '../model/game-type-name.ts';
import { placeBadge } from '../model/placement.ts';
import { useTvScroll } from './use-tv-scroll.ts';

/** The clubhouse screen: the overall standings in large type, no controls, scrolling through the field; a Nassau with its presses below. */
export function TvBoard({ view }: { view: LeaderboardView }) {
  const field = useRef<HTMLOListElement>(null);
  useTvScroll(field);
  // Where play is from what was recorded, never the hole an organiser's phone is on (decision 0701).
  const progress = wherePlayIs(view);
  const where = progress.kind === 'game-complete' ? 'Final results' : `Round ${view.currentRound} · ${wherePlayText(progress)}`;
  return (
    <div className="tv">
      <header className="tv__header">
        <h1 className="tv__title">{view.gameName}</h1>
        <p className="tv__facts">
          {view.courseName ? `${view.courseName} · ` : ''}
          {gameTypeName(view.gameType, view.scoringType)} · {where}
        </p>
      </header>
      {view.entries.length === 0 ? (
        <p className="tv__empty">No scores yet</p>
      ) : (
        <ol ref={field} className="tv__field" aria-label="Leaderboard">
          {view.entries.map((entry) => {
            const figures = entryFigures(view, entry);
            const place = placeBadge(entry);
            return (
              <li key={entry.player.id} className="tv__row">
                <span className={`tv__place ${place.className}`} aria-label={place.label}>
                  {place.text}
                </span>
                <span className="tv__name" {...elementTiming('board')}>
                  {entry.player.name}
                </span>
                <span className="tv__detail">{figures.detail}</span>
                <span className="tv__figure">
                  {figures.main}
                  <span className="tv__label">{figures.label}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {view.nassau.length > 0 ? (
        <div className="tv__nassau">
          <NassauCard
            bets={view.nassau}
            presses={view.presses ?? []}
            nameOf={(id) => view.entries.find((e) => e.player.id === id)?.player.name ?? 'A removed player'}
          />
        </div>
      ) : null}
      <p className="tv__live" aria-live="polite">
        Live
      </p>
    </div>
  );
}
