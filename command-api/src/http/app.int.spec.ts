import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../testing/test-api.ts';

let api: TestApi;
let frontendDist: string;
const bigScript = `console.log(${JSON.stringify('fore! '.repeat(2000))});`;

beforeAll(async () => {
  frontendDist = mkdtempSync(join(tmpdir(), 'golf-frontend-'));
  mkdirSync(join(frontendDist, 'assets'));
  writeFileSync(join(frontendDist, 'index.html'), '<!doctype html><title>Golf</title><div id="root"></div>');
  writeFileSync(join(frontendDist, 'assets', 'app-1234abcd.js'), 'console.log("app")');
  writeFileSync(join(frontendDist, 'manifest.webmanifest'), '{}');
  // The build's list of the first screens' chunks (frontend/build/route-preload-plugin.ts).
  const firstScreens = [{ path: '^/game/[^/]+/join$', preload: ['/assets/game-join-1a2b.js', '/assets/card-3c4d.js'] }];
  writeFileSync(join(frontendDist, 'first-screens.json'), JSON.stringify(firstScreens));
  // A large asset with the .br and .gz copies the build writes beside it.
  writeFileSync(join(frontendDist, 'assets', 'big-1234abcd.js'), bigScript);
  writeFileSync(join(frontendDist, 'assets', 'big-1234abcd.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(frontendDist, 'assets', 'big-1234abcd.js.gz'), gzipSync(bigScript));
  api = await startTestApi({ FRONTEND_DIST: frontendDist, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await api?.close();
  rmSync(frontendDist, { recursive: true, force: true });
});

describe('the HTTP app', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['GET', '/api'],
    ] as const) {
      const response = await api.call(method, url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().message).toContain('Not found');
    }
  });

  it('serves the built frontend, with index.html for app routes and long caching for hashed assets', async () => {
    const index = await api.call('GET', '/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    const deepLink = await api.call('GET', '/reset-password?email=a%40b.co&token=t');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<div id="root">');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const asset = await api.call('GET', '/assets/app-1234abcd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await api.call('GET', '/manifest.webmanifest')).statusCode).toBe(200);
    expect((await api.call('POST', '/some/page')).statusCode).toBe(404);
  });

  it('names the chunks of a first screen to preload beside the entry, and of no other page', async () => {
    const join = await api.call('GET', '/game/abc123/join?code=XYZ');
    expect(join.statusCode).toBe(200);
    expect(join.headers.link).toBe(
      '</assets/game-join-1a2b.js>; rel=modulepreload; crossorigin, </assets/card-3c4d.js>; rel=modulepreload; crossorigin',
    );
    expect((await api.call('GET', '/game/abc123/scoring')).headers.link).toBeUndefined();
    expect((await api.call('GET', '/')).headers.link).toBeUndefined();
  });

  it('sends the build’s precompressed copies to clients that accept them, and the file itself to others', async () => {
    const brotli = await api.call('GET', '/assets/big-1234abcd.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await api.call('GET', '/assets/big-1234abcd.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await api.call('GET', '/assets/big-1234abcd.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses API answers above 1 KB for clients that accept it, and leaves small ones as they are', async () => {
    const big = await api.call('GET', '/api/docs/json', { headers: { 'accept-encoding': 'br' } });
    expect(big.headers['content-encoding']).toBe('br');
    const spec = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { paths: object };
    expect(Object.keys(spec.paths).length).toBeGreaterThan(10);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(spec).length / 4);
    const small = await api.call('GET', '/api/nothing-here', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().message).toContain('Not found');
  });

  it('sends security headers with a CSP that allows the app’s own scripts only', async () => {
    const response = await api.call('GET', '/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the Vite dev server origin call the API (CORS), and no other origin', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const foreign = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://evil.test' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const spec = await api.call('GET', '/api/docs/json');
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/user', '/api/auth/profile', '/api/health']),
    );
    expect(spec.json().paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    const ui = await api.call('GET', '/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('rate limits the token-less auth POSTs per client', async () => {
    const attempt = () => api.call('POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'x' }, headers: {} });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Other routes are not affected.
    expect((await api.call('GET', '/api/health')).statusCode).toBe(200);
  });
});
