import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.ts';
import type { BenchApp } from './bench-app.ts';
import { frontNineInPlay, grossFor, type BenchCourse } from './bench-games.ts';
import { measureTvDay } from './tv-day.ts';
import type { BenchRow } from './stats.ts';
import { WATCH_BOARD_DETAILS, WATCH_SIGN_IN_FORM, WATCH_STREAMS } from './page-watchers.ts';
import { boardShown, CPU_SLOWDOWN, FIND, phoneOn, playerOnScoring, scoringUsable, signInUsable } from './bench-phone.ts';

/** The first-load goals, in milliseconds (decision 0436 says what each row times). */
const GOALS = {
  'slow 3G': { signIn: 3000, board: 2500, live: 5000, enterGame: 3000 },
  // No goal for Enter Game on fast 3G (decision 0742): the app has usually run before the tap there.
  'fast 3G': { signIn: 1500, board: 1500, live: 1500, enterGame: null },
  returnVisit: 800,
  tvBoard: 1500,
} as const;

/** A row of figures as it is taken, on stderr, for a run that is watched. */
export const progress = (text: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]   ${text}`);

export const row = (measure: string, figure: { ms: number; bytes: number }, goalMs: number): BenchRow => {
  progress(`${measure}: ${(figure.ms / 1000).toFixed(2)} s`);
  return rowOf(measure, figure, goalMs);
};

const rowOf = (measure: string, figure: { ms: number; bytes: number }, goalMs: number): BenchRow => ({
  measure: `${measure} (${(figure.bytes / 1024).toFixed(0)} KB received)`,
  median: `${(figure.ms / 1000).toFixed(2)} s`,
  p99: '—',
  target: `< ${(goalMs / 1000).toFixed(1)} s`,
  verdict: figure.ms < goalMs ? 'met' : 'missed',
});

/**
 * A return visit's row, timed by the page's own record of its screen (decision 0743), and beside
 * it without a goal the row's measure before 0743: when the bench's own check saw the screen.
 */
function returnVisitRows(measure: string, visit: { ms: number; bytes: number; checkedMs: number }): BenchRow[] {
  progress(`${measure}, as the bench's check saw it: ${(visit.checkedMs / 1000).toFixed(2)} s`);
  return [
    row(measure, visit, GOALS.returnVisit),
    {
      measure: `${measure}, as the bench's check saw it`,
      median: `${(visit.checkedMs / 1000).toFixed(2)} s`,
      p99: '—',
      target: '—',
      verdict: '—',
    },
  ];
}

/** The live stream of a game open (its EventSource answered). */
const liveOpen = (page: Page) => page.waitForResponse((response) => /\/api\/games\/[^/]+\/live(\?|$)/.test(response.url()), FIND);
/**
 * Resolves once the server has opened a live stream whose address matches `url` and sent its
 * first `changed` frame (the stream follows the game's changes from then on). Told by the server,
 * not the browser: CDP's and Playwright's events about the slowed page reached this process up to
 * 2–3 s after the browser had the answer.
 */
function streamOpened(api: BenchApp, url: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const server = api.app.server;
    const seen = (request: IncomingMessage, response: ServerResponse) => {
      if (!url.test(request.url ?? '')) return;
      server.off('request', seen);
      const write = response.write.bind(response) as (...args: unknown[]) => boolean;
      response.write = ((...args: unknown[]) => {
        const written = write(...args);
        if (String(args[0]).includes('event: changed')) resolve();
        return written;
      }) as typeof response.write;
    };
    server.on('request', seen);
  });
}

/**
 * 'Enter Game' on a viewer link, tapped as soon as the board is live (decision 0742): the link
 * opened, its board drawn and its stream answered, then the tap, by the page itself at that frame
 * (a plain link while the app's code is on its way, the app's own once it runs), until the
 * leaderboard's own stream answered, as the page recorded it (WATCH_STREAMS). Timed from opening
 * the link; also answers when the tap was.
 */
async function enterGameOnceLive(browser: Browser, baseUrl: string, network: 'slow 3G' | 'fast 3G', viewerLink: string) {
  const phone = await phoneOn(browser, baseUrl, network, (context) =>
    context.addInitScript({ content: `window.TAP_ONCE_LIVE = true;${WATCH_STREAMS}` }),
  );
  try {
    phone.start();
    const startedEpoch = Date.now();
    await phone.page.goto(viewerLink, { waitUntil: 'commit' });
    await phone.page.waitForURL(/\/leaderboard/, { ...FIND, waitUntil: 'commit' });
    const tapped = Number(await phone.page.evaluate(() => sessionStorage.getItem('enterGameTapped')));
    const answered = await phone.page.waitForFunction(
      (after) => (window as unknown as { streamsAnswered: number[] }).streamsAnswered.find((at) => at > after),
      tapped,
      FIND,
    );
    const answeredEpoch = (await answered.jsonValue()) as number;
    return { ms: answeredEpoch - startedEpoch, bytes: phone.lap().bytes, tappedMs: tapped - startedEpoch };
  } finally {
    await phone.close();
  }
}

/**
 * (7) The first screens on a phone with one bar of signal: in headless Chromium at
 * phone size, with the network emulated (slow 3G: 400 ms round trip, 400 kbit/s; fast 3G: 150 ms,
 * 1.6 Mbit/s) and the CPU slowed 4×, on a first visit:
 * - sign-in usable: the app's own form on screen;
 * - a viewer link (the join link with the view code): the board with names, positions and totals
 *   on screen, then the live updates running (a score posted once the page's live stream answered
 *   shown on the board, decision 0560), both timed from opening the link; then, for comparison,
 *   'Enter Game' pressed once the app runs and the leaderboard's own stream answered;
 * then, on slow 3G, return visits through the service worker (a reload): sign-in, the spectator's
 * leaderboard and a player's scoring screen; and the TV view on a wired connection (first board,
 * and a simulated clubhouse day: tv-day.ts). The app serves the built frontend as `npm start` does.
 */
export async function measureFirstLoad(api: BenchApp, course: BenchCourse): Promise<BenchRow[]> {
  await api.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const { viewCode, ...game } = await frontNineInPlay(api, course);
  const viewerLink = `/game/${game.gameId}/join?code=${viewCode}`;
  const browser = await launchBrowser();
  const rows: BenchRow[] = [];
  try {
    for (const network of ['slow 3G', 'fast 3G'] as const) {
      const goals = GOALS[network];
      const signIn = await phoneOn(browser, baseUrl, network, (context) => context.addInitScript({ content: WATCH_SIGN_IN_FORM }));
      const noticed = await signIn.time((page) => page.goto('/auth'), signInUsable);
      const first = { ...(await signIn.signInFormShown()), bytes: noticed.bytes };
      rows.push(row(`${network}, CPU ÷${CPU_SLOWDOWN}: sign-in usable, first visit`, first, goals.signIn));
      // What this row timed before decision 0571: the form when the bench's own check (Playwright's polling) saw it.
      progress(`${network}: sign-in form as the bench's check saw it: ${(noticed.ms / 1000).toFixed(2)} s`);
      rows.push({
        measure: `${network}: sign-in form as the bench's check saw it (Playwright, polling every 0.5 s)`,
        median: `${(noticed.ms / 1000).toFixed(2)} s`,
        p99: '—',
        target: '—',
        verdict: '—',
      });
      if (network === 'slow 3G') {
        await signIn.withServiceWorker();
        const again = await signIn.returnVisit('sign-in', signInUsable);
        rows.push(...returnVisitRows(`${network}: sign-in usable, return visit`, again));
        progress(`${network}: sign-in, return visit, page from ${await signIn.openedFrom()}`);
      }
      await signIn.close();

      const spectator = await phoneOn(browser, baseUrl, network, (context) => context.addInitScript({ content: WATCH_BOARD_DETAILS }));
      spectator.start();
      // Live updates running (decision 0561): a score posted as soon as the page's live stream is
      // open, then the board on screen showing it, whichever of the page's script or the app draws it.
      const hole = network === 'slow 3G' ? 10 : 11;
      const posted = streamOpened(api, /^\/api\/games\/[^/]+\/live\?ticket=/).then(() =>
        api.expect(200, 'POST', `/api/games/${game.gameId}/scores`, {
          playerId: game.playerIds[0],
          roundNumber: 1,
          holeNumber: hole,
          strokes: grossFor(0, hole, 1),
        }),
      );
      await spectator.page.goto(viewerLink);
      await boardShown(spectator.page);
      rows.push(
        row(`${network}: viewer link, board with names, positions, totals, first visit`, await spectator.boardPainted(), goals.board),
      );
      await posted;
      rows.push(
        row(
          `${network}: viewer link, live updates running (a score posted after the page opened, on its board), first visit`,
          await spectator.detailShown(`Thru ${hole}`),
          goals.live,
        ),
      );
      // What this row timed before decisions 0560 and 0742: 'Enter Game' tapped once the page has loaded the app, and the leaderboard's own stream.
      await spectator.page.locator('#root').getByRole('link', { name: 'Enter Game' }).click(FIND);
      await liveOpen(spectator.page);
      const entered = spectator.lap();
      progress(`${network}: viewer link, 'Enter Game' → the leaderboard's own stream: ${(entered.ms / 1000).toFixed(2)} s`);
      rows.push({
        measure: `${network}: viewer link, 'Enter Game' once the app runs → the leaderboard's own stream answered (${(entered.bytes / 1024).toFixed(0)} KB received)`,
        median: `${(entered.ms / 1000).toFixed(2)} s`,
        p99: '—',
        target: '—',
        verdict: '—',
      });
      const early = await enterGameOnceLive(browser, baseUrl, network, viewerLink);
      progress(`${network}: viewer link, 'Enter Game' tapped at ${(early.tappedMs / 1000).toFixed(2)} s`);
      const enterGame = `${network}: viewer link, 'Enter Game' tapped once the board is live → the leaderboard's own stream answered, first visit`;
      if (goals.enterGame === null) {
        progress(`${enterGame}: ${(early.ms / 1000).toFixed(2)} s`);
        rows.push({ ...rowOf(enterGame, early, Infinity), target: '—', verdict: '—' });
      } else rows.push(row(enterGame, early, goals.enterGame));
      if (network === 'slow 3G') {
        await spectator.withServiceWorker();
        const back = await spectator.returnVisit('board', boardShown);
        rows.push(...returnVisitRows(`${network}: spectator's leaderboard, return visit`, back));
        progress(`${network}: spectator's leaderboard, return visit, page from ${await spectator.openedFrom()}`);
      }
      await spectator.close();
    }

    const player = await playerOnScoring(browser, baseUrl, api.token, game.gameId);
    const scoring = await player.returnVisit('scoring', scoringUsable);
    rows.push(...returnVisitRows(`slow 3G: scoring screen usable, return visit`, scoring));
    progress(`slow 3G: scoring screen, return visit, page from ${await player.openedFrom()}`);
    await player.close();

    const tv = await phoneOn(browser, baseUrl, 'wired');
    tv.start();
    await tv.page.goto(`/game/${game.gameId}/tv?code=${viewCode}`);
    await tv.page.locator('.tv__name').first().waitFor(FIND);
    const tvFirst = await tv.boardPainted();
    rows.push(row(`TV view, wired, CPU ÷${CPU_SLOWDOWN}: first board, first visit`, tvFirst, GOALS.tvBoard));
    await tv.close();

    progress('the TV view through ten simulated hours');
    rows.push(...(await measureTvDay(api, course, browser, baseUrl)));
  } finally {
    await browser.close();
  }
  return rows;
}
