import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { getAuthToken } from './auth-token.ts';
import { guestPassForUrl } from './guest-passes.ts';
import { minReadPosition, notePosition } from './read-position.ts';

/** Told the server's message: a session that expired or ended says so. */
type UnauthorizedHandler = (message: string | null) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** The app decides what a 401 means (drop the token, go to /auth); set once at start-up. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Message of every failed call: "<status>: <body text>", or the status text when the body is empty. */
export function httpErrorMessage(status: number, statusText: string, bodyText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

type HeaderInputs = { token: string | null; hasBody: boolean; method: string; minPosition: string | null; read?: boolean };

/**
 * Headers of one call: bearer token when signed in; JSON content type only when a body is sent;
 * on reads (GETs, and queries sent as POST: `read`), the position of the last change made (see read-position.ts).
 */
export function requestHeaders({ token, hasBody, method, minPosition, read = false }: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if ((method === 'GET' || read) && minPosition !== null) headers['X-Min-Position'] = minPosition;
  return headers;
}

/** Cached reads name their URL in the query key: ['/api/games', id] → '/api/games/<id>'. */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey.map(String).join('/');
}

/**
 * The token a call carries: the signed-in user's, else a spectator's pass for the game the URL
 * reads (see guest-passes.ts). `guest` tells the two apart: a spectator's 401 signs nobody out.
 */
export function tokenForRequest(url: string): { token: string | null; guest: boolean } {
  const session = getAuthToken();
  if (session) return { token: session, guest: false };
  const pass = guestPassForUrl(url);
  return { token: pass, guest: pass !== null };
}

/** The `message` of a JSON error body, else null. */
function bodyMessage(text: string): string | null {
  try {
    const message: unknown = (JSON.parse(text) as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response, guest: boolean, token: string | null): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  // A 401 for a token the phone no longer holds (replaced by a password change, or signed out
  // meanwhile) says nothing about the session it holds now.
  if (response.status === 401 && !guest && token === getAuthToken()) onUnauthorized(bodyMessage(text));
  throw new Error(httpErrorMessage(response.status, response.statusText, text));
}

/**
 * What a call may add: an `Idempotency-Key` (so a retried command is recorded once), and
 * `keepalive` for a call sent while the page unloads (the browser finishes it after the page is gone).
 */
export type RequestOptions = {
  idempotencyKey?: string;
  keepalive?: boolean;
  /** A query sent as POST (it changes nothing): it waits for the last change made, as a GET does. */
  read?: boolean;
  /** A spectator's pass to send when no one is signed in, on a URL that does not name its game (following it). */
  guestPass?: string | null;
};

/**
 * One call. A FormData body (a file upload) goes as multipart: the browser sets that content
 * type with its boundary. Any other body is sent as JSON.
 */
export async function apiRequest(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const multipart = body instanceof FormData;
  const hasJsonBody = body !== undefined && !multipart;
  const found = tokenForRequest(url);
  const { token, guest } = found.token === null && options.guestPass ? { token: options.guestPass, guest: true } : found;
  const minPosition = minReadPosition();
  const headers = requestHeaders({ token, hasBody: hasJsonBody, method, minPosition, read: options.read ?? false });
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const send = () =>
    fetch(url, {
      method,
      headers,
      body: multipart ? body : hasJsonBody ? JSON.stringify(body) : undefined,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  let response = await send();
  // A read the tables answered before they held this phone's last change is asked again: shown,
  // it would take back what the phone just did (a hole moved on, a score entered).
  for (let tries = 1; tries < STALE_READ_TRIES && isStaleRead(response, headers); tries += 1) {
    await response.body?.cancel();
    response = await send();
  }
  await throwIfNotOk(response, guest, token);
  return response;
}

/** How often a read is sent while the server says it answered from tables behind this phone's last change (each waits ~2 s there). */
export const STALE_READ_TRIES = 4;

/** The server waited for X-Min-Position in vain and answered what its tables held. */
function isStaleRead(response: Response, headers: Record<string, string>): boolean {
  return response.ok && headers['X-Min-Position'] !== undefined && response.headers.get('x-min-position-reached') === 'false';
}

/** A call whose answer is JSON; an empty answer (204) reads as null. */
export async function apiJson<T>(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  const answer: unknown = text ? JSON.parse(text) : null;
  notePosition(answer);
  return answer as T;
}

export const defaultQueryFn: QueryFunction = ({ queryKey }) => apiJson<unknown>('GET', queryKeyToUrl(queryKey));
