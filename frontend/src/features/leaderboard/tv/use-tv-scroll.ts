import { useEffect, useRef, type RefObject } from 'react';
import { nextTvScroll, TV_REST_TICKS, type TvScroll } from './tv-scroll.ts';

const TICK_MS = 60;
const STEP_PX = 2;

/** Scrolls the element through its content by itself (see tv-scroll.ts); a smaller field stays put. */
export function useTvScroll(element: RefObject<HTMLElement | null>): void {
  const state = useRef<TvScroll>({ top: 0, restTicks: TV_REST_TICKS });
  useEffect(() => {
    const timer = setInterval(() => {
      const box = element.current;
      if (!box) return;
      state.current = nextTvScroll(state.current, box.scrollHeight - box.clientHeight, STEP_PX);
      box.scrollTop = state.current.top;
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [element]);
}
