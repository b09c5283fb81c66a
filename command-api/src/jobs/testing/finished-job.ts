import type { JobView } from '@golf/contracts';
import type { TestApi } from '../../../../testing/test-api.ts';

/*
 * Test support: follow a job through GET /api/jobs/{jobId} as the screens do.
 */

/** The job's view once it has completed or failed; throws if it is still running after `timeoutMs`. */
export async function finishedJob(api: TestApi, jobId: string, token: string, timeoutMs = 15_000): Promise<JobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await api.call('GET', `/api/jobs/${jobId}`, { token });
    if (response.statusCode !== 200) throw new Error(`GET /api/jobs/${jobId}: ${response.statusCode} ${response.body}`);
    const view = response.json() as JobView;
    if (view.state === 'completed' || view.state === 'failed') return view;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${view.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
