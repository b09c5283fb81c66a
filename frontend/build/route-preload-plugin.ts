import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A screen a phone may open first (from a link), and the route modules it shows first. */
export interface FirstScreen {
  /** The address, as a regular expression of `location.pathname`. */
  path: string;
  /** Route modules (paths under the frontend folder) whose chunks the screen needs. */
  modules: string[];
}

const chunks = (bundle: OutputBundle) => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** `chunk` and every chunk it imports statically, by file name. */
function withImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported, into);
  }
  return into;
}

/**
 * The route screens are lazy chunks, found only once the entry script has arrived and run: on a
 * phone on slow 3G that is one more round trip after the biggest download. For the screens a
 * phone opens first from a link (sign-in, a reset link, a spectator's join and leaderboard
 * links), this writes `first-screens.json` into the build: each screen's address (a regular
 * expression of the path) and the chunks it needs beyond the entry's. The server answers such an
 * address with `Link: rel=modulepreload` headers for them (command-api/src/frontend/
 * first-screens.ts), so they arrive with the entry, not after it. (An inline script in
 * index.html could do the same, but the Content-Security-Policy allows none.) Build only.
 */
export function routePreloadPlugin(screens: FirstScreen[]): Plugin {
  let base = '/';
  return {
    name: 'golf-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const entry = chunks(bundle).find((chunk) => chunk.isEntry);
      const loaded = entry ? withImports(bundle, entry) : new Set<string>();
      const table = screens.map(({ path, modules }) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks(bundle).find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`));
          if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
          withImports(bundle, chunk, files);
        }
        return { path, preload: [...files].filter((file) => !loaded.has(file)).map((file) => `${base}${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: 'first-screens.json', source: `${JSON.stringify(table, null, 2)}\n` });
    },
  };
}
