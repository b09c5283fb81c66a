import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp, type BenchApp } from './bench-app.ts';
import { benchCourse, frontNineInPlay } from './bench-games.ts';
import { boardShown, FIND, phoneOn, playerOnScoring, scoringUsable, signInUsable } from './bench-phone.ts';
import type { TraceEvent } from './probe-summaries.ts';
import type { ReturnScreen } from './page-watchers.ts';

/**
 * The bench's three return visits (first-load.ts: sign-in, the spectator's leaderboard, the
 * scoring screen) of two or more builds in turns, each visit the first reload of a fresh phone
 * once the worker controls it, as the bench takes it: for each, the page's own record of its
 * screen (decision 0743) and the main thread's CPU time from the reload's navigation to that
 * screen, read from a Chromium trace (the tasks' thread time: what the page itself spent, which
 * other processes on the machine inflate far less than wall time).
 * `VARIANTS=/tmp/a,/tmp/b tsx scripts/bench/return-visit-turns.ts [rounds]`, each a folder laid
 * out as frontend/ is (dist/). TRACES=1 keeps each trace in /tmp. Not part of `npm run bench`.
 */

type Phone = Awaited<ReturnType<typeof phoneOn>>;
type Figure = { ms: number; cpuMs: number };

/**
 * The main thread's CPU (thread time of its top-level tasks) in the `ms` after the trace began
 * (just before the reload): the thread that parsed the page at `url`.
 */
function mainThreadCpu(events: TraceEvent[], url: string, ms: number): number {
  type Parsed = TraceEvent & { tdur?: number; args?: { beginData?: { url?: string } } };
  const parse = (events as Parsed[]).find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return NaN;
  const start = Math.min(...events.filter((event) => event.ph === 'X').map((event) => event.ts));
  let cpu = 0;
  for (const event of events as Parsed[]) {
    if (event.pid !== parse.pid || event.tid !== parse.tid || event.ph !== 'X' || event.name !== 'RunTask') continue;
    if (event.ts >= start && event.ts < start + ms * 1000) cpu += event.tdur ?? 0;
  }
  return cpu / 1000;
}

/** One return visit of `phone` (decision 0743's measure), traced. */
async function visit(browser: Browser, phone: Phone, screen: ReturnScreen, usable: (page: Page) => Promise<unknown>, label: string) {
  await browser.startTracing(phone.page, { categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'loading'] });
  const { ms } = await phone.returnVisit(screen, usable);
  const buffer = await browser.stopTracing();
  if (process.env.TRACES) writeFileSync(`/tmp/return-visit-turns-${label}.trace.json`, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return { ms, cpuMs: mainThreadCpu(traceEvents, phone.page.url(), ms) };
}

/** The three return visits on one build, as first-load.ts takes them. */
async function threeVisits(browser: Browser, api: BenchApp, baseUrl: string, game: { gameId: string; viewCode: string }, tag: string) {
  const signIn = await phoneOn(browser, baseUrl, 'slow 3G');
  await signIn.page.goto('/auth');
  await signInUsable(signIn.page);
  await signIn.withServiceWorker();
  const signInFigure = await visit(browser, signIn, 'sign-in', signInUsable, `${tag}-sign-in`);
  await signIn.close();

  const spectator = await phoneOn(browser, baseUrl, 'slow 3G');
  await spectator.page.goto(`/game/${game.gameId}/join?code=${game.viewCode}`);
  await boardShown(spectator.page);
  const live = spectator.page.waitForResponse((response) => /\/api\/games\/[^/]+\/live(\?|$)/.test(response.url()), FIND);
  await spectator.page.locator('#root').getByRole('link', { name: 'Enter Game' }).click(FIND);
  await live;
  await spectator.withServiceWorker();
  const board = await visit(browser, spectator, 'board', boardShown, `${tag}-board`);
  await spectator.close();

  const player = await playerOnScoring(browser, baseUrl, api.token, game.gameId);
  const scoring = await visit(browser, player, 'scoring', scoringUsable, `${tag}-scoring`);
  await player.close();
  return { 'sign-in': signInFigure, board, scoring };
}

/** startBenchApp, tried again when its plugins did not start within Fastify's 10 s (a loaded machine: the server's render of the sign-in page is work). */
async function appOf(databaseUrl: string, dist: string, tries = 3): Promise<BenchApp> {
  try {
    return await startBenchApp(databaseUrl, dist);
  } catch (error) {
    if (tries <= 1) throw error;
    console.error(`the app did not start (${String(error)}); again`);
    return appOf(databaseUrl, dist, tries - 1);
  }
}

async function main() {
  const rounds = Number(process.argv[2] ?? 3);
  if (!process.env.VARIANTS) throw new Error('VARIANTS=/tmp/a,/tmp/b: the builds to take in turns');
  const variants = process.env.VARIANTS.split(',');
  const database = await benchDatabase(process.env.DATABASE_URL);
  const apps: { api: BenchApp; baseUrl: string; game: { gameId: string; viewCode: string } }[] = [];
  const browser = await launchBrowser();
  const figures: Record<string, Figure[]>[] = variants.map(() => ({ 'sign-in': [], board: [], scoring: [] }));
  try {
    for (const dir of variants) {
      // Each build its own app, user and game (a session is signed by its app's own secret).
      const api = await appOf(database.url, `${dir}/dist`);
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const { viewCode, gameId } = await frontNineInPlay(api, await benchCourse(api));
      apps.push({ api, baseUrl: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, game: { gameId, viewCode } });
    }
    for (let round = 1; round <= rounds; round++) {
      for (let v = 0; v < variants.length; v++) {
        const { api, baseUrl, game } = apps[v]!;
        const taken = await threeVisits(browser, api, baseUrl, game, `${round}-${v}`);
        const line = Object.entries(taken).map(([screen, f]) => `${screen} ${(f.ms / 1000).toFixed(2)} s, CPU ${f.cpuMs.toFixed(0)} ms`);
        console.log(`round ${round} ${variants[v]}: ${line.join('; ')}`);
        for (const [screen, figure] of Object.entries(taken)) figures[v]![screen]!.push(figure);
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    variants.forEach((dir, v) => {
      const line = Object.entries(figures[v]!).map(
        ([screen, list]) =>
          `${screen} ${median(list.map((f) => f.ms / 1000)).toFixed(2)} s, CPU ${median(list.map((f) => f.cpuMs)).toFixed(0)} ms`,
      );
      console.log(`median ${dir}: ${line.join('; ')}`);
    });
  } finally {
    await browser.close();
    for (const { api } of apps) await api.close();
    await database.stop();
  }
}

await main();
