import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { shellFiles } from '../src/service-worker/shell-routes.ts';

const WORKER_SOURCE = '/src/service-worker/sw.ts';
const WORKER_FILE = 'sw.js';
const PLACEHOLDER = /(['"`])__SHELL_MANIFEST__\1/;

/** Every file under `dir`, as paths relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path).map((file) => `${name}/${file}`) : [relative(dir, path).split(sep).join('/')];
  });
}

/**
 * Builds the service worker (src/service-worker/sw.ts) into /sw.js, with the list of this
 * build's shell files and a version hashed from their contents written into it. A deploy that
 * changes any file changes sw.js, so browsers install the new worker and drop the old shell.
 * Build only: `vite dev` has no shell and registers no worker.
 */
export function serviceWorkerPlugin(): Plugin {
  let publicDir = '';
  return {
    name: 'golf-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: WORKER_SOURCE, fileName: WORKER_FILE });
    },
    generateBundle(_options, bundle) {
      const worker = bundle[WORKER_FILE];
      if (!worker || worker.type !== 'chunk') throw new Error(`the service worker ${WORKER_FILE} was not built`);
      if (worker.imports.length > 0) throw new Error(`${WORKER_FILE} must not import other chunks (a service worker is a classic script)`);
      const publicFiles = publicDir ? filesUnder(publicDir) : [];
      const files = shellFiles(Object.keys(bundle), publicFiles, WORKER_FILE);
      const hash = createHash('sha256');
      for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
        if (fileName === WORKER_FILE) continue;
        hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
      }
      for (const file of publicFiles.sort()) hash.update(file).update(readFileSync(join(publicDir, file)));
      const manifest = JSON.stringify({ version: hash.digest('hex').slice(0, 16), files });
      if (!PLACEHOLDER.test(worker.code)) throw new Error(`${WORKER_FILE} has no __SHELL_MANIFEST__ placeholder to fill`);
      worker.code = worker.code.replace(PLACEHOLDER, () => JSON.stringify(manifest));
    },
  };
}
