import { z } from 'zod/mini';
import { PatchOperation } from './board-patch.ts';

export { LIVE_CHANGED_EVENT } from './live-event-name.ts';

/**
 * The data of a `changed` event: the projector checkpoint that holds the change. Refetch with
 * `X-Min-Position: <position>` to read it. A decimal string, since positions may pass 2^53.
 */
export const LiveChange = z.object({
  position: z.string().check(z.regex(/^\d+$/)),
  /**
   * The leaderboards the change moved, as patches (board-patch.ts) from the version a viewer
   * holds (`base`) to the new one: a viewer holding `base` applies the patch instead of fetching
   * the board again; any other fetches it. Round 0 is the overall board. Absent on the first
   * event of a stream, and when the boards could not be read: then every board is fetched.
   */
  boards: z.optional(
    z.array(
      z.object({
        round: z.number().check(z.int(), z.nonnegative()),
        base: z.string(),
        version: z.string(),
        patch: z.array(PatchOperation),
      }),
    ),
  ),
});
export type LiveChange = z.infer<typeof LiveChange>;

/** Query of the live stream: EventSource cannot set headers, so a live ticket (never the session token) comes here. */
export const LiveQuery = z.object({ ticket: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))) });
export type LiveQuery = z.infer<typeof LiveQuery>;

/**
 * POST /api/games/{id}/live-ticket and /api/trips/{id}/live-ticket: what opens that one live
 * stream (`?ticket=`) for a minute, since a browser's EventSource cannot send the session token
 * in a header and a URL must not carry it.
 */
export const LiveTicketResponse = z.object({ ticket: z.string(), expiresAt: z.string() });
export type LiveTicketResponse = z.infer<typeof LiveTicketResponse>;
