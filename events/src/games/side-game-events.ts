import { z } from 'zod';
import { defineEvent } from '../define-event.ts';
import { ScoreAccess } from './score-events.ts';

/**
 * The side games a game plays on its strokes (docs/golf-rules.md section 14), each null or absent
 * when not played: skins on a format other than skins (a skin's value), the presses of its Nassau
 * (match play), Wolf and Las Vegas (a point's value), and the games on the hole facts (section 15):
 * junk (a dot's value and the dots played), Bingo Bango Bongo (a point's) and the snake. The Nassau itself is the game's `isNassau`
 * and `nassauStakesCents`; skins on the skins format are the format's own `skinValueCents`.
 */
export const SideGamesData = z.object({
  skins: z
    .object({ valueCents: z.number().int().min(0) })
    .nullable()
    .optional(),
  presses: z
    .object({
      mode: z.enum(['off', 'manual', 'automatic']),
      trigger: z.number().int().min(1).max(5),
      stake: z.enum(['same', 'double']),
    })
    .nullable()
    .optional(),
  wolf: z
    .object({ pointValueCents: z.number().int().min(0) })
    .nullable()
    .optional(),
  vegas: z
    .object({ pointValueCents: z.number().int().min(0) })
    .nullable()
    .optional(),
  junk: z
    .object({
      valueCents: z.number().int().min(0),
      dots: z.array(z.enum(['birdie', 'greenie', 'sandie', 'chip_in', 'polie'])).min(1),
    })
    .nullable()
    .optional(),
  bingoBangoBongo: z
    .object({ valueCents: z.number().int().min(0) })
    .nullable()
    .optional(),
  snake: z
    .object({ valueCents: z.number().int().min(0) })
    .nullable()
    .optional(),
});
export type SideGamesData = z.infer<typeof SideGamesData>;

/** Who recorded a choice or a press: the signed-in user (null for a code-only visitor) and how they reached the game. */
const recordedBy = { recordedByUserId: z.string().uuid().nullable(), access: ScoreAccess };

/**
 * The wolf of a hole chose (docs/golf-rules.md section 12): a partner, lone or blind. A later
 * choice for the same hole replaces it (decision 0790); when it was made is the event's time.
 */
export const WolfChoiceRecorded = defineEvent(
  'WolfChoiceRecorded',
  1,
  z.object({
    gameId: z.string().uuid(),
    roundNumber: z.number().int().min(1),
    holeNumber: z.number().int().min(1).max(18),
    wolfId: z.string().uuid(),
    choice: z.enum(['partner', 'lone', 'blind']),
    partnerId: z.string().uuid().nullable(),
    ...recordedBy,
  }),
);

/**
 * A manual press of a match play Nassau (docs/golf-rules.md section 11): it presses `pressOf` (a
 * bet or a press's id) from `startsAt`, and stays whatever the scores do. Automatic presses are
 * derived from the scores and never recorded.
 */
export const PressRecorded = defineEvent(
  'PressRecorded',
  1,
  z.object({
    gameId: z.string().uuid(),
    pressId: z.string(),
    pressOf: z.string(),
    startsAt: z.object({ roundNumber: z.number().int().min(1), holeNumber: z.number().int().min(1).max(18) }),
    ...recordedBy,
  }),
);
