import type { ScorecardHoleView } from '@golf/contracts';
import type { HoleMark } from '../model/score-history.ts';
import { countText } from '../../../lib/count-text.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

function holeTitle(hole: ScorecardHoleView): string {
  const score = hole.strokes === null ? 'not played' : `${hole.strokes}${hole.result ? ` (${hole.result})` : ''}`;
  const strokes =
    hole.strokesReceived === 0
      ? ''
      : hole.strokesReceived > 0
        ? `, ${countText(hole.strokesReceived, 'handicap stroke')}`
        : `, gives back ${-hole.strokesReceived}`;
  return `Hole ${hole.holeNumber}, par ${hole.par}: ${score}${strokes}`;
}

/** Handicap strokes on the hole: a dot each received (up to 3), a plus sign each given back (up to 2). */
function HandicapBadge({ strokes }: { strokes: number }) {
  if (strokes === 0) return null;
  const count = strokes > 0 ? Math.min(strokes, 3) : Math.min(-strokes, 2);
  return (
    <span className={`stroke-badge__hcp stroke-badge__hcp--${strokes > 0 ? 'dots' : 'plus'}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (strokes > 0 ? <span key={i} className="stroke-badge__dot" /> : <span key={i}>+</span>))}
    </span>
  );
}

type ScoreCellProps = { hole: ScorecardHoleView; mark?: HoleMark; onOpenHistory?: () => void };

/**
 * A hole's strokes in a badge coloured by the result, with its handicap strokes. For the game's
 * admin a hole with history opens it when tapped, and a corrected hole carries a corner mark.
 */
export function ScoreCell({ hole, mark, onOpenHistory }: ScoreCellProps) {
  const hydrated = useHydrated();
  const badge = (
    <span className={`stroke-badge stroke-badge--${hole.result ?? 'none'}`}>
      {hole.strokes ?? '–'}
      <HandicapBadge strokes={hole.strokesReceived} />
    </span>
  );
  return (
    <td title={holeTitle(hole)}>
      <span className="score-cell__spot">
        {mark && onOpenHistory ? (
          <button
            type="button"
            className="score-cell__open"
            disabled={!hydrated}
            aria-haspopup="dialog"
            // The name starts with the score it shows, then says what a tap does.
            aria-label={`${hole.strokes ?? 'No score'} on hole ${hole.holeNumber}: show its history`}
            onClick={onOpenHistory}
          >
            {badge}
          </button>
        ) : (
          badge
        )}
        {mark === 'corrected' ? <span className="score-cell__mark" role="img" aria-label={`Hole ${hole.holeNumber} corrected`} /> : null}
      </span>
    </td>
  );
}
