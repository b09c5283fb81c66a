/**
 * Why a call to the external course directory failed, with the HTTP status our API should
 * answer: 400 a request we refuse to send, 404 the course is not in the directory, 502 the
 * directory refused us or answered nonsense (our key, their outage), 504 it did not answer in
 * time. The message is written for the golfer and may be shown as is.
 */
export class CourseDirectoryError extends Error {
  readonly status: 400 | 404 | 502 | 504;
  constructor(status: 400 | 404 | 502 | 504, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.name = 'CourseDirectoryError';
  }

  /** Same as `status`, under the name Fastify's error handling reads. */
  get statusCode(): number {
    return this.status;
  }
}

export const DIRECTORY_MESSAGES = {
  rejectedKey: 'The course directory rejected our API key (COURSE_DIRECTORY_KEY).',
  notFound: 'Course not found in the directory',
  timeout: 'The course directory did not answer in time. Try again, or add the course manually.',
  unreachable: 'Could not reach the course directory. Try again, or add the course manually.',
  notJson: 'The course directory sent an answer that is not JSON. Try again later, or add the course manually.',
  unexpectedShape: 'The course directory sent an answer in an unexpected format. Try again later, or add the course manually.',
  rateLimited: 'The course directory is limiting our requests right now. Try again later, or add the course manually.',
  shortQuery: 'Please enter at least 3 characters to search.',
  longQuery: 'A search can be at most 100 characters.',
  missingId: 'A course id is required.',
  serverError: (status: number) => `The course directory had a problem (HTTP ${status}). Try again later, or add the course manually.`,
  refused: (status: number) => `The course directory refused the request (HTTP ${status}).`,
} as const;
