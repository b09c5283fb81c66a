import { AsyncResource } from 'node:async_hooks';
import type { DatabasePool } from 'slonik';
import { diffJson, type LiveChange } from '@golf/contracts';
import { getLeaderboardViewsChanged } from '@golf/read-db';
import { gameStream } from '../game.ts';
import type { LiveChangeHub } from './live-change-hub.ts';
import { changedFrame } from './sse-frames.ts';

/**
 * Runs `task` in the async context this module was loaded in. A change arrives inside the
 * shared LISTEN connection's context, where slonik refuses queries on other connections; the
 * boards are read from the pool as from anywhere else.
 */
const outsideListener: (task: () => Promise<void>) => Promise<void> = AsyncResource.bind((task: () => Promise<void>) => task());

/** A viewer's stream: sent each change of its game as an encoded frame, with the position it carries. */
export type FrameListener = (frame: Buffer, position: bigint) => void;

type BoardPatches = NonNullable<LiveChange['boards']>;

interface WatchedGame {
  listeners: Set<FrameListener>;
  /** The boards as last published, by round: what viewers hold (or will, once they fetch). */
  boards: Map<number, { version: string; view: unknown }>;
  /** The newest change not yet published; null when none waits. */
  pending: bigint | null;
  /** The publishing under way (loading the boards first, then each change in turn). */
  running: Promise<void>;
  stopHub: () => void;
}

/**
 * The live frames of every watched game in this process: on each change of a game, its boards
 * that moved are read once, diffed against the versions last published, and the `changed` event
 * with those patches is encoded once and written to every stream of the game. Changes that come
 * while one is being published are coalesced into the next. A game is watched (and its boards
 * kept) only while it has a stream open.
 */
export class LiveBoardFrames {
  private readonly games = new Map<string, WatchedGame>();

  private readonly pool: DatabasePool;
  private readonly hub: LiveChangeHub;
  constructor(pool: DatabasePool, hub: LiveChangeHub) {
    this.pool = pool;
    this.hub = hub;
  }

  /** Sends `listener` every later change of the game; answers the unsubscribe. Resolves once changes are followed. */
  async subscribe(gameId: string, listener: FrameListener): Promise<() => void> {
    let game = this.games.get(gameId);
    if (!game) {
      const watched: WatchedGame = {
        listeners: new Set(),
        boards: new Map(),
        pending: null,
        running: Promise.resolve(),
        stopHub: () => {},
      };
      game = watched;
      this.games.set(gameId, watched);
      watched.running = this.readBoards(gameId, watched).then(
        () => undefined,
        () => undefined,
      );
      const stopHub = await this.hub.subscribe(gameStream(gameId), (position) => this.changed(gameId, watched, position));
      if (this.games.get(gameId) === watched) watched.stopHub = stopHub;
      else stopHub();
    }
    const watched = game;
    watched.listeners.add(listener);
    return () => {
      watched.listeners.delete(listener);
      if (watched.listeners.size > 0 || this.games.get(gameId) !== watched) return;
      this.games.delete(gameId);
      watched.stopHub();
    };
  }

  private changed(gameId: string, game: WatchedGame, position: bigint): void {
    const first = game.pending === null;
    if (game.pending === null || position > game.pending) game.pending = position;
    if (first) game.running = game.running.then(() => outsideListener(() => this.publish(gameId, game)));
  }

  private async publish(gameId: string, game: WatchedGame): Promise<void> {
    const position = game.pending;
    game.pending = null;
    if (position === null || this.games.get(gameId) !== game) return;
    let read: { checkpoint: bigint; boards?: BoardPatches } = { checkpoint: position };
    try {
      read = await this.readBoards(gameId, game);
    } catch {
      // The boards could not be read: the frame says only that something changed, and viewers fetch.
    }
    // The boards are as of the checkpoint read with them, which may be past the change that woke us.
    const at = read.checkpoint > position ? read.checkpoint : position;
    const frame = Buffer.from(changedFrame(at, read.boards));
    for (const listener of [...game.listeners]) listener(frame, at);
  }

  /** Reads the boards that moved since last published: their patches (see boardPatches) and the checkpoint they are as of. */
  private async readBoards(gameId: string, game: WatchedGame): Promise<{ checkpoint: bigint; boards?: BoardPatches }> {
    const known = [...game.boards.values()].map((b) => b.version);
    const changed = await getLeaderboardViewsChanged(this.pool, gameId, known);
    // A game set aside has no current board: the frame carries none, so every viewer fetches and is told it is being repaired.
    if (changed.setAside) return { checkpoint: changed.checkpoint };
    return { checkpoint: changed.checkpoint, boards: boardPatches(game.boards, changed.boards) };
  }

  /** How many games are watched (for tests and diagnostics). */
  get gameCount(): number {
    return this.games.size;
  }
}

/**
 * The patches from the boards `held` (by round) to the `changed` ones, and `held` brought up to
 * them. Undefined when a changed board was not held before (a round's board that is new, or the
 * boards could not be read when the game was first watched): no patch can start from it, so the
 * event carries no boards and every viewer fetches, rather than being told nothing moved.
 */
export function boardPatches(
  held: Map<number, { version: string; view: unknown }>,
  changed: ReadonlyArray<{ roundNumber: number; version: string; view: string }>,
): BoardPatches | undefined {
  const patches: BoardPatches = [];
  let complete = true;
  for (const { roundNumber, version, view } of changed) {
    const next = JSON.parse(view) as unknown;
    const before = held.get(roundNumber);
    if (before) patches.push({ round: roundNumber, base: before.version, version, patch: diffJson(before.view, next) });
    else complete = false;
    held.set(roundNumber, { version, view: next });
  }
  return complete ? patches : undefined;
}

const publishers = new WeakMap<LiveChangeHub, LiveBoardFrames>();

/** The hub's frame publisher, made on first use. */
export function liveBoardFramesOf(pool: DatabasePool, hub: LiveChangeHub): LiveBoardFrames {
  let frames = publishers.get(hub);
  if (!frames) {
    frames = new LiveBoardFrames(pool, hub);
    publishers.set(hub, frames);
  }
  return frames;
}
