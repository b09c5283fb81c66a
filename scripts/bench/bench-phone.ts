import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../e2e/support/browser.ts';
import { watchReturnScreen, type ReturnScreen } from './page-watchers.ts';

/**
 * The bench's phone (decision 0436): a Chromium page at phone size on an emulated network with a
 * slowed CPU, as first-load.ts and the first-look probes open it.
 */

/** The networks measured: round trip, and throughput each way in bits per second. */
export const NETWORKS = {
  'slow 3G': { latency: 400, bits: 400_000 },
  'fast 3G': { latency: 150, bits: 1_600_000 },
  // A clubhouse screen on the club's cable: a few milliseconds away, 20 Mbit/s.
  wired: { latency: 5, bits: 20_000_000 },
} as const;
/** The CPU of a mid-range phone (or the small computer behind a clubhouse TV) against this machine's. */
export const CPU_SLOWDOWN = 4;

type Network = keyof typeof NETWORKS;

/** A page on `network` with a slowed CPU, counting the bytes it receives. */
export async function phoneOn(browser: Browser, baseURL: string, network: Network, setUp?: (context: BrowserContext) => Promise<unknown>) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await setUp?.(context);
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
  let started = 0;
  let startedEpoch = 0;
  return {
    page,
    /** Starts a timing: milliseconds and bytes are counted from here. */
    start() {
      bytes = 0;
      started = performance.now();
      startedEpoch = Date.now();
    },
    /** Milliseconds and bytes since start(). */
    lap: () => ({ ms: performance.now() - started, bytes }),
    /**
     * Milliseconds from start() until the board's names were first painted (the Element Timing
     * the app marks them with, lib/element-timing.ts), not until this process saw them: on a
     * slowed CPU the page answers the bench's own checks late while the app's code runs.
     */
    async boardPainted() {
      const paintedEpoch = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const times = list.getEntries().map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime);
              resolve(performance.timeOrigin + Math.min(...times));
            }).observe({ type: 'element', buffered: true });
          }),
      );
      return { ms: paintedEpoch - startedEpoch, bytes };
    },
    /**
     * Milliseconds from start() until a visible row of the board first read `detail` (at the
     * frame after the change, as watchBoardDetails recorded it in the page), not until this
     * process saw it.
     */
    async detailShown(detail: string) {
      await page
        .locator('.lb-row__detail', { hasText: new RegExp(`${detail}$`) })
        .first()
        .waitFor(FIND);
      const shownEpoch = await page.evaluate(
        (text) =>
          performance.timeOrigin + ((window as unknown as { boardDetailsShown: Record<string, number> }).boardDetailsShown[text] ?? NaN),
        detail,
      );
      return { ms: shownEpoch - startedEpoch, bytes };
    },
    /**
     * Milliseconds from start() until the app's sign-in form was first on screen (the frame after
     * it came, as WATCH_SIGN_IN_FORM recorded it in the page), not until this process saw it:
     * Playwright's check of a locator polls the page every 0.5 s once the first few checks failed.
     */
    async signInFormShown() {
      const shownEpoch = await page.evaluate(
        () => performance.timeOrigin + ((window as unknown as { signInFormShown?: number }).signInFormShown ?? NaN),
      );
      return { ms: shownEpoch - startedEpoch, bytes };
    },
    /** Milliseconds until `usable` holds after `go`, and the bytes received meanwhile. */
    async time(go: (page: Page) => Promise<unknown>, usable: (page: Page) => Promise<unknown>) {
      this.start();
      await go(page);
      await usable(page);
      return this.lap();
    },
    /**
     * A return visit (decision 0743): a reload, timed to the frame after `screen` was first on
     * the page, as the page recorded it (watchReturnScreen), not when `usable`, the bench's own
     * check, saw it; `checkedMs` is the latter, the rows' measure before 0743.
     */
    async returnVisit(screen: ReturnScreen, usable: (page: Page) => Promise<unknown>) {
      await context.addInitScript({ content: watchReturnScreen(screen) });
      const checked = await this.time((reloaded) => reloaded.reload(), usable);
      const shownEpoch = await page.evaluate(
        () => performance.timeOrigin + ((window as unknown as { returnScreenShown?: number }).returnScreenShown ?? NaN),
      );
      return { ms: shownEpoch - startedEpoch, bytes: checked.bytes, checkedMs: checked.ms };
    },
    /** Waits (at most 30 s) until the service worker controls the page, so a reload is a return visit. */
    async withServiceWorker() {
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 }).catch(() => undefined);
    },
    /** What answered the last page load: the worker's kept shell (it marks it, decision 0600) or the network. */
    openedFrom: () =>
      page.evaluate(() =>
        (performance.getEntriesByType('navigation') as PerformanceNavigationTiming[])[0]?.serverTiming.some(
          (entry) => entry.name === 'kept-shell',
        )
          ? 'the kept shell'
          : 'the network',
      ),
    close: () => context.close(),
  };
}

export const FIND = { timeout: 60_000 } as const;

/** The sign-in form, drawn by the app itself (the server's copy is disabled until then): typing and 'Sign In' work. */
export const signInUsable = (page: Page) => page.locator('#root form').getByRole('button', { name: 'Sign In' }).waitFor(FIND);

/** The board with names, positions and totals: the first row's name, place and figure on screen (the server's or the app's), one after the other. */
export const boardShown = async (page: Page) => {
  const first = page.locator('.lb-row').first();
  await first.locator('.lb-row__name').waitFor(FIND);
  await first.locator('.lb-row__summary > span[aria-label]').waitFor(FIND);
  await first.locator('.lb-row__figure').waitFor(FIND);
};

/** The scoring screen ready for strokes: the hole's heading and the main button. */
export const scoringUsable = (page: Page) => page.getByRole('button', { name: /^(Next Hole|Finish Round|Finish Game)$/ }).waitFor(FIND);

/** A signed-in player's phone on slow 3G with the game's scoring screen open and the service worker in control: ready for a return visit. */
export async function playerOnScoring(browser: Browser, baseURL: string, token: string, gameId: string) {
  const player = await phoneOn(browser, baseURL, 'slow 3G', (context) =>
    context.addInitScript((authToken) => window.localStorage.setItem('authToken', authToken), token),
  );
  await player.page.goto(`/game/${gameId}/scoring`);
  await scoringUsable(player.page);
  await player.withServiceWorker();
  return player;
}
