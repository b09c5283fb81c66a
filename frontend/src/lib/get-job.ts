import type { JobView } from '@golf/contracts';
import { apiJson } from './api-client.ts';

/** A background job of the caller's (course import, spreadsheet upload): state, progress, result. */
export const getJob = (jobId: string) => apiJson<JobView>('GET', `/api/jobs/${encodeURIComponent(jobId)}`);
