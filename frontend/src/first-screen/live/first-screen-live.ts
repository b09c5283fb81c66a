import type { LeaderboardView, LiveChange } from '@golf/contracts';
import { applyPatch, LIVE_CHANGED_EVENT } from '@golf/contracts/live-plain';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_DRAWN_ATTRIBUTE, type FirstScreenSeed } from '../first-screen-data.ts';
import { addLaterStylesheet } from '../later-stylesheet.ts';
import { drawBoard } from './draw-board.ts';
import { FIRST_SCREEN_LIVE_ID, type FirstScreenLive } from './live-handle.ts';

/**
 * A viewer link's page, before the app arrives (decision 0560): a small script of its own (no
 * framework; built apart by frontend/build/first-screen-live-plugin.ts, inlined in the page's head
 * by the server) opens the game's live stream with the ticket the server put in the page and keeps
 * the drawn state of play current.
 * Each change's patch is applied to the board the page holds and the drawn rows are brought up to
 * it; what it cannot draw in place (a team format, skins or bets moving, a patch that does not fit
 * the board held) it takes from the page again, drawn by the server. The app, once it runs,
 * follows this same stream (live-handle.ts) and lets it go with its join screen: one stream.
 */

const isBoardKey = (key: readonly unknown[]) => key[0] === '/api/games' && key[2] === 'leaderboard' && key.length === 3;

function readJson(id: string): unknown {
  try {
    return JSON.parse(document.getElementById(id)?.textContent ?? 'null');
  } catch {
    return null;
  }
}

function boardOf(seed: unknown): LeaderboardView | null {
  if (!Array.isArray(seed)) return null;
  const found = (seed as FirstScreenSeed).find(([key]) => isBoardKey(key));
  return found ? (found[1] as LeaderboardView) : null;
}

/**
 * The drawn board (a join link's state of play, or the leaderboard's own page: decision 0742),
 * while the server's screen is the page's alone: once the app has read the page's reads it takes
 * the root's mark away (main.tsx), and the board is the app's to draw.
 */
const drawnBoard = (root: ParentNode = document) =>
  root.querySelector<HTMLElement>(`#root[${FIRST_SCREEN_DRAWN_ATTRIBUTE}] :is(.join-board, .leaderboard)`);

/** The page's body has been read past the app's root, up to the reads after it: the drawn board and its reads are whole. */
const bodyRead = () => document.getElementById(FIRST_SCREEN_DATA_ID) !== null;

/**
 * Runs from the page's head, before the board is read: the stream opens at once, ahead of the
 * app's scripts (a phone's six connections to the server are all theirs soon after), and changes
 * that come before the body is read wait for it.
 */
function start(): void {
  const live = readJson(FIRST_SCREEN_LIVE_ID) as { stream?: unknown; preload?: unknown } | null;
  if (!live || typeof live.stream !== 'string') return;
  const followers = new Set<(board: LeaderboardView) => void>();
  /** The board the page holds; undefined until the body is read. */
  let board: LeaderboardView | null | undefined = undefined;
  const boardNow = () => (board === undefined ? (board = boardOf(readJson(FIRST_SCREEN_DATA_ID))) : board);
  const waiting: LiveChange[] = [];
  let released = false;
  let refetching = false;
  let again = false;

  const hold = (next: LeaderboardView) => {
    board = next;
    // The app reads the page's reads when it starts: it starts from this board, not the page's first.
    const data = document.getElementById(FIRST_SCREEN_DATA_ID);
    const seed = readJson(FIRST_SCREEN_DATA_ID);
    if (data && Array.isArray(seed)) {
      data.textContent = JSON.stringify((seed as FirstScreenSeed).map(([key, value]) => [key, isBoardKey(key) ? next : value])).replace(
        /</g,
        '\\u003c',
      );
    }
    for (const follower of followers) follower(next);
  };

  /** The page again, as the server draws it now: its board and its drawn state of play. */
  const refetch = async () => {
    if (refetching) {
      again = true;
      return;
    }
    refetching = true;
    try {
      const answer = await fetch(location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
      if (!answer.ok) return;
      const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
      const next = boardOf(JSON.parse(page.getElementById(FIRST_SCREEN_DATA_ID)?.textContent ?? 'null'));
      if (!next) return;
      const drawn = drawnBoard();
      const redrawn = drawnBoard(page);
      if (drawn && redrawn) drawn.replaceWith(document.importNode(redrawn, true));
      hold(next);
    } catch {
      // No signal: the next change tries again.
    } finally {
      refetching = false;
      if (again) {
        again = false;
        void refetch();
      }
    }
  };

  const apply = (change: LiveChange) => {
    const held = boardNow();
    const patch = change.boards?.find((b) => b.round === 0);
    if (!held || !patch || patch.version === held.version) return;
    let next: LeaderboardView;
    try {
      if (patch.base !== held.version) throw new Error('the patch is for another board');
      next = applyPatch(held, patch.patch);
    } catch {
      void refetch();
      return;
    }
    const drawn = drawnBoard();
    if (drawn && !drawBoard(drawn, held, next)) {
      void refetch();
      return;
    }
    hold(next);
  };

  const afterBody = () => {
    if (!bodyRead()) {
      setTimeout(afterBody, 50);
      return;
    }
    for (const change of waiting.splice(0)) apply(change);
  };

  // The page's first script opened the stream already, as soon as its address was read (decision 0850).
  const opened = window.golfFirstScreenStream;
  const source = opened?.source ?? new EventSource(live.stream);
  // The app's chunks, asked for once the stream has its answer (or failed, or after 1.5 s): asked
  // for at once, they took the phone's few connections to the server first and the stream waited
  // behind them (the page names them here instead of in its body). The page came with its board's
  // rules only: the whole stylesheet comes first, for what a change or the app draws (decision 0849).
  let preloaded = false;
  const preload = () => {
    if (preloaded) return;
    preloaded = true;
    addLaterStylesheet();
    if (!Array.isArray(live.preload)) return;
    for (const file of live.preload) {
      if (typeof file !== 'string') continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  };
  source.addEventListener('open', preload);
  source.addEventListener('error', preload);
  if (source.readyState !== EventSource.CONNECTING) preload();
  setTimeout(preload, 1500);
  const close = () => {
    source.close();
    followers.clear();
  };
  // Once the task is over: React's StrictMode (in development) unfollows and follows again in one
  // go, which must not close the stream.
  const closeUnlessFollowed = () =>
    setTimeout(() => {
      if (released && followers.size === 0) close();
    }, 0);
  const changed = (event: Event) => {
    let change: LiveChange;
    try {
      change = JSON.parse((event as MessageEvent<string>).data) as LiveChange;
    } catch {
      return;
    }
    // The stream's first event names where it starts; a change that moved no board changes nothing shown.
    if (!change.boards) return;
    if (bodyRead()) apply(change);
    else if (waiting.push(change) === 1) afterBody();
  };
  source.addEventListener(LIVE_CHANGED_EVENT, changed);
  // What the stream said before this script ran, in order, before anything it says next.
  if (opened) {
    opened.stop();
    for (const event of opened.early.splice(0)) changed(event);
  }

  // Enter Game tapped before the app runs (a plain link to the board's page, decision 0704): the
  // page's own downloads (the app's chunks) stop first, so the board's page has the phone's
  // connections and bandwidth at once instead of when it replaces this one (decision 0742).
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="/leaderboard?code="]') : null;
    if (!link || !drawnBoard() || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.origin !== location.origin) return;
    event.preventDefault();
    window.stop();
    location.assign(link.href);
  });

  const handle: FirstScreenLive = {
    follow(onBoard) {
      followers.add(onBoard);
      const held = boardNow();
      if (held) onBoard(held);
      return () => {
        followers.delete(onBoard);
        closeUnlessFollowed();
      };
    },
    release() {
      released = true;
      closeUnlessFollowed();
    },
  };
  window.golfFirstScreenLive = handle;
}

start();
