/**
 * How the TV view moves through a field longer than the screen: it rests at the top, glides
 * down a little each tick, rests at the bottom, then starts over from the top.
 */
export type TvScroll = { top: number; restTicks: number };

/** Ticks the view rests at the top and at the bottom (with 60 ms ticks, about 4 s). */
export const TV_REST_TICKS = 66;

/** The scroll after one more tick of `stepPx`, in a field that can scroll `maxTop` pixels. */
export function nextTvScroll(current: TvScroll, maxTop: number, stepPx: number): TvScroll {
  if (maxTop <= 0) return { top: 0, restTicks: 0 };
  if (current.restTicks > 0) return { ...current, restTicks: current.restTicks - 1 };
  if (current.top >= maxTop) return { top: 0, restTicks: TV_REST_TICKS };
  const top = Math.min(maxTop, current.top + stepPx);
  return { top, restTicks: top >= maxTop ? TV_REST_TICKS : 0 };
}
