/**
 * Spectator passes: the guest tokens a visitor without an account got for games by entering
 * their view code (POST /api/games/{id}/join). A pass opens that one game's reads only, so it is
 * sent only on its game's URLs and only while no one is signed in on this device.
 */
const GUEST_PASSES_KEY = 'guestPasses';

type Passes = Record<string, string>;

function readPasses(): Passes {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(GUEST_PASSES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Passes) : {};
  } catch {
    return {};
  }
}

function writePasses(passes: Passes): void {
  try {
    window.localStorage.setItem(GUEST_PASSES_KEY, JSON.stringify(passes));
  } catch {
    // Without storage the pass lasts as long as this page; nothing else to do.
  }
}

export function guestPassOf(gameId: string): string | null {
  return readPasses()[gameId.toLowerCase()] ?? null;
}

export function keepGuestPass(gameId: string, token: string): void {
  writePasses({ ...readPasses(), [gameId.toLowerCase()]: token });
}

/** A pass the server no longer honours (the codes were regenerated): forget it. */
export function dropGuestPass(gameId: string): void {
  const { [gameId.toLowerCase()]: _dropped, ...rest } = readPasses();
  writePasses(rest);
}

const GAME_URL = /^\/api\/games\/([0-9a-f-]{36})(?:[/?]|$)/i;

/** The game a request URL reads, when it is one of a game's own routes (`/api/games/{id}…`). */
export function gameOfUrl(url: string): string | null {
  return GAME_URL.exec(url)?.[1]?.toLowerCase() ?? null;
}

/** The spectator pass to send with a request: only on its game's URLs. */
export function guestPassForUrl(url: string): string | null {
  const gameId = gameOfUrl(url);
  return gameId ? guestPassOf(gameId) : null;
}
