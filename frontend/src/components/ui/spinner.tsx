/** A spinning ring; `label` is read to screen readers (null when the context already says it). */
export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string | null }) {
  return (
    <span
      className="spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** Fills the screen while something the whole page needs is loading. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner size={40} />
    </div>
  );
}
