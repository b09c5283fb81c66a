import { useLayoutEffect } from 'react';
import { addLaterStylesheet } from './later-stylesheet.ts';
import { firstScreenLive } from './live/live-handle.ts';

/**
 * The app's screen has taken over the page (the server's HTML adopted, or drawn anew): the page's
 * own live stream closes unless the app's screen follows it (decision 0560). A page sent with its
 * screen's CSS only (sign-in) gets the whole stylesheet once the app's screen has been painted, so
 * its bytes and its parsing on a slow phone come after the form is usable (decision 0551).
 */
export function handOffFirstScreen(): void {
  firstScreenLive()?.release();
  requestAnimationFrame(() => setTimeout(addLaterStylesheet, 0));
}

/** Called by a screen the server also renders, once it is on the page. */
export function useFirstScreenHandOff(): void {
  useLayoutEffect(handOffFirstScreen, []);
}
