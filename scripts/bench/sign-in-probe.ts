import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { benchDatabase } from './bench-database.ts';
import { startBenchApp } from './bench-app.ts';
import { builtFrontend } from './bundle-size.ts';
import { phoneOn, signInUsable } from './bench-phone.ts';
import { mainThreadTimes, profileTimes, topLines, type Profile, type TraceEvent } from './probe-summaries.ts';

/**
 * Where a first visit's sign-in time goes: the bench's "sign-in usable, first visit"
 * rows (first-load.ts) alone, `rounds` times on each network, with the page's own marks: the
 * navigation's timings, each request's start and end, and when the app's form was on the page
 * (an init script's MutationObserver), and any `performance.mark` the build under test makes.
 * `tsx scripts/bench/sign-in-probe.ts [rounds] [network]` (the built frontend; DATABASE_URL as for
 * the bench). Not part of `npm run bench`. TRACE=1: a Chromium trace of each load (written to /tmp,
 * main-thread events summed by name); PROFILE=1: a CPU profile of each load instead.
 * VARIANTS=/tmp/a,/tmp/b: builds laid out as frontend/ is (dist/ and dist-server/), each served by
 * its own app, loaded in turns each round (A, B, A, B), with each one's figures at the end.
 */

const MARK_FORM = `(() => {
  const seen = () => {
    for (const button of document.querySelectorAll('#root form button')) {
      if ((button.textContent || '').trim() === 'Sign In') return true;
    }
    return false;
  };
  new MutationObserver((_, observer) => {
    if (window.formAt === undefined && seen()) {
      window.formAt = performance.now();
      requestAnimationFrame(() => { window.formFrame = performance.now(); });
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
})();`;

function summariseTrace(events: TraceEvent[], cutMs: number) {
  const parse = events.find((event) => event.name === 'ParseHTML');
  const startTs = Math.min(...events.filter((event) => event.ph === 'X' && event.pid === parse?.pid).map((event) => event.ts));
  console.log(topLines(mainThreadTimes(events, parse, startTs, cutMs), 40));
}

/** Sampled self time by script and by function. */
function summarise(profile: Profile) {
  const { byScript, byFunction } = profileTimes(profile);
  console.log(`  sampled self time by script:\n${topLines(byScript, 15)}\n  by function:\n${topLines(byFunction, 30)}`);
}

async function main() {
  const rounds = Number(process.argv[2] ?? 3);
  const networks = process.argv[3] ? [process.argv[3] as 'slow 3G' | 'fast 3G'] : (['slow 3G', 'fast 3G'] as const);
  const database = await benchDatabase(process.env.DATABASE_URL);
  // VARIANTS=/tmp/a,/tmp/b: builds laid out as frontend/ is (dist/ and dist-server/), taken in turns each round.
  const variants = process.env.VARIANTS ? process.env.VARIANTS.split(',').map((dir) => `${dir}/dist`) : [builtFrontend()];
  const apps = [];
  for (const dist of variants) apps.push(await startBenchApp(database.url, dist));
  const browser = await launchBrowser();
  try {
    const bases: string[] = [];
    for (const app of apps) {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`);
    }
    for (const network of networks) {
      const walls: number[][] = variants.map(() => []);
      const forms: number[][] = variants.map(() => []);
      for (let round = 1; round <= rounds; round++) {
        for (let v = 0; v < variants.length; v++) {
          const baseUrl = bases[v]!;
          const phone = await phoneOn(browser, baseUrl, network, (context) => context.addInitScript({ content: MARK_FORM }));
          const encodings = new Set<string>();
          phone.page.on('request', (request) => {
            if (request.url().endsWith('.js')) encodings.add(request.headers()['accept-encoding'] ?? '(none)');
          });
          if (process.env.TRACE)
            await browser.startTracing(phone.page, {
              categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
            });
          const cdp = process.env.PROFILE ? await phone.page.context().newCDPSession(phone.page) : null;
          if (cdp) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await cdp.send('Profiler.start');
          }
          const figure = await phone.time((page) => page.goto('/auth'), signInUsable);
          if (cdp) {
            const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
            writeFileSync(`/tmp/sign-in-${network.replace(' ', '')}-${round}.cpuprofile`, JSON.stringify(profile));
            summarise(profile);
          }
          walls[v]!.push(figure.ms);
          const marks = await phone.page.evaluate(() => {
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
              (r) =>
                `${r.name.replace(/^.*\//, '')} ${r.startTime.toFixed(0)}→${r.responseStart.toFixed(0)}→${r.responseEnd.toFixed(0)} (${(r.encodedBodySize / 1024).toFixed(1)} KB)`,
            );
            const w = window as unknown as { formAt?: number; formFrame?: number };
            const paint = performance.getEntriesByType('paint').map((p) => `${p.name} ${p.startTime.toFixed(0)}`);
            return {
              formAt: w.formAt,
              nav: `response ${nav.responseStart.toFixed(0)}→${nav.responseEnd.toFixed(0)} (${(nav.encodedBodySize / 1024).toFixed(1)} KB), interactive ${nav.domInteractive.toFixed(0)}, DCL ${nav.domContentLoadedEventEnd.toFixed(0)}, load ${nav.loadEventEnd.toFixed(0)}`,
              form: `form at ${w.formAt?.toFixed(0)}, its frame ${w.formFrame?.toFixed(0)}`,
              paint: [...paint, ...performance.getEntriesByType('mark').map((m) => `${m.name} ${m.startTime.toFixed(0)}`)].join(', '),
              resources,
            };
          });
          forms[v]!.push(marks.formAt ?? NaN);
          console.log(
            `${network} round ${round} variant ${v}: ${(figure.ms / 1000).toFixed(2)} s, ${(figure.bytes / 1024).toFixed(0)} KB; ${marks.form}; ${marks.nav}; ${marks.paint}; accept-encoding ${[...encodings].join(' / ')}`,
          );
          console.log(`  ${marks.resources.join('\n  ')}`);
          if (process.env.TRACE) {
            const buffer = await browser.stopTracing();
            writeFileSync(`/tmp/sign-in-${network.replace(' ', '')}-${round}.trace.json`, buffer);
            summariseTrace((JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents, figure.ms);
          }
          await phone.close();
        }
      }
      const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]! / 1000;
      variants.forEach((dist, v) =>
        console.log(
          `${network} ${dist}: bench ${walls[v]!.map((ms) => (ms / 1000).toFixed(2)).join(' ')} s (median ${median(walls[v]!).toFixed(2)}); form on the page ${forms[v]!.map((ms) => (ms / 1000).toFixed(2)).join(' ')} s (median ${median(forms[v]!).toFixed(2)})`,
        ),
      );
    }
  } finally {
    await browser.close();
    for (const app of apps) await app.close();
    await database.stop();
  }
}

await main();
