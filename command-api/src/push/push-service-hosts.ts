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
  const [entryHost = '', entryPort = '443'] = entry.startsWith('[')
    ? [entry.slice(0, entry.indexOf(']') + 1), entry.split(']:')[1]]
    : entry.split(':');
  if (entryPort !== port) return false;
  if (entryHost.startsWith('*.')) return host.endsWith(entryHost.slice(1)) && host.length > entryHost.length - 1;
  return entryHost === host;
}

/**
 * Whether the server may send to `endpoint`: an `https:` address, without credentials, on a host
 * of `hosts` (so a subscription can never point the server at an internal address). Answers why
 * not, or null when it may.
 */
export function pushEndpointRefusal(endpoint: string, hosts: readonly string[]): 'not_https' | 'not_push_service' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not_https';
  }
  if (url.protocol !== 'https:') return 'not_https';
  if (url.username || url.password) return 'not_push_service';
  const port = url.port || '443';
  return hosts.some((entry) => allows(entry, url.hostname.toLowerCase(), port)) ? null : 'not_push_service';
}
