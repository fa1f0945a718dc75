import type { OutputAsset, OutputBundle, OutputChunk, RenderedChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, markChunks, marksChunk } from './compile-hints';

const APP = 'src/app/App.tsx';

function chunk(fileName: string, isEntry: boolean, moduleIds: string[], code: string): OutputChunk {
  return { type: 'chunk', fileName, isEntry, moduleIds, code, map: null } as unknown as OutputChunk;
}

function sourceMap(fileName: string, mappings: string): OutputAsset {
  return { type: 'asset', fileName, source: JSON.stringify({ version: 3, mappings }) } as unknown as OutputAsset;
}

describe('compile hints', () => {
  it("marks the entry and the app module's chunk, and no other", () => {
    expect(marksChunk(true, ['/repo/src/main.tsx'], [APP])).toBe(true);
    expect(marksChunk(false, ['/repo/node_modules/react-router/x.js', '/repo/src/app/App.tsx'], [APP])).toBe(true);
    expect(marksChunk(false, ['C:\\repo\\src\\app\\App.tsx'], [APP])).toBe(true);
    expect(marksChunk(false, ['/repo/src/features/account/LoginScreen.tsx'], [APP])).toBe(false);
    // A module whose path only ends like the app's.
    expect(marksChunk(false, ['/repo/src/other-app/App.tsx'], [APP])).toBe(false);
  });

  it("opens each marked chunk with the hint, before Vite's preload helper, its source map a line lower", () => {
    const bundle: OutputBundle = {
      'assets/index.js': chunk('assets/index.js', true, ['/r/src/main.tsx'], 'function a(){}'),
      'assets/index.js.map': sourceMap('assets/index.js.map', 'AAAA'),
      'assets/App.js': chunk(
        'assets/App.js',
        false,
        ['/r/src/app/App.tsx'],
        'const __vite__mapDeps=(i)=>i;\nimport"x"',
      ),
      'assets/Login.js': chunk('assets/Login.js', false, ['/r/src/features/account/LoginScreen.tsx'], 'export{}'),
    };
    markChunks(bundle, [APP]);
    const code = (file: string) => (bundle[file] as OutputChunk).code;
    expect(code('assets/index.js')).toBe(`${COMPILE_HINT}\nfunction a(){}`);
    expect(code('assets/App.js').split('\n')[0]).toBe(COMPILE_HINT);
    expect(code('assets/App.js')).toContain('const __vite__mapDeps');
    expect(code('assets/Login.js')).toBe('export{}');
    const map = JSON.parse((bundle['assets/index.js.map'] as OutputAsset).source as string) as { mappings: string };
    expect(map.mappings).toBe(';AAAA');
    // A bundle marked twice still opens with one hint.
    markChunks(bundle, [APP]);
    expect(code('assets/index.js').split(COMPILE_HINT)).toHaveLength(2);
  });

  it("puts the hint into a marked file's name, so no cache keeps an unmarked copy under it", () => {
    const hash = compileHints().augmentChunkHash as (chunk: RenderedChunk) => string | undefined;
    const rendered = (isEntry: boolean, moduleIds: string[]) => ({ isEntry, moduleIds }) as unknown as RenderedChunk;
    expect(hash(rendered(true, ['/r/src/main.tsx']))).toBe(COMPILE_HINT);
    expect(hash(rendered(false, ['/r/src/app/App.tsx']))).toBe(COMPILE_HINT);
    expect(hash(rendered(false, ['/r/src/features/account/LoginScreen.tsx']))).toBeUndefined();
  });
});
