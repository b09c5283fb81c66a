import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tokenForRequest } from '../../../lib/api-client.ts';
import { LiveStream } from '../../../lib/live-stream.ts';
import { notePosition } from '../../../lib/read-position.ts';
import { tripKeys } from '../api/trip-keys.ts';

/** The URL of a trip's live stream; the token rides in the query (an EventSource sends no headers). */
export function liveTripUrl(tripId: string, token: string | null): string | null {
  if (!token) return null;
  return `/api/trips/${encodeURIComponent(tripId)}/live?token=${encodeURIComponent(token)}`;
}

/**
 * Keeps a trip's screens live over its one stream (the trip and all its games): a change notes
 * the position (the refetch reads it) and refreshes everything read of the trip. Closed while
 * the page is hidden, reopened when shown, and at once when the phone is back online.
 */
export function useLiveTrip(tripId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stream = new LiveStream({
      url: () => liveTripUrl(tripId, tokenForRequest(`/api/trips/${tripId}/live`).token),
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
