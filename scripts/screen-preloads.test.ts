import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { screenPreloadsOf } from './screen-preloads';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<OutputChunk> = {}): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, facadeModuleId: null, isEntry: false, ...extra } as unknown as OutputChunk;
}

describe('screen preloads', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['/repo/src/main.tsx'], ['assets/react.js'], { isEntry: true, facadeModuleId: '/repo/src/main.tsx' }),
    'assets/react.js': chunk('assets/react.js', ['/repo/node_modules/react/index.js']),
    'assets/App.js': chunk('assets/App.js', ['/repo/src/app/App.tsx'], ['assets/index.js', 'assets/mui.js'], { facadeModuleId: '/repo/src/app/App.tsx' }),
    'assets/mui.js': chunk('assets/mui.js', ['/repo/node_modules/@mui/material/Button.js'], ['assets/react.js']),
    'assets/Card.js': chunk('assets/Card.js', ['/repo/node_modules/@mui/material/Card.js'], ['assets/mui.js']),
    'assets/Home.js': chunk('assets/Home.js', ['/repo/src/features/pages/HomeScreen.tsx'], ['assets/mui.js', 'assets/Card.js', 'assets/App.js'], {
      facadeModuleId: '/repo/src/features/pages/HomeScreen.tsx',
    }),
    // Rollup may put a small screen into a chunk named after another module.
    'assets/shared.js': chunk('assets/shared.js', ['/repo/src/lib/x.ts', '/repo/src/features/account/LoginScreen.tsx'], ['assets/Card.js']),
  } as unknown as OutputBundle;
  const sources = new Map([
    ['home', 'src/features/pages/HomeScreen.tsx'],
    ['login', 'src/features/account/LoginScreen.tsx'],
  ]);

  it("lists each screen's chunk and its static imports, leaving out what the entry and the app's module load", () => {
    const preloads = screenPreloadsOf(bundle, sources);
    expect(preloads.home?.sort()).toEqual(['assets/Card.js', 'assets/Home.js']);
    expect(preloads.login?.sort()).toEqual(['assets/Card.js', 'assets/shared.js']);
  });

  it('fails the build when a screen is in no chunk', () => {
    expect(() => screenPreloadsOf(bundle, new Map([['site', 'src/features/pages/SiteScreen.tsx']]))).toThrow(/no chunk for src\/features\/pages\/SiteScreen\.tsx/);
  });
});
