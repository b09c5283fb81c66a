import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTopDialog } from '../dialog-stack.ts';
import { ToastCard } from './toast-card.tsx';
import { useToastSwipe } from './use-toast-swipe.ts';
import { useToasts } from './use-toasts.ts';

/** The hotkey that moves keyboard focus to the notifications, as in the spec. */
const FOCUS_HOTKEY = 'F8';

export function Toaster() {
  const toasts = useToasts().filter((t) => t.open);
  const viewport = useRef<HTMLDivElement>(null);
  const dialog = useTopDialog();
  const drag = useToastSwipe();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === FOCUS_HOTKEY) viewport.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const region = (
    <section aria-label={`Notifications (${FOCUS_HOTKEY})`} className="toast-region">
      <div ref={viewport} tabIndex={-1} className="toast-viewport">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} dragX={drag?.id === item.id ? drag.dx : null} />
        ))}
      </div>
    </section>
  );
  // Inside an open modal dialog, or the page behind it would cover and disable the toasts.
  return dialog ? createPortal(region, dialog) : region;
}
