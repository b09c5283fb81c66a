import { z } from 'zod/mini';
import { CommandPosition } from '../errors/error-body.ts';
import { typeError } from '../errors/zod-messages.ts';

const awardMessage = (name: string) => `${name} must be a player id of this game, or null for nobody`;

const awardField = (name: string) =>
  z.optional(
    z.nullable(
      z.string({ error: typeError({ invalid: awardMessage(name), required: awardMessage(name) }) }).check(z.uuid(awardMessage(name))),
    ),
  );

/**
 * PUT /api/games/{id}/rounds/{n}/holes/{h}/awards: who took each award of the hole
 * (docs/golf-rules.md section 15): `bingo` first on the green, `bango` closest once all are on,
 * `bongo` first in the hole, `closestToPin` on a par 3. Each a player id of the game, null for
 * nobody, absent to leave it as set.
 */
export const SetHoleAwardsBody = z.object({
  bingo: awardField('bingo'),
  bango: awardField('bango'),
  bongo: awardField('bongo'),
  closestToPin: awardField('closestToPin'),
});
export type SetHoleAwardsBody = z.infer<typeof SetHoleAwardsBody>;

export const HoleAwardsParams = z.object({ id: z.string(), round: z.string(), hole: z.string() });

/** A hole's awards as set: a player id each, or null for nobody. */
export const HoleAwardsView = z.object({
  bingo: z.nullable(z.string()),
  bango: z.nullable(z.string()),
  bongo: z.nullable(z.string()),
  closestToPin: z.nullable(z.string()),
});
export type HoleAwardsView = z.infer<typeof HoleAwardsView>;

/** The answer: the hole's awards now, and the command's position (send it as X-Min-Position). */
export const SetHoleAwardsResponse = z.merge(
  z.object({ roundNumber: z.number().check(z.int()), holeNumber: z.number().check(z.int()), awards: HoleAwardsView }),
  CommandPosition,
);
export type SetHoleAwardsResponse = z.infer<typeof SetHoleAwardsResponse>;
