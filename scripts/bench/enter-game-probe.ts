import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';
import { benchCourse, frontNineInPlay, grossFor } from './bench-games.ts';
import { builtFrontend } from './bundle-size.ts';
import { FIND, phoneOn } from './bench-phone.ts';
import { WATCH_BOARD_DETAILS } from './page-watchers.ts';

/**
 * Where 'Enter Game' on a viewer link's page spends its time, as first-load.ts takes the row: the
 * link opened on slow 3G (or NETWORK='fast 3G') with the CPU slowed 4×, a score posted once the
 * page's stream is open, 'Enter Game' clicked once the bench would click it, until the
 * leaderboard's own stream answers. Prints every request (asked, answered, finished, from the
 * link's opening) and the page's moments (the app's entry run, the page adopted, the click, a
 * page load). `tsx scripts/bench/enter-game-probe.ts` (the built frontend; DATABASE_URL as for the
 * bench). Not part of `npm run bench`.
 */
const MOMENTS = `(() => {
  const note = (what) => {
    try {
      const list = JSON.parse(sessionStorage.getItem('probeMoments') || '[]');
      list.push([what, performance.timeOrigin + performance.now()]);
      sessionStorage.setItem('probeMoments', JSON.stringify(list));
    } catch {}
  };
  note('page starts: ' + location.pathname + location.search.replace(/code=\\w+/, 'code=…'));
  document.addEventListener('DOMContentLoaded', () => note('DOMContentLoaded'));
  addEventListener('load', () => note('load'));
  addEventListener('click', (event) => note('click on ' + (event.target.closest('a,button')?.textContent || '?').trim()), true);
  let entry = false;
  let adopted = false;
  const timer = setInterval(() => {
    const root = document.getElementById('root');
    if (!entry && root && document.querySelector('script[type=module]') && !root.hasAttribute('data-drawn') && root.firstChild) {
      entry = true;
      note("app's entry ran (root unmarked)");
    }
    const first = root && root.querySelector('a, button');
    if (!adopted && first && Object.keys(first).some((key) => key.startsWith('__reactProps'))) {
      adopted = true;
      note('React holds the page');
      clearInterval(timer);
    }
  }, 20);
})();`;

async function main() {
  const network = (process.env.NETWORK ?? 'slow 3G') as 'slow 3G' | 'fast 3G';
  const database = await benchDatabase(process.env.DATABASE_URL);
  const api = await startBenchApp(database.url, builtFrontend());
  const browser = await launchBrowser();
  try {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    const course = await benchCourse(api);
    const { viewCode, ...game } = await frontNineInPlay(api, course);
    const spectator = await phoneOn(browser, baseUrl, network, async (context) => {
      await context.addInitScript({ content: WATCH_BOARD_DETAILS });
      await context.addInitScript({ content: MOMENTS });
    });
    const cdp = await spectator.page.context().newCDPSession(spectator.page);
    await cdp.send('Network.enable');
    type Seen = { url: string; method: string; asked: number; answered?: number; finished?: number; bytes?: number; status?: number };
    const requests = new Map<string, Seen>();
    let offset = 0;
    cdp.on(
      'Network.requestWillBeSent',
      (event: { requestId: string; request: { url: string; method: string }; wallTime: number; timestamp: number }) => {
        offset = event.wallTime - event.timestamp;
        requests.set(event.requestId + event.request.url, {
          url: event.request.url
            .replace(baseUrl, '')
            .replace(/ticket=[^&]+/, 'ticket=…')
            .replace(/code=\w+/, 'code=…'),
          method: event.request.method,
          asked: event.wallTime * 1000,
        });
      },
    );
    const find = (id: string) => [...requests].filter(([key]) => key.startsWith(id)).at(-1)?.[1];
    cdp.on('Network.responseReceived', (event: { requestId: string; timestamp: number; response: { status: number } }) => {
      const seen = find(event.requestId);
      if (seen) Object.assign(seen, { answered: (event.timestamp + offset) * 1000, status: event.response.status });
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      const seen = find(event.requestId);
      if (seen) Object.assign(seen, { finished: (event.timestamp + offset) * 1000, bytes: event.encodedDataLength });
    });

    spectator.start();
    const started = Date.now();
    const steps: [string, number][] = [];
    const step = (what: string) => steps.push([`the bench: ${what}`, Date.now()]);
    const hole = 10;
    const streamAsked = spectator.page.waitForRequest(/\/api\/games\/[^/]+\/live\?ticket=/, FIND);
    // EARLY=1: the tap as soon as the board is there (first-load.ts's enterGameOnceLive), not once the page has loaded.
    await spectator.page.goto(`/game/${game.gameId}/join?code=${viewCode}`, process.env.EARLY ? { waitUntil: 'commit' } : {});
    step('page.goto returned');
    await spectator.page.locator('.lb-row').first().locator('.lb-row__figure').waitFor(FIND);
    step('saw the board');
    await streamAsked;
    step('saw the stream asked for');
    if (process.env.EARLY) {
      await spectator.page.locator('#root').getByRole('link', { name: 'Enter Game' }).click(FIND);
      step('click returned');
      await spectator.page.waitForURL(/\/leaderboard/, { waitUntil: 'commit' });
      step('at the leaderboard');
      await new Promise((resolve) => setTimeout(resolve, 4000));
    }
    if (!process.env.EARLY)
      await api.expect(200, 'POST', `/api/games/${game.gameId}/scores`, {
        playerId: game.playerIds[0],
        roundNumber: 1,
        holeNumber: hole,
        strokes: grossFor(0, hole, 1),
      });
    if (!process.env.EARLY)
      await spectator.page
        .locator('.lb-row__detail', { hasText: new RegExp(`Thru ${hole}$`) })
        .first()
        .waitFor(FIND);
    step('saw the score on the board');
    const clicked = Date.now();
    if (!process.env.EARLY) await spectator.page.locator('#root').getByRole('link', { name: 'Enter Game' }).click(FIND);
    step('click returned');
    if (!process.env.EARLY)
      await spectator.page.waitForResponse((response) => /\/api\/games\/[^/]+\/live(\?|$)/.test(response.url()), FIND);
    step("saw the leaderboard's stream answered");
    const lap = spectator.lap();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const moments = await spectator.page.evaluate(() => JSON.parse(sessionStorage.getItem('probeMoments') || '[]') as [string, number][]);
    const at = (epoch: number | undefined) => (epoch === undefined ? '    —' : ((epoch - started) / 1000).toFixed(2).padStart(5));
    console.log(
      `\n${network}: 'Enter Game' row ${(lap.ms / 1000).toFixed(2)} s, ${(lap.bytes / 1024).toFixed(0)} KB; the bench clicked at ${at(clicked)} s (its clock)`,
    );
    const lines = [
      ...steps.map(([what, epoch]) => ({ t: epoch, text: `${at(epoch)}  · ${what}` })),
      ...moments.map(([what, epoch]) => ({ t: epoch, text: `${at(epoch)}  — ${what}` })),
      ...[...requests.values()].map((r) => ({
        t: r.asked,
        text: `${at(r.asked)} → ${at(r.answered)} → ${at(r.finished)}  ${r.method} ${r.url} ${r.status ?? ''} ${r.bytes === undefined ? '' : `${(r.bytes / 1024).toFixed(1)} KB`}`,
      })),
    ].sort((a, b) => a.t - b.t);
    console.log(lines.map((line) => `  ${line.text}`).join('\n'));
    await spectator.close();
  } finally {
    await browser.close();
    await api.close();
    await database.stop();
  }
}

await main();
