import type { TestProject } from 'vitest/node';
import { startTestServers } from './test-servers.ts';
import './provided-context.ts';

/** Finds PostgreSQL and Redis once per run; each test file then makes its own database. */
export default async function setup(project: TestProject) {
  const servers = await startTestServers();
  console.log(`[tests] PostgreSQL from ${servers.postgresSource}; Redis from ${servers.redisSource}`);
  project.provide('postgresUrl', servers.postgresUrl);
  project.provide('postgresSource', servers.postgresSource);
  project.provide('redisUrl', servers.redisUrl);
  return servers.stop;
}
