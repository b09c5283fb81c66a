/** A determinate progress bar, 0 to 100, announced with its label. */
export function Progress({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
      <div className="progress__bar" style={{ width: `${clamped}%` }} />
    </div>
  );
}
