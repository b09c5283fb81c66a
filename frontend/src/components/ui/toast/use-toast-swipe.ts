import { useEffect, useState } from 'react';
import { dismissToast, isDismissingSwipe } from './toast-store.ts';

/** A toast being swiped: its id and how far right it has moved. */
export type ToastDrag = { id: string; dx: number };

function toastAt(x: number, y: number): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-toast-id]')].find((element) => {
    const box = element.getBoundingClientRect();
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
}

/**
 * A right swipe across a toast dismisses it (spec 9). Toasts let every tap through to the page
 * beneath them (pointer-events: none), so the swipe is followed on the whole document, by where
 * the pointer is, without stopping the tap from reaching the control under the toast.
 */
export function useToastSwipe(): ToastDrag | null {
  const [drag, setDrag] = useState<ToastDrag | null>(null);

  useEffect(() => {
    let start: { id: string; x: number; pointerId: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.target instanceof Element && event.target.closest('.toast__close')) return;
      const id = toastAt(event.clientX, event.clientY)?.dataset.toastId;
      if (!id) return;
      start = { id, x: event.clientX, pointerId: event.pointerId };
      setDrag({ id, dx: 0 });
    };
    const move = (event: PointerEvent) => {
      if (start?.pointerId === event.pointerId) setDrag({ id: start.id, dx: Math.max(0, event.clientX - start.x) });
    };
    const end = (event: PointerEvent) => {
      if (start?.pointerId !== event.pointerId) return;
      if (event.type === 'pointerup' && isDismissingSwipe(event.clientX - start.x)) dismissToast(start.id);
      start = null;
      setDrag(null);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointermove', move, true);
    document.addEventListener('pointerup', end, true);
    document.addEventListener('pointercancel', end, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointermove', move, true);
      document.removeEventListener('pointerup', end, true);
      document.removeEventListener('pointercancel', end, true);
    };
  }, []);

  return drag;
}
