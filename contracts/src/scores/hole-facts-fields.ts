import { z } from 'zod/mini';
import { typeError } from '../errors/zod-messages.ts';
import { wholeNumber } from '../games/game-fields.ts';
import { scoreMessages } from './score-messages.ts';

const flag = (name: string) =>
  z.optional(
    z.nullable(z.boolean({ error: typeError({ invalid: scoreMessages.factFlag(name), required: scoreMessages.factFlag(name) }) })),
  );

/**
 * What happened on the hole, sent beside the strokes (docs/golf-rules.md section 15). Each fact
 * is optional: absent leaves what is recorded as it is, null clears it, a value records it
 * (decision 0805). Ranges are checked here (400); whether the facts can be true together and of
 * the hole (a par 3 has no fairway, a chip-in has 0 putts) the server checks with the hole's par.
 */
export const HoleFactsFields = {
  putts: z.optional(z.nullable(wholeNumber(scoreMessages.putts, 0, 10))),
  fairway: z.optional(z.nullable(z.enum(['hit', 'left', 'right'], { error: scoreMessages.fairway }))),
  bunker: flag('bunker'),
  sandSave: flag('sandSave'),
  penalties: z.optional(z.nullable(wholeNumber(scoreMessages.penalties, 0, 5))),
  chipIn: flag('chipIn'),
  polie: flag('polie'),
  greenInRegulation: flag('greenInRegulation'),
};

export const HOLE_FACT_NAMES = ['putts', 'fairway', 'bunker', 'sandSave', 'penalties', 'chipIn', 'polie', 'greenInRegulation'] as const;
export type HoleFactName = (typeof HOLE_FACT_NAMES)[number];

/** The facts a request sent: the names it mentioned, each with its value or null (clear). */
export type HoleFactsChange = {
  putts?: number | null;
  fairway?: 'hit' | 'left' | 'right' | null;
  bunker?: boolean | null;
  sandSave?: boolean | null;
  penalties?: number | null;
  chipIn?: boolean | null;
  polie?: boolean | null;
  greenInRegulation?: boolean | null;
};

/** The facts named in a parsed body, or undefined when it named none (a strokes-only save). */
export function factsChangeOf(body: { [name in HoleFactName]?: unknown }): HoleFactsChange | undefined {
  const change: Record<string, unknown> = {};
  for (const name of HOLE_FACT_NAMES) if (body[name] !== undefined) change[name] = body[name];
  return Object.keys(change).length === 0 ? undefined : (change as HoleFactsChange);
}

/** The facts recorded for a hole score, as read: only those recorded are present. */
export const HoleFactsView = z.object({
  putts: z.optional(z.number().check(z.int())),
  fairway: z.optional(z.enum(['hit', 'left', 'right'])),
  bunker: z.optional(z.boolean()),
  sandSave: z.optional(z.boolean()),
  penalties: z.optional(z.number().check(z.int())),
  chipIn: z.optional(z.boolean()),
  polie: z.optional(z.boolean()),
  greenInRegulation: z.optional(z.boolean()),
});
export type HoleFactsView = z.infer<typeof HoleFactsView>;
