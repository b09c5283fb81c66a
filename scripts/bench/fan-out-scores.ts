/**
 * The scorers' side of the fan-out bench, in a process of its own like the viewers
 * (fan-out-viewers.ts), so the client posting the scores does not share the server's event loop
 * (decision 0891): posts the scores it is sent at a steady rate over real HTTP, each answer's
 * latency and when it came (epoch ms), and reports them to the parent.
 */
export interface ScorePost {
  gameId: string;
  playerId: string;
  holeNumber: number;
  strokes: number;
}

export interface ScoreRun {
  type: 'run';
  baseUrl: string;
  token: string;
  posts: ScorePost[];
  scoresPerSecond: number;
}

export interface ScoreAnswer {
  gameId: string;
  position: string;
  answeredAt: number;
  latency: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run({ baseUrl, token, posts, scoresPerSecond }: ScoreRun): Promise<{ answers: ScoreAnswer[]; failures: string[] }> {
  const answers: ScoreAnswer[] = [];
  const failures: string[] = [];
  const inFlight: Promise<void>[] = [];
  const started = now();
  for (const [i, post] of posts.entries()) {
    const due = started + (i * 1000) / scoresPerSecond;
    if (due > now()) await sleep(due - now());
    inFlight.push(
      (async () => {
        const sent = now();
        const response = await fetch(`${baseUrl}/api/games/${post.gameId}/scores`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ playerId: post.playerId, roundNumber: 1, holeNumber: post.holeNumber, strokes: post.strokes }),
        });
        const answeredAt = now();
        const body = (await response.json()) as { position?: string; message?: string };
        if (response.status !== 200 || !body.position) failures.push(`${response.status} ${body.message ?? ''}`);
        else answers.push({ gameId: post.gameId, position: body.position, answeredAt, latency: answeredAt - sent });
      })(),
    );
  }
  await Promise.all(inFlight);
  return { answers, failures };
}

/** Before the measured seconds: one read over the same client, so its first score finds it warm. */
export interface ScoreWarmUp {
  type: 'warm';
  url: string;
  token: string;
}

async function warm({ url, token }: ScoreWarmUp): Promise<{ status: number }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  return { status: response.status };
}

process.on('message', (message: ScoreRun | ScoreWarmUp) => {
  (message.type === 'warm' ? warm(message) : run(message)).then(
    (result) => process.send!(result),
    (error: unknown) => {
      console.error('fan-out scorer failed:', error);
      process.exit(1);
    },
  );
});
