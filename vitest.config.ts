import { defineConfig } from 'vitest/config';

const ignore = ['**/node_modules/**', '**/dist/**', '**/.data/**'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            '{golf,events,contracts,read-db,projector,command-api,frontend}/src/**/*.unit.spec.{ts,tsx}',
            'frontend/build/*.unit.spec.ts',
            'testing/*.unit.spec.ts',
          ],
          exclude: ignore,
        },
      },
      {
        test: {
          name: 'int',
          include: [
            '{golf,events,contracts,read-db,projector,command-api,frontend}/src/**/*.int.spec.ts',
            'scripts/**/*.int.spec.ts',
            'testing/**/*.int.spec.ts',
          ],
          exclude: ignore,
          globalSetup: ['testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.spec.ts'],
          exclude: ignore,
          globalSetup: ['e2e/support/app-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll gives up after 1 s by default: too short for a server round trip on a loaded machine.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
