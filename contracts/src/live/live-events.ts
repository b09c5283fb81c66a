import { z } from 'zod';

/** The SSE event name of GET /api/games/{id}/live: the game's read model changed. */
export const LIVE_CHANGED_EVENT = 'changed';

/**
 * The data of a `changed` event: the projector checkpoint that holds the change. Refetch with
 * `X-Min-Position: <position>` to read it. A decimal string, since positions may pass 2^53.
 */
export const LiveChange = z.object({ position: z.string().regex(/^\d+$/) });
export type LiveChange = z.infer<typeof LiveChange>;

/** Query of the live stream: EventSource cannot set headers, so the session token may come here. */
export const LiveQuery = z.object({ token: z.string().min(1).max(4096).optional() });
export type LiveQuery = z.infer<typeof LiveQuery>;
