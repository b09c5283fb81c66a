import type { FastifyReply, FastifyRequest } from 'fastify';
import { directoryMessages, type DirectoryNotConfiguredBody } from '@golf/contracts';
import type { Config } from '../../config.ts';
import { createCourseDirectoryClient, type CourseDirectoryClient } from '../directory/course-directory-client.ts';

export type DirectorySettings = Pick<Config, 'COURSE_DIRECTORY_URL' | 'COURSE_DIRECTORY_KEY'>;

/**
 * The external course directory is configured when both its URL and its key are set: the
 * GolfCourseAPI answers nothing without a key, so a URL alone cannot work.
 */
export function isDirectoryConfigured(config: DirectorySettings): boolean {
  return Boolean(config.COURSE_DIRECTORY_URL && config.COURSE_DIRECTORY_KEY);
}

/** The directory client of this server, or null when none is configured. */
export function courseDirectoryOf(config: DirectorySettings, options: { timeoutMs?: number } = {}): CourseDirectoryClient | null {
  if (!config.COURSE_DIRECTORY_URL || !config.COURSE_DIRECTORY_KEY) return null;
  return createCourseDirectoryClient({ baseUrl: config.COURSE_DIRECTORY_URL, apiKey: config.COURSE_DIRECTORY_KEY, ...options });
}

/** A preHandler answering 503 `{ message, configured: false }` when the server has no directory. */
export function requireDirectory(directory: CourseDirectoryClient | null) {
  return async function directoryConfigured(_request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (directory !== null) return undefined;
    return reply.status(503).send({ message: directoryMessages.notConfigured, configured: false } satisfies DirectoryNotConfiguredBody);
  };
}
