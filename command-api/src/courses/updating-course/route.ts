import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseMessages, CourseCommandResponse, UpdateCourseBody } from '@golf/contracts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, signedInUser } from '../../http/auth-guard.ts';
import { commandContextOf } from '../../http/command-context.ts';
import { bearerAuth, errorResponses } from '../../http/error-responses.ts';
import { actorOf, requireUuid } from '../course-access.ts';
import { courseViewOf } from '../course-view.ts';
import { courseStream, handleCourse } from '../course.ts';
import { decideUpdateCourse } from './decide.ts';

/** PATCH /api/courses/{id}: change some of a course's fields (own course; a global one as super admin). */
export function updatingCourseRoute(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/courses/:id',
      {
        onRequest: requireUser(deps),
        schema: {
          tags: ['courses'],
          summary: 'Change a course (only the fields sent; the hole count only while it has no tee sets)',
          security: bearerAuth,
          params: z.object({ id: z.string() }),
          body: UpdateCourseBody,
          response: { 200: CourseCommandResponse, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        const courseId = requireUuid(request.params.id, courseMessages.courseNotFound);
        const outcome = await handleCourse(
          deps.streamCache,
          courseStream(courseId),
          (state) => decideUpdateCourse({ actor: actorOf(user), changes: request.body }, state),
          { context: commandContextOf(request, user.id, deps.clock()) },
        );
        if (outcome.state.status !== 'active') throw new Error(`Updating course ${courseId} left no course`);
        return { course: courseViewOf(outcome.state), position: outcome.position.toString() };
      },
    );
  };
}
