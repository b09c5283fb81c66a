import { z } from 'zod';
import { defineEvent } from '../define-event.ts';
import { ScoreAccess } from './score-events.ts';

const awardedPlayer = z.string().uuid().nullable();

/**
 * The awards of one hole of a round (docs/golf-rules.md section 15), one player each or nobody
 * (null): `bingo` first on the green, `bango` closest to the hole once all are on, `bongo` first
 * in the hole, `closestToPin` on a par 3 the tee shot closest to the hole.
 */
export const HoleAwardsData = z.object({ bingo: awardedPlayer, bango: awardedPlayer, bongo: awardedPlayer, closestToPin: awardedPlayer });
export type HoleAwardsData = z.infer<typeof HoleAwardsData>;

/**
 * The hole's awards as they stand now (the whole set, replacing the last), set by someone who may
 * score the hole: who (null for a code-only visitor) and through which access.
 */
export const HoleAwardsSet = defineEvent(
  'HoleAwardsSet',
  1,
  z.object({
    gameId: z.string().uuid(),
    roundNumber: z.number().int().min(1),
    holeNumber: z.number().int().min(1).max(18),
    awards: HoleAwardsData,
    setByUserId: z.string().uuid().nullable(),
    access: ScoreAccess,
  }),
);
