import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenLivePlugin } from './build/first-screen-live-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { routePreloadPlugin, type FirstScreen } from './build/route-preload-plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The screens a phone opens first from a link, or opens again (a player's scoring screen on a
 * return visit): their chunks load beside the entry script.
 */
const firstScreens: FirstScreen[] = [
  { path: '^/auth$', modules: ['src/app/routes/auth.tsx'] },
  { path: '^/reset-password$', modules: ['src/app/routes/reset-password.tsx'] },
  // A spectator's link: the join screen, then the leaderboard it leads to.
  { path: '^/game/[^/]+/join$', modules: ['src/app/routes/game-join.tsx', 'src/app/routes/game-leaderboard.tsx'] },
  { path: '^/game/[^/]+/leaderboard$', modules: ['src/app/routes/game-leaderboard.tsx'] },
  { path: '^/game/[^/]+/scoring$', modules: ['src/app/routes/game-scoring.tsx'] },
];

/** The server's build of the public screens (entry-server.tsx, decision 0431): one file, every library in it (React's server renderer too). */
const serverBuild = defineConfig({
  root,
  plugins: [react()],
  ssr: { noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true, ssr: 'src/entry-server.tsx', copyPublicDir: false },
});

const appBuild = defineConfig({
  root,
  plugins: [
    react(),
    serviceWorkerPlugin(),
    routePreloadPlugin(firstScreens),
    firstScreenLivePlugin('src/first-screen/live/first-screen-live.ts'),
    precompressPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One stylesheet, loaded with the entry: a lazy screen's own CSS would be one more round trip
    // after its script (about 70 KB, 12 KB compressed, for every screen).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Left to itself the bundler cuts the shared code into dozens of 1-2 KB chunks; on a phone
        // with a 400 ms round trip and six connections each wave of them costs a round trip. The
        // libraries every screen needs and the shared components and helpers travel in two
        // chunks instead (the sign-in screen: 6 files, not 22, for the same bytes).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
              priority: 20,
            },
            // The live helpers are left out: they check a stream's events with the contracts' zod
            // schema, and a group brings its modules' imports along; they travel with the screens
            // that stream, not in the chunk the sign-in screen loads (decision 0572).
            {
              name: 'shared',
              test: /frontend[\\/]src[\\/](components[\\/]|lib[\\/](?!live-|use-live-))/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : appBuild));
