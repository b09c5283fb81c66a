import type { Browser, Page } from 'playwright-core';
import { PHONE } from '../../e2e/support/browser.ts';
import type { BenchApp } from './bench-app.ts';
import { frontNineInPlay, grossFor, type BenchCourse } from './bench-games.ts';
import type { BenchRow } from './stats.ts';

const SIMULATED_HOURS = 10;
/** "Flat": the heap after a forced collection at the end of the day within this of its size at the start. */
const HEAP_GROWTH_GOAL = 0.1;

/** The page's JavaScript heap after a forced garbage collection, and its element count. */
async function memoryOf(page: Page, cdp: { send(method: string): Promise<unknown> }) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  return { heap: usedSize, elements };
}

/**
 * The TV view through a clubhouse day without a reload: a game of 8 players whose back nine is
 * scored while the screen shows it, one score every 1/72 of ten hours. The page's clock is
 * Playwright's fake one: between scores it runs a minute of timers one by one (the field's
 * scrolling every 60 ms, the live stream's checks), then jumps the rest of the interval, firing
 * each timer that fell due once (a ten hours' run of the 60 ms scroll alone would be 600,000
 * calls); each score reaches the screen over the real live stream.
 * The row compares the heap after a forced collection at the end of the tenth hour with the
 * end of the first (the first hour warms up: code compiled, caches filled).
 */
export async function measureTvDay(api: BenchApp, course: BenchCourse, browser: Browser, baseURL: string): Promise<BenchRow[]> {
  const { viewCode, ...game } = await frontNineInPlay(api, course);
  const context = await browser.newContext({ ...PHONE, viewport: { width: 1920, height: 1080 }, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await page.clock.install();
    await page.goto(`/game/${game.gameId}/tv?code=${viewCode}`);
    const field = page.locator('.tv__field');
    await field.waitFor({ timeout: 60_000 });
    await page.clock.runFor(60_000);
    const scores = [...Array.from({ length: 9 }, (_, i) => i + 10)].flatMap((hole) =>
      game.playerIds.map((playerId, p) => ({ hole, playerId, p })),
    );
    const step = (SIMULATED_HOURS * 3_600_000) / scores.length;
    // The first hour warms up (code compiled, caches filled); the day is compared from there.
    const warmUp = Math.round(scores.length / SIMULATED_HOURS);
    let start = { heap: 0, elements: 0 };
    for (const [index, { hole, playerId, p }] of scores.entries()) {
      if (index === warmUp) start = await memoryOf(page, cdp);
      const before = await field.textContent();
      await api.expect(200, 'POST', `/api/games/${game.gameId}/scores`, {
        playerId,
        roundNumber: 1,
        holeNumber: hole,
        strokes: grossFor(p, hole, 1),
      });
      await page.waitForFunction((text) => document.querySelector('.tv__field')?.textContent !== text, before, { timeout: 30_000 });
      await page.clock.runFor(60_000);
      await page.clock.fastForward(step - 60_000);
    }
    const end = await memoryOf(page, cdp);
    const growth = (end.heap - start.heap) / start.heap;
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    return [
      {
        measure: `TV view, ${SIMULATED_HOURS} simulated hours, ${scores.length} scores live, no reload: JS heap after GC, hour 1 → hour 10 (${start.elements} → ${end.elements} elements)`,
        median: `${mb(start.heap)} → ${mb(end.heap)} (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %)`,
        p99: '—',
        target: `flat (< +${HEAP_GROWTH_GOAL * 100} %)`,
        verdict: growth < HEAP_GROWTH_GOAL && end.elements <= start.elements * 1.1 ? 'met' : 'missed',
      },
    ];
  } finally {
    await context.close();
  }
}
