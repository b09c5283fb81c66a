import type { LeaderboardEntry, LeaderboardView } from '@golf/contracts';
import { ranksByPoints } from '@golf/golf';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon.tsx';
import { elementTiming } from '../../../lib/element-timing.ts';
import { entryFigures } from '../model/entry-figures.ts';
import { placeBadge } from '../model/placement.ts';
import { EntryDetails } from './entry-details.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';

type EntryRowProps = { view: LeaderboardView; entry: LeaderboardEntry; showPosition?: boolean };

/** A player's line: position, name, the format's figures; it expands to the player's cards. */
export function EntryRow({ view, entry, showPosition = true }: EntryRowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const hydrated = useHydrated();
  const figures = entryFigures(view, entry);
  const place = placeBadge(entry);
  // Points only where the format ranks by them: stroke play's fallback points would read as a score.
  const showPoints = ranksByPoints(view.gameType);
  return (
    <li className={`lb-row${open ? ' lb-row--open' : ''}`}>
      <button
        type="button"
        className="lb-row__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
      >
        {showPosition ? (
          <span className={place.className} aria-label={place.label} title={place.label}>
            {place.text}
          </span>
        ) : null}
        <span className="lb-row__who">
          <span className="lb-row__name" {...elementTiming('board')}>
            {entry.player.name}
          </span>
          <span className="lb-row__detail">{figures.detail}</span>
        </span>
        <span className="lb-row__main">
          <span className="lb-row__figure">{figures.main}</span>
          <span className="lb-row__label">{figures.label}</span>
        </span>
        <ChevronDownIcon size={18} className="lb-row__chevron" />
      </button>
      {open ? (
        <div id={detailsId}>
          <EntryDetails entry={entry} showPoints={showPoints} quota={view.scoringType === 'quota'} />
        </div>
      ) : null}
    </li>
  );
}
