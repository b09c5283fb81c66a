import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../e2e/support/browser.ts';
import type { BenchApp } from './bench-app.ts';
import { benchGame, grossFor, type BenchCourse } from './bench-games.ts';
import type { BenchRow } from './stats.ts';

/** The networks a phone at a course has: round trip, and throughput each way in bits per second. */
const NETWORKS = {
  'slow 3G': { latency: 400, bits: 400_000, target: 5000 },
  'fast 3G': { latency: 150, bits: 1_600_000, target: 2000 },
} as const;
const RETURN_TARGET_MS = 1000;
/** The CPU of a mid-range phone against this machine's. */
const CPU_SLOWDOWN = 4;

type Network = keyof typeof NETWORKS;

/** A phone page on `network` with a slowed CPU, counting the bytes it receives. */
async function phoneOn(browser: Browser, baseURL: string, network: Network) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { latency, bits } = NETWORKS[network];
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput: bits / 8,
    uploadThroughput: bits / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  return {
    page,
    /** Milliseconds until `usable` holds after `go`, and the bytes received meanwhile. */
    async time(go: (page: Page) => Promise<unknown>, usable: (page: Page) => Promise<unknown>) {
      bytes = 0;
      const started = performance.now();
      await go(page);
      await usable(page);
      return { ms: performance.now() - started, bytes };
    },
    close: () => context.close(),
  };
}

const row = (measure: string, ms: number, bytes: number, target: number): BenchRow => ({
  measure: `${measure} (${(bytes / 1024).toFixed(0)} KB received)`,
  median: `${(ms / 1000).toFixed(2)} s`,
  p99: '—',
  target: `< ${(target / 1000).toFixed(0)} s`,
  verdict: ms < target ? 'met' : 'missed',
});

/**
 * (7) The first screens on a phone with one bar of signal: in headless Chromium at phone size,
 * with the network emulated (slow 3G: 400 ms round trip, 400 kbit/s; fast 3G: 150 ms, 1.6 Mbit/s)
 * and the CPU slowed 4×, the time until the sign-in screen can be used and until a spectator's
 * shared leaderboard shows its players (from the viewer link, through 'Enter Game'), on a first
 * visit and on a return visit (a reload, with the service worker's shell). The app serves the
 * built frontend (frontend/dist) as `npm start` does.
 */
export async function measureFirstLoad(api: BenchApp, course: BenchCourse): Promise<BenchRow[]> {
  await api.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const game = await benchGame(api, course, 8, 1);
  for (let hole = 1; hole <= 9; hole += 1)
    for (const [p, playerId] of game.playerIds.entries())
      await api.expect(200, 'POST', `/api/games/${game.gameId}/scores`, {
        playerId,
        roundNumber: 1,
        holeNumber: hole,
        strokes: grossFor(p, hole, 1),
      });
  const { viewCode } = await api.expect<{ viewCode: string }>(200, 'GET', `/api/games/${game.gameId}`);
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  const signInUsable = (page: Page) => page.locator('form').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 60_000 });
  const boardShown = (page: Page) => page.locator('.lb-row').first().waitFor({ timeout: 60_000 });
  try {
    for (const network of Object.keys(NETWORKS) as Network[]) {
      const { target } = NETWORKS[network];
      const signIn = await phoneOn(browser, baseUrl, network);
      const first = await signIn.time((page) => page.goto('/auth'), signInUsable);
      rows.push(row(`first load, ${network}, CPU ÷${CPU_SLOWDOWN}: sign-in usable, first visit`, first.ms, first.bytes, target));
      // Let the service worker install its shell before the return visit.
      await signIn.page
        .waitForFunction(() => navigator.serviceWorker?.controller !== null || false, null, { timeout: 30_000 })
        .catch(() => undefined);
      const again = await signIn.time((page) => page.reload(), signInUsable);
      rows.push(row(`first load, ${network}: sign-in usable, return visit`, again.ms, again.bytes, RETURN_TARGET_MS));
      await signIn.close();

      const spectator = await phoneOn(browser, baseUrl, network);
      const join = await spectator.time(async (page) => {
        await page.goto(`/game/${game.gameId}/join?code=${viewCode}`);
        await page.getByRole('button', { name: 'Enter Game' }).click({ timeout: 60_000 });
      }, boardShown);
      rows.push(row(`first load, ${network}: shared leaderboard shown, first visit`, join.ms, join.bytes, target));
      await spectator.page
        .waitForFunction(() => navigator.serviceWorker?.controller !== null || false, null, { timeout: 30_000 })
        .catch(() => undefined);
      const back = await spectator.time((page) => page.reload(), boardShown);
      rows.push(row(`first load, ${network}: shared leaderboard shown, return visit`, back.ms, back.bytes, RETURN_TARGET_MS));
      await spectator.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
