import { build, type Plugin, type Rolldown } from 'vite';

/** The name the script's file is written under: `assets/first-screen-live-<hash>.js` (the server finds it by it). */
export const FIRST_SCREEN_LIVE_NAME = 'first-screen-live.js';

/**
 * Builds the first screen's live script (src/first-screen/live/first-screen-live.ts, decision
 * 0560) on its own, as one classic script with nothing shared with the app's chunks: a viewer
 * link's page loads it beside the page, long before the app, and it must not pull the app's
 * shared chunks with it. Written into the app's build as a hashed asset (compressed with the
 * rest). Build only.
 */
export function firstScreenLivePlugin(entry: string): Plugin {
  let root = '';
  return {
    name: 'golf-first-screen-live',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const built = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          rolldownOptions: { input: entry, output: { format: 'iife', codeSplitting: false } },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('first-screen-live: the script was not built');
      this.emitFile({ type: 'asset', name: FIRST_SCREEN_LIVE_NAME, source: chunk.code });
    },
  };
}
