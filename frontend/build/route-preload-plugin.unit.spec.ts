import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routePreloadPlugin } from './route-preload-plugin.ts';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as Rolldown.OutputChunk;

/** The first-screens.json the plugin writes for `bundle`. */
function firstScreensOf(bundle: Record<string, Rolldown.OutputChunk>, screens: Parameters<typeof routePreloadPlugin>[0]) {
  const plugin = routePreloadPlugin(screens);
  let written = '';
  const context = { emitFile: ({ source }: { source: string }) => (written = source) };
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  (plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void).call(context, {}, bundle);
  return JSON.parse(written) as Array<{ path: string; preload: string[] }>;
}

describe('the first screens’ preload list', () => {
  it('given a route chunk sharing a chunk with the entry, when built, then it lists the route’s chunks the entry does not load', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/button.js'], { isEntry: true }),
      'assets/button.js': chunk('assets/button.js', []),
      'assets/join.js': chunk('assets/join.js', ['assets/card.js', 'assets/button.js'], { facadeModuleId: '/app/src/routes/join.tsx' }),
      'assets/card.js': chunk('assets/card.js', ['assets/icon.js']),
      'assets/icon.js': chunk('assets/icon.js', []),
      'assets/admin.js': chunk('assets/admin.js', [], { facadeModuleId: '/app/src/routes/admin.tsx' }),
    };
    expect(firstScreensOf(bundle, [{ path: '^/join$', modules: ['src/routes/join.tsx'] }])).toEqual([
      { path: '^/join$', preload: ['/assets/join.js', '/assets/card.js', '/assets/icon.js'] },
    ]);
  });

  it('given a screen whose module is not in the build, when built, then the build fails naming it', () => {
    expect(() => firstScreensOf({}, [{ path: '^/x$', modules: ['src/routes/gone.tsx'] }])).toThrow('no chunk for src/routes/gone.tsx');
  });
});
