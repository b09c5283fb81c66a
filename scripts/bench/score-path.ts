import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchApp } from './bench-app.ts';
import { benchCourse, benchGame } from './bench-games.ts';
import type { BenchRow } from './stats.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The files of ours whose code ran while `act` ran (V8's precise coverage, counts reset first). */
async function filesRunBy(session: Session, act: () => Promise<void>): Promise<string[]> {
  await session.post('Profiler.takePreciseCoverage');
  await act();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  return result
    .filter((script) => script.url.startsWith('file://') && !script.url.includes('/node_modules/'))
    .filter((script) => script.functions.some((fn) => (fn.ranges[0]?.count ?? 0) > 0))
    .map((script) => relative(ROOT, fileURLToPath(script.url)))
    .filter((file) => !file.startsWith('..') && !file.startsWith('scripts/'))
    .sort();
}

/**
 * (6) The server files one score runs through, from the request to its leaderboard row: the app
 * in-process with the projector on this thread (so one coverage session sees both), a game with
 * two scores entered and projected first (code that runs once is warm), then the files whose
 * code ran while a third score was posted and projected, by package. Prints the list.
 */
export async function measureScorePath(databaseUrl: string): Promise<BenchRow> {
  const api = await startBenchApp(databaseUrl, undefined, 'main');
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    const course = await benchCourse(api);
    const game = await benchGame(api, course, 4, 1);
    const score = async (holeNumber: number) => {
      const body = { playerId: game.playerIds[0], roundNumber: 1, holeNumber, strokes: 4 };
      const { position } = await api.expect<{ position: string }>(200, 'POST', `/api/games/${game.gameId}/scores`, body);
      while (api.projector.projector.position() < BigInt(position)) await new Promise((resolve) => setTimeout(resolve, 2));
    };
    await score(1);
    await score(2);
    const files = await filesRunBy(session, () => score(3));
    const byPackage = new Map<string, number>();
    for (const file of files) byPackage.set(file.split('/')[0] ?? file, (byPackage.get(file.split('/')[0] ?? file) ?? 0) + 1);
    console.error(`  files run by one score:\n${files.map((file) => `    ${file}`).join('\n')}`);
    return {
      measure: 'server files run by one score, request → leaderboard row',
      median: `${files.length} (${[...byPackage].map(([name, count]) => `${name} ${count}`).join(', ')})`,
      p99: '—',
      target: '—',
      verdict: '—',
    };
  } finally {
    await session.post('Profiler.stopPreciseCoverage').catch(() => undefined);
    session.disconnect();
    await api.close();
  }
}
