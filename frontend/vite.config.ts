import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { routePreloadPlugin, type FirstScreen } from './build/route-preload-plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The screens a phone opens first from a link: their chunks load beside the entry script. */
const firstScreens: FirstScreen[] = [
  { path: '^/auth$', modules: ['src/app/routes/auth.tsx'] },
  { path: '^/reset-password$', modules: ['src/app/routes/reset-password.tsx'] },
  // A spectator's link: the join screen, then the leaderboard it leads to.
  { path: '^/game/[^/]+/join$', modules: ['src/app/routes/game-join.tsx', 'src/app/routes/game-leaderboard.tsx'] },
  { path: '^/game/[^/]+/leaderboard$', modules: ['src/app/routes/game-leaderboard.tsx'] },
];

export default defineConfig({
  root,
  plugins: [react(), serviceWorkerPlugin(), routePreloadPlugin(firstScreens), precompressPlugin()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: { proxy: { '/api': 'http://localhost:3000' } },
});
