import type { CalculateCourseHandicapsBody, CalculateCourseHandicapsResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Works out every player's course handicap for a round: one tee for all, or 'all' = each player's own tee. */
export const calculateCourseHandicaps = (gameId: string, body: CalculateCourseHandicapsBody) =>
  apiJson<CalculateCourseHandicapsResponse>('POST', `/api/games/${gameId}/calculate-course-handicaps`, body);
