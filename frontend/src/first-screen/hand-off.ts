import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ID } from './first-screen-data.ts';

/** The app's screen replaces the server's: the server's copy goes (its CSS rule hides the app until then). */
export function handOffFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

/** Called by a screen the server also renders, once it is on the page. */
export function useFirstScreenHandOff(): void {
  useLayoutEffect(handOffFirstScreen, []);
}
