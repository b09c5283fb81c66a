import { useEffect } from 'react';

/**
 * Keeps the clubhouse screen from dimming while the TV view is open (Screen Wake Lock API, where
 * the browser has it). The browser drops the lock whenever the page is hidden, so it is asked
 * for again each time the page shows; without the API the screen's own settings rule.
 */
export function useScreenAwake(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        })
        .catch(() => {
          // Refused (battery saver, no user gesture yet): the screen's own settings rule.
        });
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void lock?.release();
    };
  }, []);
}
