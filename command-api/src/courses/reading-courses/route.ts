import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, CourseListQuery, CourseListResponse, CourseSearchQuery, CourseSearchResponse, CourseView } from '@golf/contracts';
import { findSetAsideStream, getCourseOfOpenGame, getVisibleCourse, listVisibleCourses, searchVisibleCourses } from '@golf/read-db';
import type { AppDeps } from '../../app-deps.ts';
import { BeingRepairedError } from '../../commands/being-repaired-error.ts';
import { NotFoundError } from '../../commands/domain-error.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOf, requireUuid, requireVisibleCourse } from '../course-access.ts';
import { courseSummaryOf, courseViewOf } from '../course-view.ts';
import { loadCourse } from '../course.ts';

/**
 * The course library reads: GET /api/courses (?includeTees=true adds every tee set's holes),
 * GET /api/courses/search?query= and GET /api/courses/{id}. Each shows only the global
 * courses and the caller's own, and GET /api/courses/{id} also a course played in a game the
 * caller may open (a shared game's players score on its holes); send X-Min-Position after a
 * command to see its effect. A course whose stream the projector set aside is being repaired (503).
 */
export function readingCoursesRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/courses',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'The courses you see: global ones and your own (tee sets with holes when includeTees=true)',
          security: bearerAuth,
          querystring: CourseListQuery,
          response: { 200: CourseListResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const courses = await listVisibleCourses(deps.pool, signedInUser(request).id);
        return request.query.includeTees ? courses.map(courseViewOf) : courses.map(courseSummaryOf);
      },
    );

    app.get(
      '/courses/search',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Search the courses you see by name and location',
          security: bearerAuth,
          querystring: CourseSearchQuery,
          response: { 200: CourseSearchResponse, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const courses = await searchVisibleCourses(deps.pool, signedInUser(request).id, request.query.query);
        return courses.map(courseSummaryOf);
      },
    );

    app.get(
      '/courses/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'One course with its tee sets and holes',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          response: { 200: CourseView, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const courseId = requireUuid(request.params.id, courseMessages.courseNotFound);
        const [row, setAside] = await Promise.all([
          getVisibleCourse(deps.pool, courseId, user.id).then(
            async (own) =>
              own ?? (await getCourseOfOpenGame(deps.pool, courseId, { userId: user.id, email: user.emailConfirmed ? user.email : null })),
          ),
          findSetAsideStream(deps.pool, 'course', courseId),
        ]);
        // Its rows stop before an event the projector could not apply: not passed off as the course.
        if (row && setAside) throw new BeingRepairedError('course');
        if (row) return courseViewOf(row);
        // The read table lags the log by a moment: a course created just now is folded from its stream.
        const { state } = await loadCourse(deps.store, courseId);
        if (state.status === 'absent') throw new NotFoundError(courseMessages.courseNotFound);
        return courseViewOf(requireVisibleCourse(state, actorOf(user)));
      },
    );
  };
}
