import { handicapMarks } from '../model/handicap-marks.ts';

/** Dots for handicap strokes received on the hole (up to 3), plus signs for strokes given back (up to 2). */
export function HandicapMarksView({ strokes }: { strokes: number }) {
  const marks = handicapMarks(strokes);
  if (marks.kind === 'none') return null;
  const label =
    marks.kind === 'dots'
      ? `Receives ${strokes} handicap stroke${strokes === 1 ? '' : 's'} on this hole`
      : `Gives back ${-strokes} stroke${strokes === -1 ? '' : 's'} on this hole`;
  return (
    <span className={`hcp-marks hcp-marks--${marks.kind}`} role="img" aria-label={label} title={label}>
      {Array.from({ length: marks.count }, (_, i) =>
        marks.kind === 'dots' ? (
          <span key={i} className="hcp-marks__dot" />
        ) : (
          <span key={i} className="hcp-marks__plus">
            +
          </span>
        ),
      )}
    </span>
  );
}
