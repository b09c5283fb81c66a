/** The SSE event name of GET /api/games/{id}/live: the game's read model changed. */
export const LIVE_CHANGED_EVENT = 'changed';
