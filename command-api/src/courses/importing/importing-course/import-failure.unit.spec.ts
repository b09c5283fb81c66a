import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, RuleViolationError } from '../../../commands/domain-error.ts';
import { CourseDirectoryError, DIRECTORY_MESSAGES } from '../../directory/course-directory-error.ts';
import { UnusableDirectoryCourseError } from '../../directory/map-directory-course.ts';
import { importFailure } from './import-course-job.ts';

const outcome = (error: unknown) => {
  const failure = importFailure(error);
  return failure && { status: failure.status, retryable: failure.retryable, message: failure.message };
};

describe('importFailure', () => {
  it('retries a directory that is out or slow', () => {
    expect(outcome(new CourseDirectoryError(504, DIRECTORY_MESSAGES.timeout))).toEqual({
      status: 504,
      retryable: true,
      message: DIRECTORY_MESSAGES.timeout,
    });
    expect(outcome(new CourseDirectoryError(502, DIRECTORY_MESSAGES.serverError(503)))).toMatchObject({ status: 502, retryable: true });
  });

  it('does not retry what waiting cannot fix: a rejected key, an unknown course, an unusable scorecard', () => {
    expect(outcome(new CourseDirectoryError(502, DIRECTORY_MESSAGES.rejectedKey))).toMatchObject({ status: 502, retryable: false });
    expect(outcome(new CourseDirectoryError(404, DIRECTORY_MESSAGES.notFound))).toMatchObject({ status: 404, retryable: false });
    expect(outcome(new UnusableDirectoryCourseError('no scorecard'))).toEqual({ status: 422, retryable: false, message: 'no scorecard' });
  });

  it('ends at once on a refused command, keeping its status and message', () => {
    const duplicate = new ConflictError('Course Already Exists: Fixture Links (Testville) already exists in your course library.');
    expect(outcome(duplicate)).toEqual({ status: 409, retryable: false, message: duplicate.message });
    expect(outcome(new RuleViolationError('Stroke index 3 is used twice'))).toMatchObject({ status: 422, retryable: false });
    const invalid = z.object({ name: z.string().min(1, 'Name is required') }).safeParse({ name: '' });
    expect(outcome(invalid.error)).toEqual({ status: 422, retryable: false, message: 'Name is required' });
  });

  it('leaves anything else to the caller (logged, shown as our problem)', () => {
    expect(importFailure(new Error('connection reset'))).toBeNull();
  });
});
