import type { LiveTicketResponse } from '@golf/contracts';
import { apiJson, tokenForRequest } from './api-client.ts';

/**
 * The URL that opens the live stream at `streamPath` (`/api/games/{id}/live`,
 * `/api/trips/{id}/live`) now: a browser's EventSource cannot send the session token in a header,
 * and a URL must not carry it (it ends up in logs), so the page first asks for a one-minute ticket
 * for that one stream (`…/live-ticket`, with the token in the header) and puts the ticket in the
 * URL. Null without a session or a spectator's pass: there is no stream to open. Rejects when
 * the ticket cannot be had (no signal, no access): the stream is tried again later.
 */
export async function liveStreamUrl(streamPath: string): Promise<string | null> {
  if (!tokenForRequest(streamPath).token) return null;
  const { ticket } = await apiJson<LiveTicketResponse>('POST', `${streamPath}-ticket`);
  return `${streamPath}?ticket=${encodeURIComponent(ticket)}`;
}
