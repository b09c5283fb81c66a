/**
 * The browsers' push services, the hosts a subscription's endpoint may name by default:
 * Chrome (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge (Windows Notification Service).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** PUSH_SERVICE_HOSTS as a list: comma-separated `host`, `host:port` or `*.domain`, lower-cased; blanks ignored. */
export function parsePushServiceHosts(text: string | undefined): string[] {
  if (text === undefined) return DEFAULT_PUSH_SERVICE_HOSTS;
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether one entry of the list lets `host` on `port` through: `host` alone means port 443. */
function allows(entry: string, host: string, port: string): boolean {
  const [entryHost = '', entryPort = '443'] = entry.split(':');
  if (entryPort !== port) return false;
  if (entryHost.startsWith('*.')) return host.endsWith(entryHost.slice(1)) && host.length > entryHost.length - 1;
  return entryHost === host;
}

/** A host name as DNS spells it: letters, digits, dots and hyphens (an IPv4 address is one too). */
const PLAIN_HOST = /^[a-z0-9.-]+$/;

/** Why the server will not send to an endpoint. */
export type PushEndpointRefusal = 'not_https' | 'not_plain' | 'not_push_service';

/**
 * Reads a subscription's endpoint once, as the address the server will send to: an `https:` URL
 * whose serialised form is exactly what was sent (no spelling another parser could read as
 * another host: `https:host/x`, `host:443`, upper case, escapes), on a plain host name, without
 * credentials, on a host of `hosts`. The sender builds its request from this URL and nothing
 * else, so what was checked is where it connects (decision 0720).
 */
export function parsePushEndpoint(
  endpoint: string,
  hosts: readonly string[],
): { url: URL; refusal: null } | { url: null; refusal: PushEndpointRefusal } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { url: null, refusal: 'not_https' };
  }
  if (url.protocol !== 'https:') return { url: null, refusal: 'not_https' };
  if (url.href !== endpoint || !PLAIN_HOST.test(url.hostname) || url.username || url.password) return { url: null, refusal: 'not_plain' };
  const port = url.port || '443';
  return hosts.some((entry) => allows(entry, url.hostname, port)) ? { url, refusal: null } : { url: null, refusal: 'not_push_service' };
}

/** Why the server may not send to `endpoint` (see `parsePushEndpoint`), or null when it may. */
export function pushEndpointRefusal(endpoint: string, hosts: readonly string[]): PushEndpointRefusal | null {
  return parsePushEndpoint(endpoint, hosts).refusal;
}
