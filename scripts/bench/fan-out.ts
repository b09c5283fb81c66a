import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { BenchApp } from './bench-app.ts';
import { benchGame, grossFor, type BenchCourse } from './bench-games.ts';
import type { ScoreAnswer, ScorePost, ScoreRun, ScoreWarmUp } from './fan-out-scores.ts';
import type { ViewerReport } from './fan-out-viewers.ts';
import { msRow, percentiles, type BenchRow } from './stats.ts';

export interface FanOutSize {
  games: number;
  viewersPerGame: number;
  scoresPerSecond: number;
  seconds: number;
}

const PLAYERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app listening on a loopback port (once per bench run). */
async function listening(api: BenchApp): Promise<string> {
  const address = api.app.server.address() as AddressInfo | null;
  if (address) return `http://127.0.0.1:${address.port}`;
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
}

type ViewerMessage =
  { type: 'open'; streams: number } | { type: 'reports'; reports: ViewerReport[]; refetches: number; mismatches: number };

/**
 * (6) Live at an event: `games` games of four, `viewersPerGame` phones watching each game's
 * leaderboard over real HTTP from a separate process (fan-out-viewers.ts), while scores are posted
 * at a steady rate. Measures the score command, the time from its answer to every viewer of the
 * game holding a board with it (the first change at or past the answer's position), the frames
 * and bytes the viewers received per score, and the server's memory per 1,000 open streams.
 */
export async function measureFanOut(
  api: BenchApp,
  course: BenchCourse,
  size: FanOutSize,
  /** Called around the measured seconds, the deliveries' last two included (for probes). */
  window?: { start(): void; end(): void },
): Promise<BenchRow[]> {
  const baseUrl = await listening(api);
  const games = [];
  for (let g = 0; g < size.games; g += 1) games.push(await benchGame(api, course, PLAYERS, 1));
  const streams = size.games * size.viewersPerGame;
  const viewers = fork(new URL('./fan-out-viewers.ts', import.meta.url), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const scorer = fork(new URL('./fan-out-scores.ts', import.meta.url), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const nextMessage = () =>
    new Promise<ViewerMessage>((resolve) => viewers.once('message', (message) => resolve(message as ViewerMessage)));
  try {
    await sleep(1000);
    const rssBefore = process.memoryUsage().rss;
    viewers.send({
      type: 'start',
      setup: { baseUrl, token: api.token, gameIds: games.map((g) => g.gameId), viewersPerGame: size.viewersPerGame },
    });
    const opened = await nextMessage();
    if (opened.type !== 'open' || opened.streams !== streams) throw new Error('the viewers did not open their streams');
    await sleep(1000);
    const rssOpen = process.memoryUsage().rss;
    viewers.send({ type: 'flush' });
    await nextMessage();

    // The scores are posted from a process of their own (fan-out-scores.ts, decision 0891), its client warmed up first.
    const posts: ScorePost[] = [];
    const posted = new Array<number>(size.games).fill(0);
    for (let i = 0; i < size.scoresPerSecond * size.seconds; i += 1) {
      const g = i % size.games;
      const game = games[g]!;
      const k = posted[g]!;
      posted[g] = k + 1;
      const player = k % PLAYERS;
      const hole = Math.floor(k / PLAYERS) + 1;
      posts.push({ gameId: game.gameId, playerId: game.playerIds[player]!, holeNumber: hole, strokes: grossFor(player, hole, 1) });
    }
    const warmed = new Promise((resolve) => scorer.once('message', resolve));
    const warmUp: ScoreWarmUp = { type: 'warm', url: `${baseUrl}/api/games/${games[0]!.gameId}/leaderboard`, token: api.token };
    scorer.send(warmUp);
    await warmed;
    window?.start();
    const answered = new Promise<{ answers: ScoreAnswer[]; failures: string[] }>((resolve) => scorer.once('message', resolve));
    scorer.send({ type: 'run', baseUrl, token: api.token, posts, scoresPerSecond: size.scoresPerSecond } satisfies ScoreRun);
    const { answers, failures } = await answered;
    const scores = answers.map((a) => ({ gameId: a.gameId, position: BigInt(a.position), answeredAt: a.answeredAt }));
    const latencies = answers.map((a) => a.latency);
    if (failures.length > 0) throw new Error(`${failures.length} score commands failed, e.g. ${failures[0]}`);
    await sleep(2000);
    window?.end();
    viewers.send({ type: 'flush' });
    const flushed = await nextMessage();
    if (flushed.type !== 'reports') throw new Error('the viewers sent no reports');

    // For each viewer, its changes in order: the first at or past a score's position holds the score.
    const heard = new Map<string, ViewerReport[]>();
    for (const report of flushed.reports) {
      const key = `${report.gameId}:${report.viewer}`;
      heard.set(key, [...(heard.get(key) ?? []), report]);
    }
    const delivery: number[] = [];
    let missed = 0;
    for (const score of scores) {
      let last = 0;
      for (let viewer = 0; viewer < size.viewersPerGame; viewer += 1) {
        const got = heard.get(`${score.gameId}:${viewer}`)?.find((r) => BigInt(r.position) >= score.position);
        if (!got) missed += 1;
        else last = Math.max(last, got.at);
      }
      delivery.push(last - score.answeredAt);
    }
    const frames = flushed.reports.length;
    const bytes = flushed.reports.reduce((sum, r) => sum + r.bytes, 0);
    const label = `${size.games} games × ${size.viewersPerGame} viewers (${streams} streams), ${size.scoresPerSecond} scores/s × ${size.seconds} s`;
    const perThousand = ((rssOpen - rssBefore) / streams) * 1000;
    return [
      msRow(`fan-out ${label}: score command`, percentiles(latencies), 25),
      msRow(
        `fan-out: answer → every viewer holds the new board${missed ? ` (${missed} deliveries missing)` : ''}`,
        percentiles(delivery),
        250,
      ),
      {
        measure: `fan-out: frames and bytes received per score, all viewers (${flushed.refetches} refetches, ${flushed.mismatches} patches that did not fit)`,
        median: `${(frames / scores.length).toFixed(1)} frames, ${(bytes / scores.length / 1024).toFixed(1)} KB`,
        p99: '—',
        target: '—',
        verdict: '—',
      },
      {
        measure: `fan-out: server memory per 1,000 open streams (RSS ${Math.round(rssBefore / 2 ** 20)} → ${Math.round(rssOpen / 2 ** 20)} MB)`,
        median: `${(perThousand / 2 ** 20).toFixed(1)} MB`,
        p99: '—',
        target: '< 150 MB',
        verdict: perThousand / 2 ** 20 < 150 ? 'met' : 'missed',
      },
    ];
  } finally {
    viewers.kill();
    scorer.kill();
  }
}
