import { z } from 'zod/mini';

/** The six tee colours the app knows; a course's own colour names map to the closest of these. */
export const TEE_COLORS = ['black', 'gold', 'blue', 'white', 'green', 'red'] as const;

export const TeeColor = z.enum(TEE_COLORS, { error: `Colour must be one of ${TEE_COLORS.join(', ')}` });
export type TeeColor = z.infer<typeof TeeColor>;
