import { request, type Agent } from 'node:https';
import webpush from 'web-push';

/** What a push service answered: its status, and the start of its body for the log. */
export interface PushServiceAnswer {
  statusCode: number;
  body: string;
}

export interface PushMessage {
  keys: { p256dh: string; auth: string };
  payload: string;
  vapidDetails: { subject: string; publicKey: string; privateKey: string };
  ttlSeconds: number;
  timeoutMs: number;
  agent?: Agent | undefined;
}

/**
 * POSTs one Web Push message (RFC 8291 aes128gcm, VAPID-signed) to `endpoint`. web-push encrypts
 * and signs; the request itself is built here from the one parsed URL the endpoint check read
 * (host, port, path), never from the text again: web-push's own sender re-reads the text with
 * Node's legacy `url.parse`, which can find another host in it (decision 0720).
 */
export async function postToPushService(endpoint: URL, message: PushMessage): Promise<PushServiceAnswer> {
  const details = webpush.generateRequestDetails({ endpoint: endpoint.href, keys: message.keys }, message.payload, {
    vapidDetails: message.vapidDetails,
    contentEncoding: 'aes128gcm',
    TTL: message.ttlSeconds,
    urgency: 'high',
  });
  return new Promise((resolve, reject) => {
    const pushRequest = request(
      {
        hostname: endpoint.hostname,
        port: endpoint.port === '' ? 443 : Number(endpoint.port),
        path: `${endpoint.pathname}${endpoint.search}`,
        method: details.method,
        headers: details.headers,
        timeout: message.timeoutMs,
        ...(message.agent ? { agent: message.agent } : {}),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < 1000) body += chunk;
        });
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    pushRequest.on('timeout', () => pushRequest.destroy(new Error(`push service ${endpoint.origin} did not answer in time`)));
    pushRequest.on('error', reject);
    pushRequest.end(details.body);
  });
}
