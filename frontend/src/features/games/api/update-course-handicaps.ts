import type { UpdateCourseHandicapsBody, UpdateCourseHandicapsResponse } from '@golf/contracts';
import { apiJson } from '../../../lib/api-client.ts';

/** Course handicaps typed by hand (0 … 54); they show as 'Manually Adjusted'. */
export const updateCourseHandicaps = (gameId: string, body: UpdateCourseHandicapsBody) =>
  apiJson<UpdateCourseHandicapsResponse>('PATCH', `/api/games/${gameId}/update-course-handicaps`, body);
