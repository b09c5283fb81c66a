import http from 'node:http';
import { applyPatch, LiveChange, PatchMismatchError } from '@golf/contracts';

/**
 * The viewers' side of the fan-out bench, in a process of its own (so their work is not the
 * server's): `V` phones per game, each with the game's overall leaderboard and its live stream
 * over real HTTP. Each applies the patches of the changes it hears to its own board (fetching the
 * board again when a patch does not fit), and reports every change it received to the parent:
 * the game, the position, when (epoch ms), and the bytes of the frame.
 */
interface Setup {
  baseUrl: string;
  token: string;
  gameIds: string[];
  viewersPerGame: number;
}

export interface ViewerReport {
  gameId: string;
  viewer: number;
  position: string;
  at: number;
  bytes: number;
}

const now = () => performance.timeOrigin + performance.now();
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

async function board(setup: Setup, gameId: string): Promise<{ version?: string }> {
  const response = await fetch(`${setup.baseUrl}/api/games/${gameId}/leaderboard`, { headers: { authorization: `Bearer ${setup.token}` } });
  if (!response.ok) throw new Error(`GET leaderboard ${response.status}`);
  return (await response.json()) as { version?: string };
}

let refetches = 0;
let mismatches = 0;
const reports: ViewerReport[] = [];

/** One phone: its board and its stream; resolves once the stream is open. */
function watch(setup: Setup, gameId: string, viewer: number, initial: { version?: string }): Promise<void> {
  let held: { version?: string } = initial;
  return new Promise((resolve, reject) => {
    // The session token in the header, as any client but a browser sends it (a browser asks for a live ticket first).
    const request = http.get(
      `${setup.baseUrl}/api/games/${gameId}/live`,
      { agent, headers: { accept: 'text/event-stream', authorization: `Bearer ${setup.token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`live stream answered ${response.statusCode}`));
          return;
        }
        resolve();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            const change = LiveChange.parse(JSON.parse(data.slice(6)));
            const overall = change.boards?.find((b) => b.round === 0);
            if (overall && held.version !== overall.version) {
              try {
                if (held.version !== overall.base) throw new PatchMismatchError([]);
                held = applyPatch(held, overall.patch);
              } catch (error) {
                if (!(error instanceof PatchMismatchError)) throw error;
                mismatches += 1;
                refetches += 1;
                void board(setup, gameId).then((fresh) => (held = fresh));
              }
            } else if (!change.boards) {
              refetches += 1;
              void board(setup, gameId).then((fresh) => (held = fresh));
            }
            reports.push({ gameId, viewer, position: change.position, at: now(), bytes: Buffer.byteLength(frame) + 2 });
          }
        });
      },
    );
    request.on('error', reject);
  });
}

process.on('message', (message: { type: 'start'; setup: Setup } | { type: 'flush' }) => {
  void (async () => {
    if (message.type === 'start') {
      const { setup } = message;
      for (const gameId of setup.gameIds) {
        const initial = await board(setup, gameId);
        await Promise.all(Array.from({ length: setup.viewersPerGame }, (_, viewer) => watch(setup, gameId, viewer, initial)));
      }
      process.send!({ type: 'open', streams: setup.gameIds.length * setup.viewersPerGame });
    } else {
      // Counted since the last flush: the opening change of each stream makes each phone fetch once, before the scores.
      process.send!({ type: 'reports', reports: reports.splice(0), refetches, mismatches });
      refetches = 0;
      mismatches = 0;
    }
  })().catch((error: unknown) => {
    console.error('fan-out viewers failed:', error);
    process.exit(1);
  });
});
