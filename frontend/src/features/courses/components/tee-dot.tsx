import type { TeeColor } from '@golf/contracts';

/** The round colour swatch of a tee set. */
export function TeeDot({ color }: { color: TeeColor }) {
  return <span className={`tee-dot tee-dot--${color}`} aria-hidden="true" />;
}
