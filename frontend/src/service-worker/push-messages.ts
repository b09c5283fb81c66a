/** What a push message shows and where its tap leads (the server's payload: contracts' PushPayload). */
export interface ShownPush {
  title: string;
  options: { body: string; tag: string; data: { url: string; gameId: string; kind: string }; icon: string; badge: string };
}

const ICON = '/icons/icon-192.png';

/**
 * The notification a push message makes: its title and text as the server wrote them, grouped by
 * game and kind (`tag`, so a newer lead replaces the older on the lock screen), with the app path
 * a tap opens. A message that is not the server's JSON still shows, as a plain line, and opens the app.
 */
export function shownPush(text: string | null): ShownPush {
  let payload: Partial<Record<'title' | 'body' | 'url' | 'kind' | 'gameId', unknown>> = {};
  try {
    payload = JSON.parse(text ?? '{}') as typeof payload;
  } catch {
    payload = { body: text ?? '' };
  }
  const str = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
  const gameId = str(payload.gameId, '');
  const kind = str(payload.kind, 'update');
  return {
    title: str(payload.title, 'Golf Scoring'),
    options: {
      body: str(payload.body, ''),
      tag: `${gameId}:${kind}`,
      data: { url: str(payload.url, '/'), gameId, kind },
      icon: ICON,
      badge: ICON,
    },
  };
}

/**
 * The address a tap opens: the payload's path on this app's own origin; anything naming another
 * origin opens the app's home instead, so a message can never send the phone elsewhere.
 */
export function tapTarget(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
