import { describe, expect, it } from 'vitest';
import { isDismissingSwipe, toastReducer, toastsLeftBehind, type ToastItem } from './toast-store.ts';

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, variant: 'default', open: true });

describe('toastReducer', () => {
  it('given a visible toast, when another is added, then only the new one is kept', () => {
    expect(toastReducer([item('1')], { type: 'add', toast: item('2') })).toEqual([item('2')]);
  });

  it('given a toast, when it is dismissed, then it closes but stays in the store', () => {
    expect(toastReducer([item('1')], { type: 'dismiss', id: '1' })).toEqual([{ ...item('1'), open: false }]);
  });

  it('given a dismissed toast, when it is removed, then the store is empty', () => {
    expect(toastReducer([{ ...item('1'), open: false }], { type: 'remove', id: '1' })).toEqual([]);
  });

  it('given a toast, when another id is dismissed, then nothing changes', () => {
    expect(toastReducer([item('1')], { type: 'dismiss', id: '9' })).toEqual([item('1')]);
  });
});

describe('isDismissingSwipe', () => {
  it('dismisses only past 50 px to the right', () => {
    expect(isDismissingSwipe(51)).toBe(true);
    expect(isDismissingSwipe(50)).toBe(false);
    expect(isDismissingSwipe(-120)).toBe(false);
  });
});

describe('toasts left behind by a move to another screen (decision 0703)', () => {
  it('given a toast shown a second or more before the move, then it closes; one shown with the move stays', () => {
    const shown = (id: string, shownAt: number, open = true): ToastItem => ({ ...item(id), shownAt, open });
    const now = 10_000;
    expect(toastsLeftBehind([shown('old', now - 4000), shown('just', now - 200), shown('closed', now - 9000, false)], now)).toEqual([
      'old',
    ]);
    expect(toastsLeftBehind([shown('edge', now - 1000)], now)).toEqual(['edge']);
  });
});
