import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the server renders a page and while the app adopts that page's HTML (hydration),
 * true from the app's next render on (and at once on a screen the app draws itself). A control
 * that needs the app's code is disabled until then: on a drawn page it can be read, but a tap on
 * it before the code has run would do nothing (decision 0740).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
