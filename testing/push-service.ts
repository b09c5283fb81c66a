import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A message the push service accepted: the browser's subscription it was for and what it decrypted to. */
export interface DeliveredPush {
  subscriptionId: string;
  payload: string;
  ttl: string | undefined;
  urgency: string | undefined;
}

/** A browser's side of a subscription: what `pushManager.subscribe()` would answer, and the keys to read it. */
export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface TestPushService {
  /** `https://127.0.0.1:port`: the VAPID audience, and `127.0.0.1:port` for PUSH_SERVICE_HOSTS. */
  origin: string;
  host: string;
  /** The service's self-signed certificate (PEM): the sender must trust it. */
  certificate: string;
  /** A new browser subscription on this service. */
  subscribe(): TestSubscription;
  /** Takes only messages signed with this VAPID public key (base64url) from now on. */
  expectVapidKey(key: string): void;
  /** From now on, the service answers 410 Gone for this subscription (the browser dropped it). */
  forget(subscriptionId: string): void;
  /** Messages accepted so far, in order; refusals are in `refused`. */
  delivered: DeliveredPush[];
  refused: Array<{ subscriptionId: string; status: number; reason: string }>;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** Verifies `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256 by `k`, audience this origin, not expired. */
function vapidRefusal(header: string | undefined, origin: string, expectedKey: string | null): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, token = '', key = ''] = match;
  if (expectedKey !== null && key !== expectedKey) return 'VAPID key is not the server’s';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'VAPID key is not a P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const [head = '', body = '', signature = ''] = token.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'VAPID signature does not verify';
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (header64.alg !== 'ES256') return 'VAPID token is not ES256';
  if (claims.aud !== origin) return `VAPID audience ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp * 1000 < Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600 * 1000)
    return 'VAPID token expiry is out of range';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'VAPID subject is not mailto: or https:';
  return null;
}

/** Decrypts an RFC 8291 message (RFC 8188 aes128gcm, one record) with the browser's private key and auth secret. */
function decrypt(body: Buffer, browser: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the last record has no padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A Web Push service on 127.0.0.1 for tests, as the browsers' services behave: HTTPS with its own
 * certificate, each message's VAPID token checked (after `expectVapidKey`, only that key is
 * taken), the payload decrypted with the subscription's keys, 201 for a message taken, 410 for
 * a subscription it was told to forget, 400/401/403 for anything malformed.
 */
/** A certificate for 127.0.0.1 (self-signed, PEM), made with the `selfsigned` package. */
export async function testPushServiceTls(): Promise<{ cert: string; key: string }> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { cert: pems.cert, key: pems.private };
}

export async function startTestPushService(options: { port?: number; tls?: { cert: string; key: string } } = {}): Promise<TestPushService> {
  let vapidKey: string | null = null;
  const tls = options.tls ?? (await testPushServiceTls());
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const forgotten = new Set<string>();
  const delivered: DeliveredPush[] = [];
  const refused: TestPushService['refused'] = [];
  let origin = '';
  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const refuse = (status: number, reason: string) => {
        refused.push({ subscriptionId: id, status, reason });
        response.writeHead(status).end(reason);
      };
      const browser = browsers.get(id);
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      if (forgotten.has(id)) return refuse(410, 'subscription expired or unsubscribed');
      const why = vapidRefusal(request.headers.authorization, origin, vapidKey);
      if (why) return refuse(403, why);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'Content-Encoding must be aes128gcm');
      try {
        const payload = decrypt(Buffer.concat(chunks), browser);
        delivered.push({
          subscriptionId: id,
          payload,
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
        });
        response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (error) {
        refuse(400, `cannot decrypt: ${(error as Error).message}`);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    host: `127.0.0.1:${port}`,
    certificate: tls.cert,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    expectVapidKey: (key) => {
      vapidKey = key;
    },
    forget: (subscriptionId) => forgotten.add(subscriptionId),
    delivered,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
