import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SEMI_SPACE_MB } from '../projector/src/projector-thread.ts';

/**
 * The young generation's size is set where node starts, not in code (V8 sizes the heap before any
 * script runs): every way the API or the projector is run fixes the same semi-space size, and the
 * bench runs the app as `npm start` does (decision 0750).
 */
const flags = [`--min-semi-space-size=${SEMI_SPACE_MB}`, `--max-semi-space-size=${SEMI_SPACE_MB}`];
const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
const compose = parse(read('docker-compose.yml')) as { services: Record<string, { command?: string[] }> };

describe('the young generation of the API and the projector', () => {
  it.each(['start', 'start:api', 'start:projector', 'bench'])('npm run %s starts node with it', (script) => {
    expect(scripts[script]).toMatch(new RegExp(`\\btsx ${flags.join(' ')} scripts/`));
  });

  it.each(['api', 'projector'])('the %s service of docker compose starts node with it', (service) => {
    expect(compose.services[service]?.command?.slice(0, 3)).toEqual(['node', ...flags]);
  });

  it("the image's command starts node with it", () => {
    expect(read('Dockerfile')).toContain(`CMD ["${['node', ...flags, 'command-api/src/server.ts'].join('", "')}"]`);
  });
});
