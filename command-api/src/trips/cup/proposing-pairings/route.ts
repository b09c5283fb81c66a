import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CupPairingsResponse, ProposeCupPairingsBody, TripParams, cupMessages } from '@golf/contracts';
import { proposePairings, type PairingPlayer } from '@golf/golf';
import { listCupMatches, listTripMembers, type TripMemberRow } from '@golf/read-db';
import type { AppDeps } from '../../../app-deps.ts';
import { BadRequestError, ConflictError } from '../../../commands/domain-error.ts';
import { requireUser } from '../../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../../http/error-responses.ts';
import { cupReadOf, requireCupReader } from '../cup-read-gate.ts';
import { underCupRules } from '../cup-rules.ts';

/** A whole number from a text (FNV-1a, 32 bits): the proposal's seed when the caller sends none. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

const nameOf = (member: TripMemberRow) => [member.user.firstName, member.user.lastName].filter(Boolean).join(' ') || member.user.email;

/** The index a member plays off: the app's when they chose it, else the one they typed; null without one. */
const indexOf = (member: TripMemberRow) =>
  member.user.useAppIndex && member.user.appHandicapIndex !== null ? member.user.appHandicapIndex : member.user.handicap;

/**
 * POST /api/trips/{id}/cup/pairings: a session's proposed matches (@golf/golf's `proposePairings`,
 * decision 0829) from the teams' players who are still members, their handicap indexes and the
 * cup's matches so far. Nothing is recorded: the captains change the proposal on their phones,
 * then make its matches. The same session, format and seed give the same proposal; another seed
 * another one.
 */
export function proposingPairingsRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trips/:id/cup/pairings',
      {
        onRequest: requireUser(deps),
        preHandler: requireCupReader(deps, 'make_matches'),
        schema: {
          tags: ['trips'],
          summary: 'Propose a session’s matches: partners and opponents repeated as little as possible, like handicaps together in singles',
          security: bearerAuth,
          params: TripParams,
          body: ProposeCupPairingsBody,
          response: { 200: CupPairingsResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { tripId, cup } = cupReadOf(request);
        if (!cup) throw new ConflictError(cupMessages.noCup);
        const { session, format } = request.body;
        const [members, matches] = await Promise.all([listTripMembers(deps.pool, tripId), listCupMatches(deps.pool, tripId)]);
        const byUser = new Map(members.map((member) => [member.userId, member]));
        const team = (userIds: readonly string[]): PairingPlayer[] =>
          userIds.flatMap((userId) => {
            const member = byUser.get(userId);
            if (!member) return [];
            const handicap = indexOf(member);
            if (handicap === null) throw new BadRequestError(`${nameOf(member)} has no handicap index yet: they set it on their profile`);
            return [{ id: userId, handicap }];
          });
        const seed = request.body.seed ?? seedOf(`${tripId}:${session}:${format}`);
        const proposal = underCupRules(() =>
          proposePairings({
            format,
            teams: [team(cup.teams[0].userIds), team(cup.teams[1].userIds)],
            previousMatches: matches.map((match) => ({ teams: match.teams })),
            seed,
          }),
        );
        return { ...proposal, seed };
      },
    );
  };
}
