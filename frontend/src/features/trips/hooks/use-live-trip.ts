import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LiveStream } from '../../../lib/live-stream.ts';
import { liveStreamUrl } from '../../../lib/live-ticket.ts';
import { notePosition } from '../../../lib/read-position.ts';
import { tripKeys } from '../api/trip-keys.ts';

/**
 * Keeps a trip's screens live over its one stream (the trip and all its games): a change notes
 * the position (the refetch reads it) and refreshes everything read of the trip. Closed while
 * the page is hidden, reopened when shown, and at once when the phone is back online.
 */
export function useLiveTrip(tripId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = new LiveStream({
      url: () => liveStreamUrl(`/api/trips/${encodeURIComponent(tripId)}/live`),
      onChange: (position) => {
        notePosition({ position });
        void queryClient.invalidateQueries({ queryKey: tripKeys.trip(tripId) });
      },
    });
    const followVisibility = () => (document.visibilityState === 'hidden' ? stream.stop() : stream.start());
    const backOnline = () => stream.retryNow();
    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    window.addEventListener('online', backOnline);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      window.removeEventListener('online', backOnline);
      stream.stop();
    };
  }, [tripId, queryClient]);
}
