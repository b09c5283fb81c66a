import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './stats.ts';

const TARGET_KB = 150;

/** The entry module script and the modulepreload links of the built index.html, as dist-relative paths. */
export function initialScripts(indexHtml: string): string[] {
  const entries = [...indexHtml.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [...indexHtml.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1] as string);
  return [...entries, ...preloads].map((src) => src.replace(/^\//, ''));
}

let built: string | undefined;

/**
 * frontend/dist, built from the code as it stands, once per process. Not only when it is missing:
 * a dist left by an earlier build (another commit's) would be measured as if it were this code's,
 * which the first-load rows once were.
 */
export function builtFrontend(): string {
  if (built) return built;
  const dist = resolve(process.cwd(), 'frontend/dist');
  const build = spawnSync('npm', ['run', 'build', '-w', '@golf/frontend'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('the frontend build failed');
  built = dist;
  return dist;
}

/**
 * (6) The gzip size (zlib, default level) of the JavaScript the app's first page load fetches:
 * the entry script plus its modulepreloads, of a build of the code as it stands (builtFrontend).
 */
export function measureBundleSize(): BenchRow {
  const dist = builtFrontend();
  const scripts = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (scripts.length === 0) throw new Error('frontend/dist/index.html names no module script');
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const bytes = readFileSync(join(dist, script));
    raw += bytes.length;
    gzipped += gzipSync(bytes).length;
  }
  const kb = gzipped / 1024;
  return {
    measure: `initial JavaScript, ${scripts.length} files (${(raw / 1024).toFixed(0)} KB raw)`,
    median: `${kb.toFixed(1)} KB gzip`,
    p99: '—',
    target: `< ${TARGET_KB} KB`,
    verdict: kb < TARGET_KB ? 'met' : 'missed',
  };
}
