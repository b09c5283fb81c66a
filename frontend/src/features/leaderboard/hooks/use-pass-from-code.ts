import { useEffect, useState } from 'react';
import { apiJson } from '../../../lib/api-client.ts';
import { guestPassOf, keepGuestPass } from '../../../lib/guest-passes.ts';
import { firstScreenPass } from '../../../first-screen/live/live-handle.ts';

export type PassFromCode = 'ready' | 'swapping' | 'failed';

/**
 * A board opened from a link that carries the game's view code (`?code=`: the TV link, or the
 * join page's Enter Game as a plain link, decision 0704): the code is swapped for what reads the
 * board (POST /api/games/{id}/join), every time the screen opens, since a pass kept from before may
 * have died with new codes while the link is new. A visitor keeps the spectator's pass it answers;
 * a signed-in user's join records their access (nothing, when they have as much already). If the
 * swap fails, a pass kept from before still gets its chance. Without a code there is nothing to swap.
 * A visitor's page drawn by the server with the view code holds the pass already: no swap then.
 */
export function usePassFromCode(gameId: string, code: string | null, { signedIn }: { signedIn: boolean }): PassFromCode {
  const [state, setState] = useState<PassFromCode>(code ? 'swapping' : 'ready');
  useEffect(() => {
    if (state !== 'swapping' || !code) return;
    // The server swapped the code already when it drew this page for a visitor (decision 0742).
    const drawn = signedIn ? null : firstScreenPass(gameId, code);
    if (drawn) {
      keepGuestPass(gameId, drawn);
      setState('ready');
      return;
    }
    let current = true;
    apiJson<{ gameId: string; guestToken: string | null }>('POST', `/api/games/${gameId}/join`, { code })
      .then((answer) => {
        if (answer.guestToken) keepGuestPass(answer.gameId, answer.guestToken);
        if (current) setState('ready');
      })
      .catch(() => {
        if (current) setState(signedIn || guestPassOf(gameId) ? 'ready' : 'failed');
      });
    return () => {
      current = false;
    };
  }, [state, code, gameId, signedIn]);
  return state;
}
