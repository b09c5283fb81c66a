import { useEffect, useRef, useState } from 'react';
import { XIcon } from '../../icons/x-icon.tsx';
import { dismissToast, TOAST_DURATION_MS, type ToastItem } from './toast-store.ts';

/**
 * One toast: closes after 5 s or its own duration (paused while swiped or focused), on its close
 * button or on a right swipe (followed by the Toaster: a toast lets taps through to the page).
 */
export function ToastCard({ item, dragX }: { item: ToastItem; dragX: number | null }) {
  const [focused, setFocused] = useState(false);
  const paused = focused || dragX !== null;
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

  return (
    <div
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      className={`toast toast--${item.variant}`}
      data-toast-id={item.id}
      style={dragX ? { transform: `translateX(${dragX}px)`, opacity: Math.max(0.3, 1 - dragX / 200) } : undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
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
