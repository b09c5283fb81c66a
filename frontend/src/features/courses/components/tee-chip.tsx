import type { TeeSetSummaryView } from '@golf/contracts';
import { TeeDot } from './tee-dot.tsx';

/** A tee set on a course card: colour and name; hovering (or a long press) shows rating and slope. */
export function TeeChip({ teeSet }: { teeSet: Pick<TeeSetSummaryView, 'name' | 'color' | 'rating' | 'slope'> }) {
  return (
    <span className="tee-chip" title={`Rating: ${teeSet.rating} / Slope: ${teeSet.slope}`}>
      <TeeDot color={teeSet.color} />
      {teeSet.name}
    </span>
  );
}
