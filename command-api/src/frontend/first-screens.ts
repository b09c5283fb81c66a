import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const FirstScreens = z.array(z.object({ path: z.string(), preload: z.array(z.string().regex(/^\/[\w./-]+$/)) }));

/**
 * The `Link` header of the app's page at a path: for the screens a phone opens first from a link,
 * `rel=modulepreload` for the chunks that screen needs beyond the entry (the build's
 * first-screens.json, frontend/build/route-preload-plugin.ts), so they load beside the entry
 * script instead of after it. No build file, or no match: no header.
 */
export function firstScreenLinks(frontendDist: string): (path: string) => string | undefined {
  const filesOf = firstScreenFiles(frontendDist);
  return (path) =>
    filesOf(path)
      .map((file) => `<${file}>; rel=modulepreload; crossorigin`)
      .join(', ') || undefined;
}

/** The chunks the screen at a path needs beyond the entry (the build's first-screens.json); none without the file or a match. */
export function firstScreenFiles(frontendDist: string): (path: string) => string[] {
  let screens: Array<{ pattern: RegExp; preload: string[] }> = [];
  try {
    screens = FirstScreens.parse(JSON.parse(readFileSync(join(frontendDist, 'first-screens.json'), 'utf8'))).map(({ path, preload }) => ({
      pattern: new RegExp(path),
      preload,
    }));
  } catch {
    // A build without the file (or an older one) just gets no preload headers.
  }
  return (path) => screens.find(({ pattern }) => pattern.test(path))?.preload ?? [];
}
