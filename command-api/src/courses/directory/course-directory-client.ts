import { CourseDirectoryError, DIRECTORY_MESSAGES as MESSAGES } from './course-directory-error.ts';
import { DirectoryCourse, DirectoryCourseResponse, DirectorySearchResponse } from './directory-schemas.ts';

/** The external course directory (a GolfCourseAPI-compatible service), as the app uses it. */
export interface CourseDirectoryClient {
  /** Courses whose name matches `query` (3 to 100 characters). Unusable entries are left out. */
  search(query: string): Promise<DirectoryCourse[]>;
  /** One course with its tees and holes. The id is the directory's, always as a string. */
  getCourse(id: string): Promise<DirectoryCourse>;
}

export type CourseDirectoryClientOptions = {
  /** e.g. `https://api.golfcourseapi.com` (COURSE_DIRECTORY_URL); the client adds `/v1/…`. */
  baseUrl: string;
  /** COURSE_DIRECTORY_KEY, sent as `Authorization: Key <apiKey>`. */
  apiKey: string;
  /** How long one request (answer and body) may take. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

const SEARCH_QUERY = { min: 3, max: 100 };

/**
 * Every failure becomes a `CourseDirectoryError` with the status our API should answer
 * (see that class); nothing else is thrown.
 */
export function createCourseDirectoryClient(options: CourseDirectoryClientOptions): CourseDirectoryClient {
  const { apiKey, timeoutMs = 8000 } = options;
  if (!URL.canParse(options.baseUrl)) throw new TypeError(`The course directory URL "${options.baseUrl}" is not a URL`);
  if (apiKey.trim() === '') throw new TypeError('The course directory API key is empty');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchAnswer = options.fetch ?? globalThis.fetch;

  async function getJson(path: string, onNotFound: CourseDirectoryError): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    /** A failure while the request or body is in flight: our own abort means the time ran out. */
    const inFlightError = (cause: unknown) =>
      controller.signal.aborted
        ? new CourseDirectoryError(504, MESSAGES.timeout, { cause })
        : new CourseDirectoryError(502, MESSAGES.unreachable, { cause });
    try {
      let response: Response;
      try {
        response = await fetchAnswer(`${baseUrl}${path}`, {
          headers: { Authorization: `Key ${apiKey}`, Accept: 'application/json' },
          signal: controller.signal,
        });
      } catch (cause) {
        throw inFlightError(cause);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw statusError(response.status, onNotFound);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        throw inFlightError(cause);
      }
      try {
        return JSON.parse(text) as unknown;
      } catch (cause) {
        throw new CourseDirectoryError(502, MESSAGES.notJson, { cause });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async search(query) {
      const trimmed = query.trim();
      if (trimmed.length < SEARCH_QUERY.min) throw new CourseDirectoryError(400, MESSAGES.shortQuery);
      if (trimmed.length > SEARCH_QUERY.max) throw new CourseDirectoryError(400, MESSAGES.longQuery);
      const refusedSearch = new CourseDirectoryError(502, MESSAGES.refused(404));
      const body = await getJson(`/v1/search?search_query=${encodeURIComponent(trimmed)}`, refusedSearch);
      const parsed = DirectorySearchResponse.safeParse(body);
      if (!parsed.success) throw new CourseDirectoryError(502, MESSAGES.unexpectedShape, { cause: parsed.error });
      return (parsed.data.courses ?? []).flatMap((entry) => {
        const course = DirectoryCourse.safeParse(entry);
        return course.success ? [course.data] : [];
      });
    },

    async getCourse(id) {
      const trimmed = id.trim();
      if (trimmed === '') throw new CourseDirectoryError(400, MESSAGES.missingId);
      const notFound = new CourseDirectoryError(404, MESSAGES.notFound);
      const body = await getJson(`/v1/courses/${encodeURIComponent(trimmed)}`, notFound);
      const parsed = DirectoryCourseResponse.safeParse(body);
      if (!parsed.success) throw new CourseDirectoryError(502, MESSAGES.unexpectedShape, { cause: parsed.error });
      return parsed.data.course;
    },
  };
}

function statusError(status: number, onNotFound: CourseDirectoryError): CourseDirectoryError {
  if (status === 401 || status === 403) return new CourseDirectoryError(502, MESSAGES.rejectedKey);
  if (status === 404) return onNotFound;
  if (status === 429) return new CourseDirectoryError(502, MESSAGES.rateLimited);
  if (status >= 500) return new CourseDirectoryError(502, MESSAGES.serverError(status));
  return new CourseDirectoryError(502, MESSAGES.refused(status));
}
