import { describe, expect, it } from 'vitest';
import { nextTvScroll, TV_REST_TICKS } from './tv-scroll.ts';

describe('the TV view’s scrolling', () => {
  it('given a field that fits the screen, then it stays at the top', () => {
    expect(nextTvScroll({ top: 40, restTicks: 0 }, 0, 2)).toEqual({ top: 0, restTicks: 0 });
  });

  it('glides down step by step, rests at the bottom, then starts again from the top after a rest', () => {
    expect(nextTvScroll({ top: 0, restTicks: 0 }, 100, 2)).toEqual({ top: 2, restTicks: 0 });
    expect(nextTvScroll({ top: 99, restTicks: 0 }, 100, 2)).toEqual({ top: 100, restTicks: TV_REST_TICKS });
    expect(nextTvScroll({ top: 100, restTicks: 1 }, 100, 2)).toEqual({ top: 100, restTicks: 0 });
    expect(nextTvScroll({ top: 100, restTicks: 0 }, 100, 2)).toEqual({ top: 0, restTicks: TV_REST_TICKS });
    expect(nextTvScroll({ top: 0, restTicks: 3 }, 100, 2)).toEqual({ top: 0, restTicks: 2 });
  });
});
