import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';
import { benchCourse, frontNineInPlay, grossFor } from './bench-games.ts';
import { builtFrontend } from './bundle-size.ts';
import { mainThreadTimes, profileTimes, topLines, type Profile, type TraceEvent } from './probe-summaries.ts';
import { boardShown, phoneOn, playerOnScoring, scoringUsable } from './bench-phone.ts';
import { WATCH_BOARD_DETAILS } from './page-watchers.ts';

/**
 * Where a return visit's time goes: the leaderboard's and the scoring screen's reload
 * on slow 3G with the CPU slowed 4×, as first-load.ts takes them, with a CPU profile of each
 * reload. Prints the wall time, the requests before the screen, and the sampled time by script
 * and by function; writes the profiles to /tmp. `tsx scripts/bench/return-visit-probe.ts [rounds]`
 * (the built frontend; DATABASE_URL as for the bench). Not part of `npm run bench`, and its wall
 * times are slowed by the profiler: compare them with each other, not with the bench's rows.
 * TRACE=1: a Chromium trace of one reload of each screen instead (main-thread events by name).
 * WALL=1: wall times only, with the kept cache's queries as they were before each reload, and
 * every request of the reload: what answered it (the worker, the HTTP cache or the network), its
 * bytes on the wire, and when it started and ended (from the reload; `*`: after the screen).
 */
const FIND = { timeout: 60_000 } as const;
/** An init script: the page's own time (the frame after) the board's first figure or the scoring screen's main button first showed, as window.screenShown. */
const WATCH_SCREEN = `(() => {
  const shown = () => document.querySelector('.lb-row .lb-row__figure') ||
    [...document.querySelectorAll('button')].some((b) => /^(Next Hole|Finish Round|Finish Game)$/.test((b.textContent || '').trim()));
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.screenShown = performance.now(); });
  }).observe(document, { subtree: true, childList: true });
})();`;

function summarise(name: string, profile: Profile, cutMs: number) {
  const { byScript, byFunction } = profileTimes(profile, cutMs);
  console.log(`  ${name}: sampled self time until the screen (${cutMs.toFixed(0)} ms), by script:\n${topLines(byScript, 25)}`);
  console.log(`  by function:\n${topLines(byFunction, 25)}`);
}

/** The page's main thread's trace events by name, up to `cutMs` after `startTs` (durations; a nested event counts in its parent too). */
function summariseTrace(name: string, events: TraceEvent[], startTs: number, cutMs: number) {
  const parse = events.filter((event) => event.name === 'ParseHTML').at(-1);
  console.log(`  ${name}: main thread trace events:\n${topLines(mainThreadTimes(events, parse, startTs, cutMs), 45)}`);
}

async function traced(page: Page, name: string, usable: (page: Page) => Promise<unknown>) {
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
  });
  const started = Date.now();
  await page.reload();
  await usable(page);
  const ms = Date.now() - started;
  const buffer = await browser.stopTracing();
  writeFileSync(`/tmp/return-visit-${name}.trace.json`, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  // From the reload's start as the trace has it: its first event on any thread.
  const startTs = Math.min(...traceEvents.filter((event) => event.ph === 'X').map((event) => event.ts));
  console.log(`\n${name} traced: ${ms} ms (trace written to /tmp/return-visit-${name}.trace.json)`);
  summariseTrace(name, traceEvents, startTs, ms);
}

/** CDP's own record of a page's requests from `listen()` on: the bench's emulated network is seen here, not in Resource Timing (decision 0600). */
function requestLog(cdp: CDPSession) {
  type Seen = { url: string; start: number; end?: number; from?: string; bytes?: number; status?: number };
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string }; timestamp: number }) => {
    if (!seen.has(event.requestId)) seen.set(event.requestId, { url: event.request.url, start: event.timestamp });
  });
  cdp.on(
    'Network.responseReceived',
    (event: {
      requestId: string;
      response: { status: number; fromServiceWorker?: boolean; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
    }) => {
      const request = seen.get(event.requestId);
      if (!request) return;
      const { response } = event;
      request.status = response.status;
      request.from = response.fromServiceWorker
        ? 'worker'
        : response.fromDiskCache || response.fromPrefetchCache
          ? 'HTTP cache'
          : 'network';
    },
  );
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    const request = seen.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.bytes = event.encodedDataLength;
  });
  return {
    listen: async () => {
      await cdp.send('Network.enable');
      seen.clear();
    },
    /** The requests since listen(), in order; `usableMs`: wall time of the screen, to mark what ended after it. */
    lines(usableMs: number): string {
      const all = [...seen.values()];
      const first = Math.min(...all.map((r) => r.start));
      return all
        .sort((a, b) => a.start - b.start)
        .map((r) => {
          const at = (t: number | undefined) => (t === undefined ? '…' : ((t - first) * 1000).toFixed(0));
          const late = r.end !== undefined && (r.end - first) * 1000 > usableMs ? ' *' : '';
          const path = r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
          return `    ${path} ${r.status ?? '—'} from ${r.from ?? '—'} ${((r.bytes ?? 0) / 1024).toFixed(1)} KB ${at(r.start)}→${at(r.end)} ms${late}`;
        })
        .join('\n');
    },
  };
}

/**
 * The service worker's state just before a reload: IDLE=s waits that long first (the bench's
 * reloads come some 30 s after the page's first load), STOP=1 stops it (a worker Chromium has
 * let go after its idle time).
 */
async function workerBeforeReload(cdp: CDPSession): Promise<string> {
  if (process.env.IDLE) await new Promise((resolve) => setTimeout(resolve, Number(process.env.IDLE) * 1000));
  const states: string[] = [];
  const seen = (event: { versions: { runningStatus: string; status: string }[] }) =>
    states.push(...event.versions.map((v) => `${v.status}/${v.runningStatus}`));
  cdp.on('ServiceWorker.workerVersionUpdated', seen);
  await cdp.send('ServiceWorker.enable');
  if (process.env.STOP) await cdp.send('ServiceWorker.stopAllWorkers');
  await new Promise((resolve) => setTimeout(resolve, 500));
  cdp.off('ServiceWorker.workerVersionUpdated', seen);
  await cdp.send('ServiceWorker.disable');
  return states.join(', ') || 'none';
}

/** The reload's wall time alone, and what the kept cache held just before it (its queries' keys and states). */
async function wall(cdp: CDPSession, page: Page, name: string, usable: (page: Page) => Promise<unknown>, round: number) {
  const log = requestLog(cdp);
  await log.listen();
  const kept = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('golfQueryCache') ?? '{}') as {
      clientState?: { queries: { queryKey: unknown; state: { status: string; fetchStatus: string; isInvalidated: boolean } }[] };
    };
    return (stored.clientState?.queries ?? []).map(
      (q) => `${JSON.stringify(q.queryKey)}:${q.state.status}/${q.state.fetchStatus}${q.state.isInvalidated ? '/invalidated' : ''}`,
    );
  });
  const worker = await workerBeforeReload(cdp);
  const started = Date.now();
  await page.reload();
  await usable(page);
  const ms = Date.now() - started;
  const navigation = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const shownAt = (window as unknown as { screenShown?: number }).screenShown ?? NaN;
    return [nav.workerStart, nav.fetchStart, nav.responseStart, nav.domInteractive, nav.loadEventEnd, shownAt].map((t) => t.toFixed(0));
  });
  const marks = ['workerStart', 'fetchStart', 'responseStart', 'domInteractive', 'load', 'SHOWN'].map(
    (mark, i) => `${mark} ${navigation[i]}`,
  );
  console.log(`  worker before the reload: ${worker}; the reload's page: ${marks.join(' ')}`);
  // The board's names as first painted (Element Timing, as the bench's first-visit rows time them), from the reload.
  const painted = await page.evaluate(() =>
    (performance.getEntriesByType('element') as (PerformanceEntry & { renderTime: number })[]).map((entry) => Math.round(entry.renderTime)),
  );
  const api = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.includes('/api/'))
      .map((r) => `${r.name.replace(/^.*\/api\//, '')} ${r.startTime.toFixed(0)}→${r.responseEnd.toFixed(0)}`),
  );
  console.log(
    `${name} round ${round}: ${ms} ms (painted ${painted.join(', ') || '—'} ms after the navigation began); kept before the reload: ${kept.length} queries ${kept.join(' ')}\n  API reads: ${api.join(' | ')}`,
  );
  // What answered each request, seen once the reload's late reads have had their time.
  await page.waitForTimeout(3000);
  console.log(`  requests (* ended after the screen):\n${log.lines(ms)}`);
  await cdp.send('Network.disable');
}

async function probe(cdp: CDPSession, page: Page, name: string, usable: (page: Page) => Promise<unknown>, round: number) {
  if (process.env.TRACE) return traced(page, name, usable);
  if (process.env.WALL) return wall(cdp, page, name, usable, round);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.reload();
  await usable(page);
  const ms = Date.now() - started;
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (r) => `${r.name.replace(/^.*\//, '')} ${r.startTime.toFixed(0)}→${r.responseEnd.toFixed(0)}`,
    );
    return { responseEnd: nav.responseEnd, domInteractive: nav.domInteractive, resources };
  });
  writeFileSync(`/tmp/return-visit-${name}-${round}.cpuprofile`, JSON.stringify(profile));
  console.log(
    `\n${name} round ${round}: ${ms} ms (page answered ${timing.responseEnd.toFixed(0)} ms, dom interactive ${timing.domInteractive.toFixed(0)} ms)`,
  );
  console.log(`  requests: ${timing.resources.join(' | ')}`);
  summarise(name, profile, ms);
}

async function main() {
  const rounds = Number(process.argv[2] ?? 2);
  const database = await benchDatabase(process.env.DATABASE_URL);
  const api = await startBenchApp(database.url, builtFrontend());
  const browser = await launchBrowser();
  try {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const course = await benchCourse(api);
    const { viewCode, ...game } = await frontNineInPlay(api, course);

    // WATCH=1: with the bench's watcher of the board's details (first-load.ts) in every page, as the bench's spectator has it.
    const spectator = await phoneOn(browser, baseUrl, 'slow 3G', (context) =>
      process.env.WATCH ? context.addInitScript({ content: WATCH_BOARD_DETAILS }) : Promise.resolve(),
    );
    await spectator.page.context().addInitScript({ content: WATCH_SCREEN });
    await spectator.page.goto(`/game/${game.gameId}/join?code=${viewCode}`);
    await boardShown(spectator.page);
    // SCORE=1: a score posted while the viewer link's board is open, as the bench's live row does.
    if (process.env.SCORE) {
      await api.expect(200, 'POST', `/api/games/${game.gameId}/scores`, {
        playerId: game.playerIds[0],
        roundNumber: 1,
        holeNumber: 10,
        strokes: grossFor(0, 10, 1),
      });
      await spectator.page
        .locator('.lb-row__detail', { hasText: /Thru 10$/ })
        .first()
        .waitFor(FIND);
    }
    // LIVE=1: as the bench does, the reload once the leaderboard's own live stream has answered.
    const live = process.env.LIVE
      ? spectator.page.waitForResponse((response) => /\/api\/games\/[^/]+\/live(\?|$)/.test(response.url()), FIND)
      : Promise.resolve();
    await spectator.page.locator('#root').getByRole('link', { name: 'Enter Game' }).click(FIND);
    await boardShown(spectator.page);
    await live;
    await spectator.withServiceWorker();
    const spectatorCdp = await spectator.page.context().newCDPSession(spectator.page);
    for (let round = 1; round <= rounds; round++) await probe(spectatorCdp, spectator.page, 'leaderboard', boardShown, round);
    await spectator.close();

    const player = await playerOnScoring(browser, baseUrl, api.token, game.gameId);
    await player.page.context().addInitScript({ content: WATCH_SCREEN });
    const playerCdp = await player.page.context().newCDPSession(player.page);
    for (let round = 1; round <= (process.env.WATCH ? 0 : rounds); round++)
      await probe(playerCdp, player.page, 'scoring', scoringUsable, round);
    await player.close();
  } finally {
    await browser.close();
    await api.close();
    await database.stop();
  }
}

await main();
