import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { preloadFilesFor } from './app-module-preload';

function chunk(fileName: string, moduleIds: string[], imports: string[] = []): OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports } as unknown as OutputChunk;
}

describe('app module preload', () => {
  const entry = chunk(
    'assets/index.js',
    ['/repo/src/main.tsx', '/repo/node_modules/react-dom/index.js'],
    ['assets/react.js'],
  );
  const bundle = {
    'assets/index.js': entry,
    'assets/react.js': chunk('assets/react.js', ['/repo/node_modules/react/index.js']),
    'assets/App.js': chunk(
      'assets/App.js',
      ['/repo/src/app/routes/AppRoutes.tsx', '/repo/src/app/App.tsx'],
      ['assets/index.js', 'assets/mui.js'],
    ),
    'assets/mui.js': chunk('assets/mui.js', ['/repo/node_modules/@mui/material/index.js'], ['assets/react.js']),
    'assets/Home.js': chunk('assets/Home.js', ['/repo/src/features/pages/HomeScreen.tsx'], ['assets/mui.js']),
  } as unknown as OutputBundle;

  it("preloads the app module's chunk and the chunks only it needs, not what the entry already loads nor lazy screens", () => {
    expect(preloadFilesFor(bundle, entry, 'src/app/App.tsx').sort()).toEqual(['assets/App.js', 'assets/mui.js']);
  });

  it('fails the build when the module is in no chunk (renamed, or no longer split off)', () => {
    expect(() => preloadFilesFor(bundle, entry, 'src/app/Gone.tsx')).toThrow(/no chunk for src\/app\/Gone\.tsx/);
  });
});
