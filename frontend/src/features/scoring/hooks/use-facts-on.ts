import { useState } from 'react';

const FACTS_ON_KEY = 'golf.scoring.facts';

function readFactsOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(FACTS_ON_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * Whether this phone shows the facts row under each player's strokes: off unless the golfer
 * turned it on, and remembered on this device (decision 0808).
 */
export function useFactsOn(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readFactsOn);
  const set = (next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(FACTS_ON_KEY, next ? 'on' : 'off');
    } catch {
      // A phone that keeps nothing (private mode) still shows the choice until the page is left.
    }
  };
  return [on, set];
}
