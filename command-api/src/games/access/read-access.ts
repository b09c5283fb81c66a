import type { FastifyRequest } from 'fastify';
import { gameMessages, type GameAccessLevel } from '@golf/contracts';
import { findSetAsideStream, getGameAccessFacts } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { BeingRepairedError } from '../../commands/being-repaired-error.ts';
import { ForbiddenError, NotFoundError } from '../../commands/domain-error.ts';
import { accessOf, atLeast, type CallerAccess, type GameCaller } from './access-rule.ts';
import { isGameId } from '../game.ts';
import { gameCallerOf, requestToken } from './game-caller.ts';

/** What the read gate found: the game, the caller and what they may do in it. */
export interface GameReadAccess {
  gameId: string;
  caller: GameCaller;
  access: CallerAccess;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireGameAccess` on the game routes that read. */
    gameAccess?: GameReadAccess;
  }
}

/** Why a level is refused, as the caller reads it. */
const refusals: Record<GameAccessLevel, string> = {
  admin: gameMessages.adminOnly,
  player: gameMessages.playersOnly,
  viewer: gameMessages.gameNotFound,
};

/**
 * The caller's access to `gameId` as the read tables hold it (send X-Min-Position after a
 * command that changed it); 404 'Game not found' when they have none, so a game's existence is
 * not revealed, and 403 when they have less than `needed`. A game whose stream the projector
 * set aside is being repaired (503) for those who may see it; and for anyone, when it was set
 * aside before the read tables had it at all (its id is the only thing that says so).
 */
export async function readAccessOf(
  deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock' | 'sessions'>,
  gameId: string,
  caller: GameCaller,
  needed: GameAccessLevel,
): Promise<GameReadAccess> {
  const holder = caller.kind === 'user' ? { userId: caller.actor.id, email: caller.actor.email } : null;
  const facts = await getGameAccessFacts(deps.pool, gameId, holder);
  if (!facts && (await findSetAsideStream(deps.pool, 'game', gameId))) throw new BeingRepairedError('game');
  const access = facts ? accessOf(facts, caller) : null;
  if (!facts || !access) throw new NotFoundError(gameMessages.gameNotFound);
  if (!atLeast(access.level, needed)) throw new ForbiddenError(refusals[needed]);
  if (facts.setAside) throw new BeingRepairedError('game');
  return { gameId: facts.gameId, caller, access };
}

/**
 * The onRequest gate of every game route that reads (`/games/{id}…`): signed-in users and, for
 * what a viewer may see, spectators with a guest token, always in the Authorization header (the
 * live stream takes a ticket instead: game-caller.ts). It runs before the body is read or the
 * path checked (decision 0725), so an id that is no game's id is 404 here, as for a game that
 * does not exist. Commands decide access on the game's stream instead (require-access.ts); both
 * apply access-rule.ts.
 */
export function requireGameAccess(
  deps: Pick<AppDeps, 'config' | 'pool' | 'store' | 'clock' | 'sessions'>,
  needed: GameAccessLevel = 'viewer',
) {
  return async function gameAccessGate(request: FastifyRequest): Promise<void> {
    const caller = await gameCallerOf(deps, requestToken(request));
    const gameId = (request.params as { id?: unknown }).id;
    if (typeof gameId !== 'string' || !isGameId(gameId)) throw new NotFoundError(gameMessages.gameNotFound);
    request.gameAccess = await readAccessOf(deps, gameId, caller, needed);
  };
}

/** What `requireGameAccess` found; only for routes that use it. */
export function gameAccessOf(request: FastifyRequest): GameReadAccess {
  if (!request.gameAccess) throw new Error('This route has no game access gate');
  return request.gameAccess;
}
