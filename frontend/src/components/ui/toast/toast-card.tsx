import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { XIcon } from '../../icons/x-icon.tsx';
import { dismissToast, isDismissingSwipe, TOAST_DURATION_MS, type ToastItem } from './toast-store.ts';

/** One toast: closes after 5 s or its own duration (paused while held, hovered or focused) or on a right swipe. */
export function ToastCard({ item }: { item: ToastItem }) {
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);
  const remaining = useRef(item.durationMs ?? TOAST_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [item.id, paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current !== null) setDragX(Math.max(0, event.clientX - dragStart.current));
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current === null) return;
    const delta = event.clientX - dragStart.current;
    dragStart.current = null;
    setPaused(false);
    if (isDismissingSwipe(delta)) dismissToast(item.id);
    else setDragX(0);
  };

  return (
    <div
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      className={`toast toast--${item.variant}`}
      style={dragX ? { transform: `translateX(${dragX}px)`, opacity: Math.max(0.3, 1 - dragX / 200) } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(dragStart.current !== null)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__title">{item.title}</p>
        {item.description ? <p className="toast__description">{item.description}</p> : null}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => dismissToast(item.id)}>
        <XIcon />
      </button>
    </div>
  );
}
